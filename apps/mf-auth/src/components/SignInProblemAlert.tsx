import type { ReactNode } from 'react';
import { Alert } from '@irrigo/ui';

export interface SignInProblemAlertProps {
  /** Lets the fields it speaks for point at it (aria-describedby). */
  id?: string;
  title: ReactNode;
  children?: ReactNode;
  /** True when a toast was raised for the same problem: the toast is then what a screen reader hears. */
  toasted: boolean;
}

/**
 * The inline alert under a sign-in form. It is always on screen; it is announced (role alert) only when no
 * toast says the same thing, so a failure is announced once.
 */
export function SignInProblemAlert({ id, title, children, toasted }: SignInProblemAlertProps) {
  return (
    <Alert id={id} tone="danger" title={title} role={toasted ? undefined : 'alert'}>
      {children}
    </Alert>
  );
}

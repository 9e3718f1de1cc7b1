import type { ReactNode } from 'react';
import { Alert } from '@irrigo/ui';

export interface SignInProblemAlertProps {
  title: ReactNode;
  children?: ReactNode;
  /** True when a toast was raised for the same problem: the toast is then what a screen reader hears. */
  toasted: boolean;
}

/**
 * The inline alert under a sign-in form. It is always on screen; it is announced (role alert) only when no
 * toast says the same thing, so a failure is announced once.
 */
export function SignInProblemAlert({ title, children, toasted }: SignInProblemAlertProps) {
  return (
    <Alert tone="danger" title={title} role={toasted ? undefined : 'alert'}>
      {children}
    </Alert>
  );
}

import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../class-names.js';
import { Spinner } from './Spinner.js';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks clicks while an action is pending. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Renders the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner size="sm" className={styles.spinner} />}
      {children}
    </button>
  );
}

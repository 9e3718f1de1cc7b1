import type { ComponentProps } from 'react';
import { cx } from '../class-names.js';
import styles from './Input.module.css';

export type InputProps = ComponentProps<'input'>;

/** A text field at touch size; aria-invalid switches it to the error look. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cx(styles.input, className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cx } from '../class-names.js';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** What the button does, for people who cannot see the icon (its accessible name). */
  label: string;
}

/**
 * A button that is only an icon (menu, bell, close): a full touch target, quiet until hovered. Works as
 * the child of Radix triggers (`asChild`), which pass their props and ref through.
 */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return <button type={type} aria-label={label} className={cx(styles.iconButton, className)} {...props} />;
}

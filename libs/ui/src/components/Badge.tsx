import type { ComponentProps } from 'react';
import { cx } from '../class-names.js';
import styles from './Badge.module.css';
import tones from './tones.module.css';

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** Short status text: inspection status (draft warning, completed success, other neutral), HCP link, connectivity. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, tones[tone], className)} {...props} />;
}

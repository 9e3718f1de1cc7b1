import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cx } from '../class-names.js';
import styles from './Label.module.css';

export type LabelProps = ComponentProps<typeof RadixLabel.Root>;

export function Label({ className, ...props }: LabelProps) {
  return <RadixLabel.Root className={cx(styles.label, className)} {...props} />;
}

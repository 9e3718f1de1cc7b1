import type { ComponentProps } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cx } from '../class-names.js';
import styles from './Switch.module.css';

export type SwitchProps = ComponentProps<typeof RadixSwitch.Root>;

/** An on/off control (notification settings, include-in-PDF); label it with <Label htmlFor> or aria-label. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <RadixSwitch.Root className={cx(styles.root, className)} {...props}>
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
}

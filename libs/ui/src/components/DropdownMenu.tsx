import type { ComponentProps } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { cx } from '../class-names.js';
import styles from './DropdownMenu.module.css';

/** Menu root (user menu: Profile, Settings, Sign out). */
export const DropdownMenu = RadixDropdownMenu.Root;
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;
export const DropdownMenuGroup = RadixDropdownMenu.Group;

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content className={cx(styles.content, className)} sideOffset={sideOffset} align={align} {...props} />
    </RadixDropdownMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixDropdownMenu.Item> {
  tone?: 'default' | 'danger';
}

export function DropdownMenuItem({ className, tone = 'default', ...props }: DropdownMenuItemProps) {
  return <RadixDropdownMenu.Item className={cx(styles.item, tone === 'danger' && styles.danger, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cx(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

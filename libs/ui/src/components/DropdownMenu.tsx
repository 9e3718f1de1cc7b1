import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { cx } from '../class-names.js';
import styles from './DropdownMenu.module.css';

/**
 * Menu root (user menu, location switcher). Not modal: a modal menu marks the rest of the page
 * aria-hidden while its links and buttons stay focusable (axe aria-hidden-focus), and a menu closes on
 * Tab, Escape or a click outside anyway.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof RadixDropdownMenu.Root>) {
  return <RadixDropdownMenu.Root modal={modal} {...props} />;
}
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

/** One choice among several (the location the office is looking at). */
export const DropdownMenuRadioGroup = RadixDropdownMenu.RadioGroup;

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof RadixDropdownMenu.RadioItem>) {
  return (
    <RadixDropdownMenu.RadioItem className={cx(styles.item, className)} {...props}>
      <span className={styles.indicatorSlot} aria-hidden>
        <RadixDropdownMenu.ItemIndicator>
          <Check size={16} />
        </RadixDropdownMenu.ItemIndicator>
      </span>
      {children}
    </RadixDropdownMenu.RadioItem>
  );
}

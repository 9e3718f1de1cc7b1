import type { ComponentProps, ReactNode } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { IconButton } from '@irrigo/ui';
// A drawer is a dialog that slides in from the side: the same overlay as Dialog.
import dialogStyles from './Dialog.module.css';
import styles from './Drawer.module.css';

/** Drawer root: controlled with `open`/`onOpenChange` or left uncontrolled with a DrawerTrigger. */
export const Drawer = RadixDialog.Root;
export const DrawerTrigger = RadixDialog.Trigger;
export const DrawerClose = RadixDialog.Close;

export interface DrawerContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  /** The drawer's heading, already translated. */
  title: ReactNode;
  /** Accessible name of the close button; the generic "Close" when not given. */
  closeLabel?: string;
  /** What the drawer holds, for screen readers only (it is not shown). */
  description?: ReactNode;
  /** The edge it slides from: 'left' for navigation menus (the default), 'right' for a record's details beside a list. */
  side?: 'left' | 'right';
  /** 'narrow' (20rem, a menu; the default) or 'wide' (44rem, a record's details; the whole screen on a phone). */
  width?: 'narrow' | 'wide';
}

/** A panel sliding in from one side over an overlay, with its title and close button. */
export function DrawerContent({ title, closeLabel, description, side = 'left', width = 'narrow', className, children, ...props }: DrawerContentProps) {
  const { t } = useTranslation('common');
  // Without a description, say so explicitly: Radix warns about a dialog that has none.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={dialogStyles.overlay} />
      <RadixDialog.Content
        className={cx(styles.drawer, side === 'right' && styles.right, width === 'wide' && styles.wide, className)}
        {...describedBy}
        {...props}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel ?? t('dialog.close')}>
              <X aria-hidden size={22} />
            </IconButton>
          </RadixDialog.Close>
        </div>
        {description && (
          <VisuallyHidden.Root asChild>
            <RadixDialog.Description>{description}</RadixDialog.Description>
          </VisuallyHidden.Root>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

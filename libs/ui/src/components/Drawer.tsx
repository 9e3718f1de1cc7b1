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
}

/** A panel sliding in from the left over an overlay (mobile navigation menus), with its title and close button. */
export function DrawerContent({ title, closeLabel, description, className, children, ...props }: DrawerContentProps) {
  const { t } = useTranslation('common');
  // Without a description, say so explicitly: Radix warns about a dialog that has none.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={dialogStyles.overlay} />
      <RadixDialog.Content className={cx(styles.drawer, className)} {...describedBy} {...props}>
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

import type { ComponentProps } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { IconButton } from '@irrigo/ui';
import styles from './Dialog.module.css';

/** Dialog root: controlled with `open`/`onOpenChange` or left uncontrolled with a DialogTrigger. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Hides the corner close button (e.g. for a step that must be finished with its own buttons). */
  hideCloseButton?: boolean;
}

/** The dialog panel with its overlay and portal; needs a DialogTitle (and usually a DialogDescription). */
export function DialogContent({ className, children, hideCloseButton = false, ...props }: DialogContentProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content className={cx(styles.content, className)} {...props}>
        {children}
        {!hideCloseButton && (
          <RadixDialog.Close asChild>
            <IconButton label={t('dialog.close')} className={styles.close}>
              <X aria-hidden size={20} />
            </IconButton>
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cx(styles.title, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cx(styles.description, className)} {...props} />;
}

/** Button row at the bottom of a dialog (Cancel / confirm). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

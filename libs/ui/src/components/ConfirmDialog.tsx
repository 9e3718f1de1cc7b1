import { AlertDialog } from 'radix-ui';
import { Button, type ButtonVariant } from '@irrigo/ui';
import styles from './Dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Called when the person confirms; the dialog closes itself. */
  onConfirm: () => void;
  /** 'danger' for what cannot be taken back lightly (disable, decline, delete). */
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
}

/**
 * "Are you sure?" before an action with consequences: an alert dialog (focus starts on Cancel, Escape
 * cancels, a click outside does not dismiss it), a title saying what will happen, and two buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import type { Inspection } from '@irrigo/contracts';
import { Button, toast } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@irrigo/ui/dialog';
import { useDeleteInspection } from '../api/delete-inspection';
import { ADMIN_NAMESPACE } from '../app/i18n';
import { deletionFailure } from './inspection-display';
import styles from './DeleteInspectionDialog.module.css';

interface DeleteInspectionDialogProps {
  /** The inspection chosen for deletion; null when none is. */
  inspection: Inspection | null;
  /** Clears the choice: after Cancel, and once the deletion has answered either way. */
  onClose: () => void;
  /** The screen's own queries to read again once the inspection is gone (the office's list always is). */
  refresh?: readonly QueryKey[];
}

/**
 * Spec §2 and §8: "Delete Inspection" with Cancel and Delete ("Deleting..." while the call is out, when the
 * dialog cannot be dismissed). Success and each failure end with the spec's toast and clear the choice; the
 * lists and figures are read again by the mutation. Shared by the dashboard's recent list and the inspections list.
 */
export function DeleteInspectionDialog({ inspection, onClose, refresh }: DeleteInspectionDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const deletion = useDeleteInspection(refresh);
  const pending = deletion.isPending;
  // The last chosen inspection stays in the text while the dialog fades out after the choice clears.
  const [shown, setShown] = useState(inspection);
  if (inspection && inspection !== shown) setShown(inspection);

  const confirm = () => {
    if (!inspection) return;
    deletion.mutate(inspection.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('dashboard.delete.done.title'), description: t('dashboard.delete.done.description') });
        onClose();
      },
      onError: (error) => {
        toast({ variant: 'danger', title: t('dashboard.delete.failed.title'), description: t(deletionFailure(error)) });
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={inspection !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogTitle>{t('dashboard.delete.title')}</DialogTitle>
        <DialogDescription>
          <Trans
            t={t}
            i18nKey="dashboard.delete.description"
            values={{ reportNumber: shown?.reportNumber ?? '', client: shown?.clientName.trim() || t('dashboard.recent.noClient') }}
            // A report number is one word: its hyphens are no place to break the line.
            components={{ number: <span className={styles.reportNumber} /> }}
          />
        </DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('dashboard.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={pending}>
            {pending ? t('dashboard.delete.pending') : t('dashboard.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

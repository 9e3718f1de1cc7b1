import { useTranslation } from 'react-i18next';
import { toast } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { nameIn, type BilingualName } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';

type Archivable = BilingualName & { id: string; version: number };

interface ArchiveConfirmProps<T extends Archivable> {
  /** The category or item to archive; null when the dialog is closed. */
  target: T | null;
  /** Whose messages (archiveTitle, archiveText, archived) the dialog uses. */
  section: 'categories' | 'items';
  onClose: () => void;
  /** The archive mutation; the version guards against archiving what someone else just changed. */
  archive: { mutate: (target: { id: string; version: number }, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
  onFailed: (error: unknown) => void;
}

/** "Archive <name>?" for a pricebook category or item, with a toast once it is archived. */
export function ArchiveConfirm<T extends Archivable>({ target, section, onClose, archive, onFailed }: ArchiveConfirmProps<T>) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`${section}.archiveTitle`, { name: target ? nameIn(target, i18n.language) : '' })}
      description={t(`${section}.archiveText`)}
      cancelLabel={t('cancel')}
      confirmLabel={t('archive')}
      confirmVariant="danger"
      onConfirm={() => {
        if (!target) return;
        const name = nameIn(target, i18n.language);
        archive.mutate(
          { id: target.id, version: target.version },
          { onSuccess: () => toast({ variant: 'success', title: t(`${section}.archived`, { name }) }), onError: onFailed },
        );
      }}
    />
  );
}

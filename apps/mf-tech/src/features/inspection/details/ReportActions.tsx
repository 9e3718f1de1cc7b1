import { useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Mail, Pencil, Trash2 } from 'lucide-react';
import { REPORT_LANGUAGES, type AuthUser, type ReportLanguage } from '@irrigo/contracts';
import { useNavigate } from '@irrigo/router';
import { Alert, Button, toast } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@irrigo/ui/dialog';
import type { FailureReason } from '@irrigo/api-client';
import { TECH_ERROR_MESSAGES, techErrorMessage } from '../../../app/error-messages';
import { OFFICE_HOME_PATH } from '../../../components/tech-frame/navigation';
import fieldUi from '../../../components/field-ui.module.css';
import type { OutboxItem } from '../../../sync';
import { discardReportSend } from '../../../sync/report-send-queue';
import { deletionFailureKey, useDeleteInspection } from './api/delete-inspection';
import { downloadReportPdf } from './api/report-pdf';
import { reportSendsQueryKey, useReportSends } from './api/report-sends';
import { DetailsSection } from './DocumentSections';
import type { InspectionView } from './inspection-view';
import { SendReportDialog } from './SendReportDialog';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

export interface ReportActionsProps {
  view: InspectionView;
  viewer: AuthUser | null;
  ownerId: string | null;
  /** The server holds everything this page shows (a server copy, or a device copy fully sent). */
  serverHasLatest: boolean;
  online: boolean;
  /** This inspection's report e-mails still in the device's outbox. */
  queuedSends: OutboxItem[];
  /** Opens the form on this device (an office edit of someone's draft); absent when the viewer may not edit it. */
  onEdit?: (() => Promise<void>) | null;
}

/**
 * What can be done with the report, by role: everyone who may see it downloads the PDF and e-mails it (the
 * server scopes both); admins delete it (the server allows only them).
 *
 * Edit: the technician's own draft never reaches this page (/inspection/{id} opens it in the form). Admins and
 * managers may edit a draft (onEdit keeps the office's copy on this device and the form opens): versions keep
 * both sides' work, and if the technician changes it too, whoever sends second chooses which to keep. A
 * completed inspection is signed and stays as signed: changing it would void the signatures and make the report
 * the customer already holds disagree with the office's. The page says which case it is.
 */
export function ReportActions({ view, viewer, ownerId, serverHasLatest, online, queuedSends, onEdit = null }: ReportActionsProps) {
  const { t } = useDetailsText();
  const [pdfLanguage, setPdfLanguage] = useState<ReportLanguage>(view.document.customer.language);
  const [pdfPending, setPdfPending] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [editPending, setEditPending] = useState(false);
  const canDelete = viewer?.role === 'admin' && view.source === 'server';
  const pdfPossible = serverHasLatest && online;

  const downloadPdf = async () => {
    setPdfPending(true);
    try {
      await downloadReportPdf(view.id, pdfLanguage, view.reportNumber);
    } catch (error) {
      toast({ variant: 'danger', title: t('details.actions.pdfFailed'), description: t(techErrorMessage(error).key) });
    } finally {
      setPdfPending(false);
    }
  };

  const editNote =
    view.status === 'completed'
      ? t('details.actions.completedLocked')
      : view.status === 'draft' && view.source === 'server'
        ? t(onEdit ? 'details.actions.editOfOther' : 'details.actions.draftOfOther', { name: view.inspectorName })
        : null;

  const edit = async () => {
    if (!onEdit) return;
    setEditPending(true);
    try {
      await onEdit();
    } finally {
      setEditPending(false);
    }
  };

  return (
    <DetailsSection title={t('details.actions.title')}>
      <div className={styles.actionRow}>
        <label className={styles.inlineField}>
          <span>{t('details.actions.pdfLanguage')}</span>
          <select className={fieldUi.select} value={pdfLanguage} onChange={(event) => setPdfLanguage(event.target.value as ReportLanguage)}>
            {REPORT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`form.customer.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => void downloadPdf()} disabled={!pdfPossible} loading={pdfPending}>
          <Download aria-hidden size={18} />
          {pdfPending ? t('details.actions.pdfPreparing') : t('details.actions.pdf')}
        </Button>
        <Button variant="secondary" onClick={() => setEmailOpen(true)}>
          <Mail aria-hidden size={18} />
          {t('details.actions.email')}
        </Button>
        {onEdit && (
          <Button variant="secondary" onClick={() => void edit()} loading={editPending}>
            <Pencil aria-hidden size={18} />
            {t('details.actions.edit')}
          </Button>
        )}
        {canDelete && (
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden size={18} />
            {t('details.actions.delete')}
          </Button>
        )}
      </div>
      {!serverHasLatest && <Alert tone="info">{t('details.actions.notOnServerYet')}</Alert>}
      {serverHasLatest && !online && <Alert tone="info">{t('details.actions.offline')}</Alert>}
      {editNote && <p className={styles.muted}>{editNote}</p>}
      <ReportSends view={view} ownerId={ownerId} queuedSends={queuedSends} listed={view.version !== null && online} />
      <SendReportDialog open={emailOpen} onOpenChange={setEmailOpen} view={view} ownerId={ownerId} serverHasLatest={serverHasLatest} online={online} />
      {canDelete && <DeleteInspectionDialog view={view} open={deleteOpen} onOpenChange={setDeleteOpen} />}
    </DetailsSection>
  );
}

/** Why the server refused a queued e-mail for good, in this remote's words for its error code. */
function refusalKey(item: OutboxItem): string {
  const code = item.lastFailure?.code;
  return code && code in TECH_ERROR_MESSAGES ? TECH_ERROR_MESSAGES[code as FailureReason] : TECH_ERROR_MESSAGES.UNKNOWN;
}

/** The report's e-mails: queued on this device first, then the server's record (to, when, by whom, language). */
function ReportSends({ view, ownerId, queuedSends, listed }: { view: InspectionView; ownerId: string | null; queuedSends: OutboxItem[]; listed: boolean }) {
  const { t, dateTime } = useDetailsText();
  const queryClient = useQueryClient();
  const sends = useReportSends(view.id, listed);
  const queuedCount = queuedSends.length;
  useEffect(() => {
    // A queued e-mail left the outbox: the server's list now has it.
    if (listed) void queryClient.invalidateQueries({ queryKey: reportSendsQueryKey(view.id) });
  }, [queuedCount, listed, queryClient, view.id]);
  const sent = sends.data?.sends ?? [];
  return (
    <div className={styles.sends}>
      <h3 className={styles.subTitle}>{t('details.sends.title')}</h3>
      <ul className={styles.sendList}>
        {queuedSends.map((item) => (
          <li key={item.key} className={styles.send} data-queued>
            <span className={styles.sendTo}>{t('details.sends.sentTo', { to: item.reportSend?.to ?? '' })}</span>
            {item.refused ? (
              <>
                <span className={styles.failureText}>{t('details.sends.refused', { reason: t(refusalKey(item)) })}</span>
                {ownerId && (
                  <Button size="sm" variant="secondary" onClick={() => void discardReportSend(ownerId, item.key)}>
                    {t('details.sends.remove')}
                  </Button>
                )}
              </>
            ) : (
              <span className={styles.muted}>{item.waitingForInspection ? t('details.sends.waitingForInspection') : t('details.sends.queued')}</span>
            )}
          </li>
        ))}
        {sent.map((send) => (
          <li key={send.id} className={styles.send}>
            <span className={styles.sendTo}>{t('details.sends.sentTo', { to: send.to })}</span>
            <span className={styles.muted}>
              {t('details.sends.sentBy', { when: dateTime(send.sentAt), name: send.sentBy.name, language: t(`form.customer.languages.${send.lang}`) })}
            </span>
          </li>
        ))}
      </ul>
      {sends.isError && <p className={styles.muted}>{t('details.sends.loadFailed')}</p>}
      {queuedSends.length === 0 && sent.length === 0 && !sends.isError && !sends.isLoading && <p className={styles.muted}>{t('details.sends.none')}</p>}
    </div>
  );
}

/**
 * The office dashboard's "Delete Inspection" (spec §2, §8) on this page: Cancel and Delete ("Deleting..."
 * while the call is out, when the dialog cannot be dismissed), the same toasts, then back to /dashboard.
 */
function DeleteInspectionDialog({ view, open, onOpenChange }: { view: InspectionView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useDetailsText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteInspection();
  const pending = deletion.isPending;
  const confirm = () => {
    deletion.mutate(view.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('details.delete.done.title'), description: t('details.delete.done.description') });
        onOpenChange(false);
        // Every list and count that held it is stale now.
        void queryClient.invalidateQueries();
        void navigate(OFFICE_HOME_PATH);
      },
      onError: (error) => {
        toast({ variant: 'danger', title: t('details.delete.failed.title'), description: t(deletionFailureKey(error)) });
        onOpenChange(false);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" hideCloseButton>
        <DialogTitle>{t('details.delete.title')}</DialogTitle>
        <DialogDescription>
          <Trans
            t={t}
            i18nKey="details.delete.description"
            values={{ reportNumber: view.reportNumber, client: view.document.customer.name.trim() || t('details.noClient') }}
            components={{ number: <span className={styles.nowrap} /> }}
          />
        </DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('details.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={pending}>
            {pending ? t('details.delete.pending') : t('details.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

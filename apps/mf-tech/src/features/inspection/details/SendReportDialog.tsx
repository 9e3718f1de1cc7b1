import { useState, type FormEvent } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { useQueryClient } from '@tanstack/react-query';
import { failureReasonOf } from '@irrigo/api-client';
import { isEmail, REPORT_LANGUAGES, type ReportLanguage } from '@irrigo/contracts';
import { Alert, Button, EmailInput, FormField, toast } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@irrigo/ui/dialog';
import { techErrorMessage } from '../../../app/error-messages';
import fieldUi from '../../../components/field-ui.module.css';
import type { ReportSendRequest } from '../../../device-store/inspections/inspection-rows';
import { syncNow } from '../../../sync';
import { sendReport } from '../../../sync/inspection-api';
import { queueReportSend } from '../../../sync/report-send-queue';
import { reportSendsQueryKey } from './api/report-sends';
import type { InspectionView } from './inspection-view';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

export interface SendReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: InspectionView;
  /** The device store's owner (the outbox is theirs); null: nothing can be queued on this device. */
  ownerId: string | null;
  /** The server holds everything this page shows: the e-mail may go now. Otherwise it is queued. */
  serverHasLatest: boolean;
  online: boolean;
}

/** No answer at all (no signal, dropped connection, our time budget): the send goes to the outbox instead. */
const NO_ANSWER = new Set(['NETWORK', 'TIMEOUT']);

/**
 * "E-mail the report": to the customer's address in the customer's language unless changed. The
 * Idempotency-Key is made when the dialog opens, so however often Send is pressed (a retry after a 503, the
 * outbox after a lost answer) the customer gets one mail. Online and with the inspection on the server it is
 * sent at once; otherwise, or when the request gets no answer, it waits in the device's outbox with that key.
 */
export function SendReportDialog({ open, onOpenChange, view, ownerId, serverHasLatest, online }: SendReportDialogProps) {
  const { t } = useDetailsText();
  const queryClient = useQueryClient();
  const customer = view.document.customer;
  const [form, setForm] = useState(() => ({ key: uuidv4(), to: customer.email, lang: customer.language as ReportLanguage }));
  const [wasOpen, setWasOpen] = useState(open);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // A new dialog is a new send: a new key, and the customer's address and language again.
      setForm({ key: uuidv4(), to: customer.email, lang: customer.language });
      setInvalid(false);
      setFailure(null);
    }
  }

  const queue = async (request: ReportSendRequest) => {
    if (!ownerId) return false;
    await queueReportSend(ownerId, view.id, request);
    toast({ title: t('details.email.queuedTitle'), description: serverHasLatest ? t('details.email.queued') : t('details.email.queuedUntilSent') });
    if (online) void syncNow(ownerId);
    onOpenChange(false);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = form.to.trim();
    if (!isEmail(to)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailure(null);
    setPending(true);
    const request: ReportSendRequest = { idempotencyKey: form.key, to, lang: form.lang };
    try {
      if (!serverHasLatest || !online) {
        await queue(request);
        return;
      }
      try {
        await sendReport(view.id, request);
      } catch (error) {
        if (NO_ANSWER.has(failureReasonOf(error)) && (await queue(request))) return;
        setFailure(t(techErrorMessage(error).key));
        return;
      }
      toast({ variant: 'success', title: t('details.email.sentTitle'), description: t('details.email.sentDescription', { to }) });
      void queryClient.invalidateQueries({ queryKey: reportSendsQueryKey(view.id) });
      onOpenChange(false);
    } catch (error) {
      // The device store refused the outbox row (full, private window).
      setFailure(t(techErrorMessage(error).key));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{t('details.email.title')}</DialogTitle>
        <DialogDescription>{t('details.email.description')}</DialogDescription>
        <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
          {failure && (
            <Alert tone="danger" title={t('details.email.failed')}>
              {failure}
            </Alert>
          )}
          <FormField label={t('details.email.to')} error={invalid ? t('details.email.invalidEmail') : undefined} required>
            <EmailInput value={form.to} onChange={(event) => setForm({ ...form, to: event.target.value })} />
          </FormField>
          <FormField label={t('details.email.language')}>
            <select className={fieldUi.select} value={form.lang} onChange={(event) => setForm({ ...form, lang: event.target.value as ReportLanguage })}>
              {REPORT_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`form.customer.languages.${language}`)}
                </option>
              ))}
            </select>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('details.email.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {pending ? t('details.email.sending') : t('details.email.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

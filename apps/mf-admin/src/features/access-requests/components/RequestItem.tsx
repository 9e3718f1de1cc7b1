import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RoleRequest, TechniciansResponse } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { Alert, Badge, Button, Label, toast } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { Select } from '@irrigo/ui/select';
import { useDecideRoleRequest } from '../api/access-requests';
import { failureReasonOf } from '@irrigo/api-client';
import { accessRequestFailure, matchingTechnician, technicianName } from '../access-requests-text';
import { ACCESS_REQUESTS_NAMESPACE } from '../i18n';
import styles from '../AccessRequests.module.css';

interface RequestItemProps {
  request: RoleRequest;
  roster: UseQueryResult<TechniciansResponse>;
}

/** One pending request: who, which role, since when; the technician to link, Approve and Decline. */
export function RequestItem({ request, roster }: RequestItemProps) {
  const { t } = useTranslation(ACCESS_REQUESTS_NAMESPACE);
  const { language } = useLanguage();
  const { approve, decline } = useDecideRoleRequest();
  const [confirming, setConfirming] = useState(false);
  const [chosenTechnicianId, setChosenTechnicianId] = useState<string | null>(null);
  const selectId = useId();
  const isTechnician = request.requestedRole === 'technician';
  const role = t(`roles.${request.requestedRole}`);

  const activeTechnicians = useMemo(() => (roster.data?.technicians ?? []).filter((technician) => technician.active), [roster.data]);
  // Until someone picks, the roster technician with the sign-up e-mail is the likely person.
  const technicianId = chosenTechnicianId ?? matchingTechnician(activeTechnicians, request.email)?.id ?? '';
  const busy = approve.isPending || decline.isPending;
  const failure = approve.error ?? decline.error;

  const requestedAt = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(request.createdAt)),
    [language, request.createdAt],
  );

  const onApprove = () => {
    decline.reset();
    approve.mutate(
      { id: request.id, body: isTechnician ? { technicianId } : {} },
      { onSuccess: () => toast({ variant: 'success', title: t('toasts.approved', { name: request.name, role }) }) },
    );
  };

  const onDecline = () => {
    approve.reset();
    decline.mutate(request.id, { onSuccess: () => toast({ variant: 'success', title: t('toasts.declined', { name: request.name }) }) });
  };

  return (
    <li className={styles.item} aria-label={t('itemLabel', { name: request.name })}>
      <div className={styles.who}>
        <p className={styles.name}>{request.name}</p>
        <p className={styles.email}>{request.email}</p>
      </div>
      <div className={styles.meta}>
        <Badge tone={isTechnician ? 'info' : 'warning'}>{t('requestedRole', { role })}</Badge>
        <span className={styles.when}>
          {t('requestedAt')} <time dateTime={request.createdAt}>{requestedAt}</time>
        </span>
      </div>

      {isTechnician && (
        <div className={styles.link}>
          <Label htmlFor={selectId}>{t('technician.label')}</Label>
          {roster.isPending && <p className={styles.hint}>{t('technician.loading')}</p>}
          {roster.isError && (
            <p className={styles.hint}>{t(`technician.loadError.${failureReasonOf(roster.error) === 'FORBIDDEN' ? 'forbidden' : 'other'}`)}</p>
          )}
          {roster.isSuccess && activeTechnicians.length === 0 && <p className={styles.hint}>{t('technician.none')}</p>}
          {roster.isSuccess && activeTechnicians.length > 0 && (
            <Select
              id={selectId}
              aria-label={t('technician.selectLabel', { name: request.name })}
              placeholder={t('technician.placeholder')}
              value={technicianId || undefined}
              onValueChange={setChosenTechnicianId}
              disabled={busy}
              options={activeTechnicians.map((technician) => ({
                value: technician.id,
                label: technician.email ? t('technician.option', { name: technicianName(technician), email: technician.email }) : technicianName(technician),
              }))}
            />
          )}
        </div>
      )}

      {failure && (
        <Alert tone="danger" title={t(approve.error ? 'errors.approveTitle' : 'errors.declineTitle')} className={styles.error}>
          {t(accessRequestFailure(failure))}
        </Alert>
      )}

      <div className={styles.actions}>
        <Button
          onClick={onApprove}
          loading={approve.isPending}
          disabled={busy || (isTechnician && !technicianId)}
          aria-label={t('approveLabel', { name: request.name })}
        >
          {approve.isPending ? t('approving') : t('approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          loading={decline.isPending}
          disabled={busy}
          aria-label={t('declineLabel', { name: request.name })}
        >
          {decline.isPending ? t('declining') : t('decline')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title', { name: request.name })}
        description={t('confirm.description', { name: request.name, email: request.email, role })}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.submit')}
        confirmVariant="danger"
        onConfirm={onDecline}
      />
    </li>
  );
}

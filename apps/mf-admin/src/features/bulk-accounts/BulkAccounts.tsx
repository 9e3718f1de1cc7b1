import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UsersRound } from 'lucide-react';
import { BULK_ACCOUNTS_MAX_TECHNICIANS, type BulkAccountDelivery, type BulkAccountResult } from '@irrigo/contracts';
import { Alert, Badge, Button, stackedRowsBelow40rem, visuallyHidden } from '@irrigo/ui';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { useCandidates, useCreateAccounts } from '../../api/bulk-accounts';
import { bulkAccountsFailure, fullName, STATE_TONE } from './bulk-accounts-text';
import { ActivationSheet } from './components/ActivationSheet';
import { CreationResults } from './components/CreationResults';
import { BULK_ACCOUNTS_NAMESPACE } from './i18n';
import { AdminPage } from '../../components/AdminPage.js';
import { PageLoading, PageEmpty } from '../../components/PageStatus.js';
import styles from './BulkAccounts.module.css';

const DELIVERIES: BulkAccountDelivery[] = ['email', 'sheet'];

/**
 * /admin/bulk-accounts: exposed as './BulkAccounts'. Accounts for many synced technicians at once; each
 * gets a one-time activation code by e-mail or on a printed sheet, and chooses their own password with it.
 */
export default function BulkAccounts() {
  const { t } = useTranslation(BULK_ACCOUNTS_NAMESPACE);
  const candidates = useCandidates();
  const create = useCreateAccounts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [delivery, setDelivery] = useState<BulkAccountDelivery>('email');
  const [confirming, setConfirming] = useState(false);
  const captionId = useId();
  const [results, setResults] = useState<{ delivery: BulkAccountDelivery; results: BulkAccountResult[] } | null>(null);

  // Only technicians still without an activated account can be chosen.
  const list = useMemo(() => candidates.data?.candidates ?? [], [candidates.data]);
  const selectable = useMemo(() => list.filter((candidate) => candidate.accountState !== 'active').map((candidate) => candidate.technicianId), [list]);
  const chosen = selectable.filter((id) => selected.has(id));
  const withoutEmail = list.filter((candidate) => selected.has(candidate.technicianId) && !candidate.email).length;
  const tooMany = chosen.length > BULK_ACCOUNTS_MAX_TECHNICIANS;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    create.mutate(
      { technicianIds: chosen, delivery },
      {
        onSuccess: (answer) => {
          setResults({ delivery, results: answer.results });
          setSelected(new Set());
        },
      },
    );
  };

  return (
    <AdminPage icon={UsersRound} title={t('title')} description={t('description')}>
      {results && (
        <>
          <CreationResults results={results.results} />
          {results.delivery === 'sheet' && results.results.some((result) => result.status === 'on-sheet') && <ActivationSheet results={results.results} />}
          <Button variant="secondary" className={styles.again} onClick={() => setResults(null)}>
            {t('results.done')}
          </Button>
        </>
      )}

      {!results && candidates.isPending && <PageLoading label={t('loading')} />}

      {!results && candidates.isError && (
        <Alert tone="danger" title={t('errors.loadTitle')}>
          <p>{t(bulkAccountsFailure(candidates.error))}</p>
          <Button variant="secondary" onClick={() => void candidates.refetch()} loading={candidates.isFetching}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {!results && candidates.isSuccess && list.length === 0 && <PageEmpty title={t('empty.title')} description={t('empty.description')} />}

      {!results && candidates.isSuccess && list.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Button variant="secondary" size="sm" onClick={() => setSelected(new Set(selectable))} disabled={selectable.length === 0}>
              {t('selectAll')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setSelected(new Set())} disabled={chosen.length === 0}>
              {t('selectNone')}
            </Button>
            <span className={styles.count} role="status">
              {t('selectedCount', { count: chosen.length })}
            </span>
          </div>

          <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={`${styles.table} ${stackedRowsBelow40rem}`}>
              <caption id={captionId} className={visuallyHidden}>
                {t('tableCaption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={visuallyHidden}>{t('columns.select')}</span>
                  </th>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.email')}</th>
                  <th scope="col">{t('columns.account')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((candidate) => {
                  const name = fullName(candidate);
                  const active = candidate.accountState === 'active';
                  return (
                    <tr key={candidate.technicianId}>
                      <td className={styles.selectCell}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          aria-label={t('selectTechnician', { name })}
                          checked={!active && selected.has(candidate.technicianId)}
                          disabled={active}
                          onChange={() => toggle(candidate.technicianId)}
                        />
                      </td>
                      <td className={styles.nameCell}>{name}</td>
                      <td data-label={t('columns.email')}>{candidate.email ?? <span className={styles.muted}>{t('noEmail')}</span>}</td>
                      <td data-label={t('columns.account')}>
                        <Badge tone={STATE_TONE[candidate.accountState]}>{t(`states.${candidate.accountState}`)}</Badge>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <fieldset className={styles.delivery}>
            <legend className={styles.legend}>{t('delivery.legend')}</legend>
            {DELIVERIES.map((option) => (
              <label key={option} className={styles.option}>
                <input type="radio" name="delivery" value={option} checked={delivery === option} onChange={() => setDelivery(option)} />
                <span>
                  <span className={styles.optionTitle}>{t(`delivery.${option}.label`)}</span>
                  <span className={styles.optionHint}>{t(`delivery.${option}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>

          {delivery === 'email' && withoutEmail > 0 && <Alert tone="warning">{t('delivery.withoutEmail', { count: withoutEmail })}</Alert>}
          {tooMany && <Alert tone="warning">{t('tooMany', { max: BULK_ACCOUNTS_MAX_TECHNICIANS })}</Alert>}
          {create.isError && (
            <Alert tone="danger" title={t('errors.createTitle')}>
              {t(bulkAccountsFailure(create.error))}
            </Alert>
          )}

          <div>
            <Button size="lg" disabled={chosen.length === 0 || tooMany} loading={create.isPending} onClick={() => setConfirming(true)}>
              {create.isPending ? t('creating') : t('create')}
            </Button>
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title', { count: chosen.length })}
        description={t(`confirm.${delivery}`, { count: chosen.length })}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.submit')}
        onConfirm={submit}
      />
    </AdminPage>
  );
}

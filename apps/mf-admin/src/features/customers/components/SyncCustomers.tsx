import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { CustomerSyncRun } from '@irrigo/contracts';
import { Alert, Button } from '@irrigo/ui';
import { useLastCustomerSync, useSyncCustomers } from '../api/customers';
import { customersFailure } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import styles from '../Customers.module.css';

/** The last customer sync's time and outcome, and for admins and managers "Sync customers", which says what changed. */
export function SyncCustomers({ canSync }: { canSync: boolean }) {
  const { t, i18n } = useTranslation(CUSTOMERS_NAMESPACE);
  const lastSync = useLastCustomerSync();
  const sync = useSyncCustomers();
  const run = lastSync.data?.lastRun ?? null;
  const when = (iso: string, style: 'time' | 'dateTime') =>
    new Intl.DateTimeFormat(i18n.language, style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className={styles.sync} aria-label={t('sync.run')}>
      <div className={styles.syncStatus} role="status">
        {lastSync.isError && <span className={styles.muted}>{t('sync.statusError')}</span>}
        {lastSync.isSuccess && !run && <span className={styles.muted}>{t('sync.never')}</span>}
        {run && <LastRun run={run} when={when(run.finishedAt, 'dateTime')} />}
      </div>
      {canSync && (
        <Button variant="primary" size="sm" loading={sync.isPending} onClick={() => sync.mutate()}>
          <RefreshCw aria-hidden="true" size={16} />
          {sync.isPending ? t('sync.running') : t('sync.run')}
        </Button>
      )}
      {sync.isSuccess && !sync.isPending && (
        <p className={styles.syncDone} role="status">
          {t('sync.done', { ...sync.data, when: when(sync.data.syncedAt, 'time') })}
        </p>
      )}
      {sync.isError && !sync.isPending && (
        <Alert tone="danger" title={t('sync.failedTitle')} className={styles.syncError}>
          {t(customersFailure(sync.error))}
        </Alert>
      )}
    </section>
  );
}

function LastRun({ run, when }: { run: CustomerSyncRun; when: string }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  if (run.status === 'failed') {
    return (
      <span>
        <strong>{t('sync.lastFailed', { when })}</strong> {t(`sync.failures.${run.failure ?? 'failed'}`)}
      </span>
    );
  }
  return (
    <span>
      <strong>{t('sync.last', { when })}</strong> · {t('sync.result', { ...run })}
    </span>
  );
}

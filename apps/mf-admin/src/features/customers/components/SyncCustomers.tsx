import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Alert, Button } from '@irrigo/ui';
import { useSyncCustomers } from '../api/customers';
import { customersFailure } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import styles from '../Customers.module.css';

/** "Sync customers" for admins and managers: pulls the technicians' customers from Housecall Pro now and says what changed. */
export function SyncCustomers() {
  const { t, i18n } = useTranslation(CUSTOMERS_NAMESPACE);
  const sync = useSyncCustomers();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className={styles.sync} aria-label={t('sync.run')}>
      <Button variant="primary" size="sm" loading={sync.isPending} onClick={() => sync.mutate()}>
        <RefreshCw aria-hidden="true" size={16} />
        {sync.isPending ? t('sync.running') : t('sync.run')}
      </Button>
      {sync.isSuccess && (
        <p className={styles.syncDone} role="status">
          {t('sync.done', { ...sync.data, when: when(sync.data.syncedAt) })}
        </p>
      )}
      {sync.isError && (
        <Alert tone="danger" title={t('sync.failedTitle')} className={styles.syncError}>
          {t(customersFailure(sync.error))}
        </Alert>
      )}
    </section>
  );
}

import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Alert, Button } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import { useAuditEvents } from './api/audit-events';
import { auditLogFailure } from './audit-event-text';
import { AuditEventTable } from './components/AuditEventTable';
import { AdminPage } from '../../components/AdminPage.js';
import { PageLoading, PageEmpty } from '../../components/PageStatus.js';
import styles from './AuditLog.module.css';

const DANGER = 'danger';
const SECONDARY = 'secondary';
const LARGE = 'lg';

/**
 * /admin/audit-log: exposed as './AuditLog'. The security events of the organization (sign-ins, failed
 * sign-ins, password changes and resets, rate limits), newest first, for admins and managers.
 */
export default function AuditLog() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const log = useAuditEvents();
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <AdminPage
      icon={ShieldCheck}
      title={t('auditLog.title')}
      description={t('auditLog.description')}
      actions={
        log.isSuccess && (
          <Button variant={SECONDARY} onClick={() => void log.refetch()} loading={log.isRefetching && !log.isFetchingNextPage}>
            <RefreshCw aria-hidden size={18} />
            {t('auditLog.refresh')}
          </Button>
        )
      }
    >
      {log.isPending && <PageLoading label={t('auditLog.loading')} />}

      {log.isError && !log.data && (
        <Alert tone={DANGER} title={t('auditLog.errors.title')}>
          <p className={styles.errorText}>{t(auditLogFailure(log.error))}</p>
          <Button variant={SECONDARY} onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('auditLog.retry')}
          </Button>
        </Alert>
      )}

      {log.isSuccess && events.length === 0 && <PageEmpty title={t('auditLog.empty.title')} description={t('auditLog.empty.description')} />}

      {events.length > 0 && (
        <>
          <AuditEventTable events={events} />
          {log.isFetchNextPageError && (
            <Alert tone={DANGER} title={t('auditLog.errors.moreTitle')}>
              <p className={styles.errorText}>{t(auditLogFailure(log.error))}</p>
            </Alert>
          )}
          <div className={styles.more}>
            {log.hasNextPage ? (
              <Button variant={SECONDARY} size={LARGE} onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? t('auditLog.loadingMore') : t('auditLog.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('auditLog.end')}</p>
            )}
          </div>
        </>
      )}
    </AdminPage>
  );
}

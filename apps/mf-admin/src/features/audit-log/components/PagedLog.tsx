import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Alert, Button } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { PageEmpty, PageLoading } from '../../../components/PageStatus.js';
import { auditLogFailure } from '../audit-event-text';
import styles from '../AuditLog.module.css';

const DANGER = 'danger';
const SECONDARY = 'secondary';
const LARGE = 'lg';

export interface PagedLogTexts {
  loading: string;
  errorTitle: string;
  moreErrorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  end: string;
}

interface PagedLogProps {
  log: UseInfiniteQueryResult<InfiniteData<unknown>>;
  /** How many entries the pages read so far hold. */
  count: number;
  texts: PagedLogTexts;
  /** The entries' table. */
  children: ReactNode;
}

/**
 * A log read newest first, a page at a time: loading, the failure with Try again, the empty log, then the table
 * with Load more (or where the log ends) and a failed older page said under what is already shown.
 */
export function PagedLog({ log, count, texts, children }: PagedLogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      {log.isPending && <PageLoading label={texts.loading} />}

      {log.isError && !log.data && (
        <Alert tone={DANGER} title={texts.errorTitle}>
          <p className={styles.errorText}>{t(auditLogFailure(log.error))}</p>
          <Button variant={SECONDARY} onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('auditLog.retry')}
          </Button>
        </Alert>
      )}

      {log.isSuccess && count === 0 && <PageEmpty title={texts.emptyTitle} description={texts.emptyDescription} />}

      {count > 0 && (
        <>
          {children}
          {log.isFetchNextPageError && (
            <Alert tone={DANGER} title={texts.moreErrorTitle}>
              <p className={styles.errorText}>{t(auditLogFailure(log.error))}</p>
            </Alert>
          )}
          <div className={styles.more}>
            {log.hasNextPage ? (
              <Button variant={SECONDARY} size={LARGE} onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? t('auditLog.loadingMore') : t('auditLog.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{texts.end}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

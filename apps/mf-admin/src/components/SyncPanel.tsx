import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Alert, Button } from '@irrigo/ui';
import styles from './SyncPanel.module.css';

/** What every Housecall Pro sync run reports: when it ended and, for a failed one, why (a code the screen translates). */
interface SyncRun {
  status: 'ok' | 'failed';
  finishedAt: string;
  failure: string | null;
}

interface SyncPanelProps<Run extends SyncRun, Result extends { syncedAt: string }> {
  /** The i18n namespace holding this screen's `sync.*` messages (run, running, done, last, lastFailed, result, never, statusError, failedTitle, failures.*). */
  namespace: string;
  /** Whether the viewer may start a sync (admins and managers); everyone sees the last run. */
  canSync: boolean;
  lastSync: { isError: boolean; isSuccess: boolean; data?: { lastRun: Run | null } };
  sync: { isPending: boolean; isSuccess: boolean; isError: boolean; data?: Result; error: unknown; mutate: () => void };
  /** The translation key explaining why the sync request failed. */
  failureKey: (error: unknown) => string;
}

/** A run's or result's fields as message values: each screen's messages pick the counts they name. */
const counts = (value: object): Record<string, unknown> => ({ ...value });

/**
 * The last Housecall Pro sync's time and outcome for everyone, and "Sync now" for those allowed, with what it changed.
 * Each screen's counts (created, updated, archived…) come from its own run and result, read by its own `sync.result`
 * and `sync.done` messages.
 */
export function SyncPanel<Run extends SyncRun, Result extends { syncedAt: string }>({
  namespace,
  canSync,
  lastSync,
  sync,
  failureKey,
}: SyncPanelProps<Run, Result>) {
  const { t, i18n } = useTranslation(namespace);
  const run = lastSync.data?.lastRun ?? null;
  const when = (iso: string, style: 'time' | 'dateTime') =>
    new Intl.DateTimeFormat(i18n.language, style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className={styles.sync} aria-label={t('sync.run')}>
      <div className={styles.syncStatus} role="status">
        {lastSync.isError && <span className={styles.muted}>{t('sync.statusError')}</span>}
        {lastSync.isSuccess && !run && <span className={styles.muted}>{t('sync.never')}</span>}
        {run &&
          (run.status === 'failed' ? (
            <span>
              <strong>{t('sync.lastFailed', { when: when(run.finishedAt, 'dateTime') })}</strong> {t(`sync.failures.${run.failure ?? 'failed'}`)}
            </span>
          ) : (
            <span>
              <strong>{t('sync.last', { when: when(run.finishedAt, 'dateTime') })}</strong> · {t('sync.result', counts(run))}
            </span>
          ))}
      </div>
      {canSync && (
        <Button variant="primary" size="sm" loading={sync.isPending} onClick={() => sync.mutate()}>
          <RefreshCw aria-hidden="true" size={16} />
          {sync.isPending ? t('sync.running') : t('sync.run')}
        </Button>
      )}
      {sync.isSuccess && !sync.isPending && sync.data && (
        <p className={styles.syncDone} role="status">
          {t('sync.done', { ...counts(sync.data), when: when(sync.data.syncedAt, 'time') })}
        </p>
      )}
      {sync.isError && !sync.isPending && (
        <Alert tone="danger" title={t('sync.failedTitle')} className={styles.syncError}>
          {t(failureKey(sync.error))}
        </Alert>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { TechnicianSyncRun } from '@irrigo/contracts';
import { Alert, Button } from '@irrigo/ui';
import { useLastTechnicianSync, useSyncTechnicians } from '../api/technicians';
import { techniciansFailure } from '../roster';
import { TECHNICIANS_NAMESPACE } from '../i18n';
import styles from '../Technicians.module.css';

/** "Sync now" for admins and managers, and for everyone the last sync's time and outcome. */
export function SyncPanel({ canSync }: { canSync: boolean }) {
  const { t, i18n } = useTranslation(TECHNICIANS_NAMESPACE);
  const lastSync = useLastTechnicianSync();
  const sync = useSyncTechnicians();
  const run = lastSync.data?.lastRun ?? null;
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className={styles.sync} aria-label={t('sync.run')}>
      <div className={styles.syncStatus} role="status">
        {lastSync.isError && <span className={styles.muted}>{t('sync.statusError')}</span>}
        {lastSync.isSuccess && !run && <span className={styles.muted}>{t('sync.never')}</span>}
        {run && <LastRun run={run} when={when(run.finishedAt)} />}
      </div>
      {canSync && (
        <Button variant="primary" size="sm" loading={sync.isPending} onClick={() => sync.mutate()}>
          <RefreshCw aria-hidden="true" size={16} />
          {sync.isPending ? t('sync.running') : t('sync.run')}
        </Button>
      )}
      {sync.isSuccess && !sync.isPending && (
        <p className={styles.syncDone} role="status">
          {t('sync.done', { created: sync.data.created, updated: sync.data.updated, deactivated: sync.data.deactivated })}
        </p>
      )}
      {sync.isError && !sync.isPending && (
        <Alert tone="danger" title={t('sync.failedTitle')} className={styles.syncError}>
          {t(techniciansFailure(sync.error))}
        </Alert>
      )}
    </section>
  );
}

function LastRun({ run, when }: { run: TechnicianSyncRun; when: string }) {
  const { t } = useTranslation(TECHNICIANS_NAMESPACE);
  if (run.status === 'failed') {
    return (
      <span>
        <strong>{t('sync.lastFailed', { when })}</strong> {t(`sync.failures.${run.failure ?? 'failed'}`)}
      </span>
    );
  }
  return (
    <span>
      <strong>{t('sync.last', { when })}</strong> · {t('sync.result', { created: run.created, updated: run.updated, deactivated: run.deactivated })}
    </span>
  );
}

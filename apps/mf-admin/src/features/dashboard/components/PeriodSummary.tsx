import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { DashboardPeriod } from '@irrigo/contracts';
import { useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Button, visuallyHidden } from '@irrigo/ui';
import { adminErrorMessage } from '../../../app/error-messages';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { useDashboardStats, viewerTimeZone } from '../api/dashboard-stats';
import { formatPeriodRange } from '../dashboard-text';
import { StatCards } from './StatCards';
import styles from './PeriodSummary.module.css';

/**
 * What a period tab shows: the four cards for the period so far and the top bar's location. Only the chosen
 * period's panel asks for its figures (the others stay in the page, hidden, for the tabs' aria-controls).
 * Figures the server could not get, or could not be read at all, bring the spec's "Some data may be loading"
 * warning with a Refresh.
 */
export function PeriodSummary({ period, active }: { period: DashboardPeriod; active: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  const signedIn = Boolean(useCurrentUser().data);
  const { locations, selectedLocationId } = useSelectedLocation({ enabled: signedIn });
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const stats = useDashboardStats(period, timeZone, selectedLocationId, { enabled: active && signedIn && !locations.isPending });

  const data = stats.data;
  // A hidden period's figures are not asked for (its query waits, disabled): it is not loading, so never aria-busy.
  const loading = active && stats.isPending && !stats.isError;
  const range = data ? formatPeriodRange(data.from, data.to, i18n.language, data.timeZone) : null;
  const incomplete = stats.isError || (data !== undefined && data.missing.length > 0);

  return (
    <section aria-labelledby={titleId} className={styles.summary}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t(`dashboard.summary.title.${period}`)}
        </h2>
        {range && <p className={styles.range}>{range}</p>}
      </div>
      {loading && (
        <span role="status" className={visuallyHidden}>
          {t('dashboard.summary.loading')}
        </span>
      )}
      {incomplete && (
        <Alert tone="warning" className={styles.warning}>
          <p>{t('dashboard.summary.warning')}</p>
          {stats.isError && <p className={styles.reason}>{t(adminErrorMessage(stats.error).key)}</p>}
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()} loading={stats.isFetching} className={styles.refresh}>
            {!stats.isFetching && <RefreshCw aria-hidden size={16} />}
            {t('dashboard.summary.refresh')}
          </Button>
        </Alert>
      )}
      <StatCards stats={data} loading={loading} />
    </section>
  );
}

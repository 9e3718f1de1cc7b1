import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriod } from '@irrigo/contracts';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import styles from './PeriodSummary.module.css';

/**
 * What a period tab shows: the period's figures. The four cards of spec §2 (inspections, revenue, active
 * technicians, territory coverage) arrive with the inspections service; until then the panel says so.
 */
export function PeriodSummary({ period }: { period: DashboardPeriod }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.summary}>
      <h2 id={titleId} className={styles.title}>
        {t(`dashboard.summary.title.${period}`)}
      </h2>
      <p className={styles.description}>{t('dashboard.summary.pending')}</p>
    </section>
  );
}

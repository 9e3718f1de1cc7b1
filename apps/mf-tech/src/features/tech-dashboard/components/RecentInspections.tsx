import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPlus, Smartphone } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Button } from '@irrigo/ui';
import type { Language } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { InspectionRow } from '../../../components/inspection-row/InspectionRow';
import { NEW_INSPECTION_PATH } from '../../../components/tech-frame/navigation';
import type { DashboardInspection } from '../dashboard-inspections';
import styles from './RecentInspections.module.css';

/** A recent inspection: the technicians' inspection row, saying when the office has yet to receive this device's copy. */
function InspectionItem({ inspection, language }: { inspection: DashboardInspection; language: Language }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const onDevice = inspection.unsent && (
    <span className={styles.onDevice}>
      <Smartphone aria-hidden size={14} />
      {t('dashboard.recent.onDevice')}
    </span>
  );
  return <InspectionRow inspection={inspection} language={language} aside={onDevice} />;
}

export interface RecentInspectionsProps {
  inspections: DashboardInspection[] | null;
  /** The server's list could not be read: what is shown is on this device. */
  fromDeviceOnly: boolean;
}

/** Spec §2: the 5 most recent inspections, each opening its form, with New inspection as the primary action. */
export function RecentInspections({ inspections, fromDeviceOnly }: RecentInspectionsProps) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const titleId = useId();
  const language: Language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {t('dashboard.recent.title')}
        </h2>
        <Button asChild size="lg">
          <Link to={NEW_INSPECTION_PATH}>
            <ClipboardPlus aria-hidden size={20} />
            {t('dashboard.recent.newInspection')}
          </Link>
        </Button>
      </div>
      {inspections === null ? (
        <p className={styles.status} role="status">
          {t('dashboard.recent.loading')}
        </p>
      ) : inspections.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('dashboard.recent.empty.title')}</p>
          <p className={styles.emptyHint}>{t('dashboard.recent.empty.hint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {inspections.map((inspection) => (
            <InspectionItem key={inspection.reportNumber} inspection={inspection} language={language} />
          ))}
        </ul>
      )}
      {fromDeviceOnly && inspections !== null && <p className={styles.note}>{t('dashboard.recent.deviceOnly')}</p>}
    </section>
  );
}

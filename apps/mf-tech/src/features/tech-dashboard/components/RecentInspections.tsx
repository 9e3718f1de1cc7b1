import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight, ClipboardPlus, Smartphone } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Badge, Button, type BadgeTone } from '@irrigo/ui';
import type { Language } from '@irrigo/contracts';
import { formatUsd } from '../../../pricebook/pricebook-item-rules';
import { TECH_NAMESPACE } from '../../../app/i18n';
import type { DashboardInspection } from '../dashboard-inspections';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './RecentInspections.module.css';

export const NEW_INSPECTION_PATH = '/inspection';
export const inspectionPath = (id: string): string => `/inspection/${encodeURIComponent(id)}`;

/** Spec §4: draft yellow, completed green, any other status gray and shown as the server sent it. */
const STATUS_TONES: Record<string, BadgeTone> = { draft: 'warning', completed: 'success' };

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const localeOf = (language: Language): string => (language === 'es' ? 'es-US' : 'en-US');

function InspectionItem({ inspection, language }: { inspection: DashboardInspection; language: Language }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const known = inspection.status === 'draft' || inspection.status === 'completed';
  const date = new Date(inspection.completedDate ?? inspection.createdAt);
  return (
    <li>
      <Link to={inspectionPath(inspection.id)} className={`${fieldUi.cardLink} ${styles.item}`}>
        <span className={styles.body}>
          <span className={styles.main}>
            <span className={styles.client}>{inspection.clientName.trim() || t('dashboard.recent.noClient')}</span>
            {inspection.clientAddress.trim() && <span className={styles.address}>{inspection.clientAddress}</span>}
            <span className={styles.meta}>
              <span className={styles.reportNumber}>{inspection.reportNumber}</span>
              {!Number.isNaN(date.getTime()) && <time dateTime={date.toISOString()}>{date.toLocaleDateString(localeOf(language), DATE_FORMAT)}</time>}
            </span>
          </span>
          <span className={styles.side}>
            <Badge tone={STATUS_TONES[inspection.status] ?? 'neutral'}>{known ? t(`dashboard.recent.status.${inspection.status}`) : inspection.status}</Badge>
            <span className={styles.total}>{formatUsd(Math.round(Number(inspection.estimatedTotal) * 100) || 0, language)}</span>
            {inspection.unsent && (
              <span className={styles.onDevice}>
                <Smartphone aria-hidden size={14} />
                {t('dashboard.recent.onDevice')}
              </span>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden size={22} className={styles.chevron} />
      </Link>
    </li>
  );
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

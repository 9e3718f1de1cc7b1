import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Badge, type BadgeTone } from '@irrigo/ui';
import type { Inspection, Language } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../app/i18n';
import { formatUsd } from '../../pricebook/pricebook-item-rules';
import fieldUi from '../field-ui.module.css';
import styles from './InspectionRow.module.css';

export const inspectionPath = (id: string): string => `/inspection/${encodeURIComponent(id)}`;

/** Spec §4: draft yellow, completed green, any other status gray and shown as the server sent it. */
const STATUS_TONES: Record<string, BadgeTone> = { draft: 'warning', completed: 'success' };

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const localeOf = (language: Language): string => (language === 'es' ? 'es-US' : 'en-US');

export interface InspectionRowProps {
  inspection: Inspection;
  language: Language;
  /** Under the report number: what the list has to say about this copy (the Inspections tab's device mark). */
  note?: ReactNode;
  /** Under the status and total (the dashboard's "On this device"). */
  aside?: ReactNode;
}

/**
 * One inspection in a technician's list (the dashboard's recent ones, the Inspections tab): client, address,
 * report number, date (completed, else created), status and total; the whole card opens it.
 */
export function InspectionRow({ inspection, language, note, aside }: InspectionRowProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const known = inspection.status === 'draft' || inspection.status === 'completed';
  const date = new Date(inspection.completedDate ?? inspection.createdAt);
  const clientId = useId();
  return (
    <li aria-labelledby={clientId}>
      <Link to={inspectionPath(inspection.id)} className={`${fieldUi.cardLink} ${styles.item}`}>
        <span className={styles.body}>
          <span className={styles.main}>
            <span id={clientId} className={styles.client}>
              {inspection.clientName.trim() || t('inspectionRow.noClient')}
            </span>
            {inspection.clientAddress.trim() && <span className={styles.address}>{inspection.clientAddress}</span>}
            <span className={styles.meta}>
              <span className={styles.reportNumber}>{inspection.reportNumber}</span>
              {!Number.isNaN(date.getTime()) && <time dateTime={date.toISOString()}>{date.toLocaleDateString(localeOf(language), DATE_FORMAT)}</time>}
            </span>
            {note}
          </span>
          <span className={styles.side}>
            <Badge tone={STATUS_TONES[inspection.status] ?? 'neutral'}>{known ? t(`inspectionRow.status.${inspection.status}`) : inspection.status}</Badge>
            <span className={styles.total}>{formatUsd(Math.round(Number(inspection.estimatedTotal) * 100) || 0, language)}</span>
            {aside}
          </span>
        </span>
        <ChevronRight aria-hidden size={22} className={styles.chevron} />
      </Link>
    </li>
  );
}

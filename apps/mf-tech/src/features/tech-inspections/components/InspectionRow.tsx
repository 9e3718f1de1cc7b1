import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ChevronRight, CircleAlert, Clock, LoaderCircle, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Badge, type BadgeTone } from '@irrigo/ui';
import type { Language } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { formatUsd } from '../../../pricebook/pricebook-item-rules';
import type { DeviceMark, TechInspectionRow } from '../tech-inspection-rows';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './InspectionRow.module.css';

export const inspectionPath = (id: string): string => `/inspection/${encodeURIComponent(id)}`;

/** Spec §4: draft yellow, completed green, any other status gray and shown as the server sent it. */
const STATUS_TONES: Record<string, BadgeTone> = { draft: 'warning', completed: 'success' };

const MARK_ICONS: Record<DeviceMark['kind'], LucideIcon> = {
  onDeviceOnly: Smartphone,
  waiting: Clock,
  sending: LoaderCircle,
  needsChoice: AlertTriangle,
  failed: CircleAlert,
};

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const localeOf = (language: Language): string => (language === 'es' ? 'es-US' : 'en-US');

function MarkLine({ mark }: { mark: DeviceMark }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const Icon = MARK_ICONS[mark.kind];
  return (
    <span className={`${styles.mark} ${styles[mark.kind]}`} data-mark={mark.kind}>
      <Icon aria-hidden size={16} className={mark.kind === 'sending' ? styles.spinning : undefined} />
      {mark.kind === 'failed' ? t('techInspections.mark.failed', { reason: mark.reason }) : t(`techInspections.mark.${mark.kind}`)}
    </span>
  );
}

/** One inspection: client, address, report number, status, date (completed, else created) and total; opens it. */
export function InspectionRow({ inspection, language }: { inspection: TechInspectionRow; language: Language }) {
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
              {inspection.clientName.trim() || t('techInspections.noClient')}
            </span>
            {inspection.clientAddress.trim() && <span className={styles.address}>{inspection.clientAddress}</span>}
            <span className={styles.meta}>
              <span className={styles.reportNumber}>{inspection.reportNumber}</span>
              {!Number.isNaN(date.getTime()) && <time dateTime={date.toISOString()}>{date.toLocaleDateString(localeOf(language), DATE_FORMAT)}</time>}
            </span>
            {inspection.mark && <MarkLine mark={inspection.mark} />}
          </span>
          <span className={styles.side}>
            <Badge tone={STATUS_TONES[inspection.status] ?? 'neutral'}>{known ? t(`techInspections.status.${inspection.status}`) : inspection.status}</Badge>
            <span className={styles.total}>{formatUsd(Math.round(Number(inspection.estimatedTotal) * 100) || 0, language)}</span>
          </span>
        </span>
        <ChevronRight aria-hidden size={22} className={styles.chevron} />
      </Link>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Eye, Trash2 } from 'lucide-react';
import type { InspectionStatus } from '@irrigo/contracts';
import { Link } from '@irrigo/router';
import { Badge, Button } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../app/i18n';
import { formatDate, formatDollars, statusBadge } from './inspection-display';
import styles from './InspectionCells.module.css';

// The cells every office list of inspections shows the same way (the dashboard's recent list, the inspections list).

export const inspectionPath = (id: string): string => `/inspection/${encodeURIComponent(id)}`;

/** Spec §4: draft yellow, completed green, any other status gray and shown as the server sent it. */
export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { tone, key } = statusBadge(status);
  return <Badge tone={tone}>{key ? t(key) : status}</Badge>;
}

/** The completed date, else the created one, saying which it is. */
export function InspectionDate({ completedDate, createdAt }: { completedDate: string | null; createdAt: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const when = completedDate ?? createdAt;
  const text = formatDate(when, i18n.language);
  if (!text) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.date}>
      <time dateTime={when}>{text}</time>
      <span className={styles.muted}>{t(completedDate ? 'inspectionRow.completedOn' : 'inspectionRow.createdOn')}</span>
    </span>
  );
}

export function InspectionTotal({ estimatedTotal }: { estimatedTotal: string }) {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  return <span className={styles.total}>{formatDollars(estimatedTotal, i18n.language)}</span>;
}

interface InspectionActionsProps<T extends { id: string; reportNumber: string }> {
  inspection: T;
  /** Admins delete (the server refuses anyone else); null: no Delete button. */
  onDelete: ((inspection: T) => void) | null;
  /** The list's own layout of the buttons (side by side or stacked). */
  className?: string;
}

/** View (to /inspection/{id}) and, for admins, Delete, each named by the report number for screen readers. */
export function InspectionActions<T extends { id: string; reportNumber: string }>({ inspection, onDelete, className }: InspectionActionsProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id, reportNumber } = inspection;
  return (
    <span className={className ? `${styles.actions} ${className}` : styles.actions}>
      <Button asChild variant="secondary" size="sm">
        <Link to={inspectionPath(id)} aria-label={t('inspectionRow.viewLabel', { reportNumber })}>
          <Eye aria-hidden size={16} />
          {t('inspectionRow.view')}
        </Link>
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.delete}
          onClick={() => onDelete(inspection)}
          aria-label={t('inspectionRow.deleteLabel', { reportNumber })}
        >
          <Trash2 aria-hidden size={16} />
          {t('inspectionRow.delete')}
        </Button>
      )}
    </span>
  );
}

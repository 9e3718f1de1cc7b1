import { useTranslation } from 'react-i18next';
import { Eye, Trash2 } from 'lucide-react';
import type { InspectionListItem, InspectionListSort } from '@irrigo/contracts';
import { Link } from '@irrigo/router';
import { Badge, Button, visuallyHidden } from '@irrigo/ui';
import { dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { formatDate, formatDollars, statusBadge } from '../../../components/inspection-display';
import styles from '../Inspections.module.css';

export const inspectionPath = (id: string): string => `/inspection/${encodeURIComponent(id)}`;

/** The sortable columns and the API's sort each asks for; the date column orders by the date it shows. */
export const COLUMN_SORTS: Readonly<Record<string, InspectionListSort>> = {
  reportNumber: 'reportNumber',
  client: 'clientName',
  date: 'completedDate',
  total: 'estimatedTotal',
};

export const columnOfSort = (sort: InspectionListSort): string | undefined => Object.entries(COLUMN_SORTS).find(([, value]) => value === sort)?.[0];

const column = dataTableColumns<InspectionListItem>();

interface ColumnOptions {
  /** Roster names by technician id, for inspections whose document names nobody. */
  technicianNames: ReadonlyMap<string, string>;
  /** Admins delete (the server refuses anyone else); null: no Delete button. */
  onDelete: ((inspection: InspectionListItem) => void) | null;
}

/** The list's columns: report number, client with address, technician, status, date, estimated total, and View (and Delete). */
export function useInspectionColumns({ technicianNames, onDelete }: ColumnOptions): DataTableColumn<InspectionListItem>[] {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const language = i18n.language;
  const label = (name: string) => t(`inspections.columns.${name}`);
  const muted = (text: string) => <span className={styles.muted}>{text}</span>;
  return [
    column.accessor('reportNumber', {
      id: 'reportNumber',
      header: label('reportNumber'),
      meta: { label: label('reportNumber') },
      cell: ({ row }) => <span className={styles.reportNumber}>{row.original.reportNumber}</span>,
    }),
    // The client and, under the name, the address they were inspected at: one column, so the table fits beside
    // the sidebar on a laptop without scrolling sideways to its actions.
    column.accessor('clientName', {
      id: 'client',
      header: label('client'),
      meta: { label: label('client'), cardTitle: true },
      cell: ({ row }) => (
        <span className={styles.clientCell}>
          <span className={styles.client}>{row.original.clientName.trim() || t('inspections.noClient')}</span>
          {row.original.clientAddress.trim() ? (
            <span className={styles.address}>
              <span className={visuallyHidden}>{t('inspections.addressPrefix')}</span>
              {row.original.clientAddress}
            </span>
          ) : (
            <span className={styles.muted}>{t('inspections.noAddress')}</span>
          )}
        </span>
      ),
    }),
    column.accessor((row) => row.inspectorName, {
      id: 'technician',
      header: label('technician'),
      meta: { label: label('technician') },
      enableSorting: false,
      cell: ({ row }) => {
        const { inspectorName, technicianId } = row.original;
        const name = inspectorName.trim() || (technicianId ? technicianNames.get(technicianId) : undefined);
        return name ? <span className={styles.technician}>{name}</span> : muted(t('inspections.noTechnician'));
      },
    }),
    column.accessor('status', {
      id: 'status',
      header: label('status'),
      meta: { label: label('status') },
      enableSorting: false,
      cell: ({ row }) => {
        const { tone, key } = statusBadge(row.original.status);
        return <Badge tone={tone}>{key ? t(key) : row.original.status}</Badge>;
      },
    }),
    column.accessor((row) => row.completedDate ?? row.createdAt, {
      id: 'date',
      header: label('date'),
      meta: { label: label('date') },
      sortDescFirst: true,
      cell: ({ row }) => {
        const { completedDate, createdAt } = row.original;
        const when = completedDate ?? createdAt;
        const text = formatDate(when, language);
        if (!text) return muted('—');
        return (
          <span className={styles.date}>
            <time dateTime={when}>{text}</time>
            <span className={styles.muted}>{t(completedDate ? 'inspections.completedOn' : 'inspections.createdOn')}</span>
          </span>
        );
      },
    }),
    column.accessor('estimatedTotal', {
      id: 'total',
      header: label('total'),
      meta: { label: label('total'), numeric: true },
      sortDescFirst: true,
      cell: ({ row }) => <span className={styles.total}>{formatDollars(row.original.estimatedTotal, language)}</span>,
    }),
    column.display({
      id: 'actions',
      header: label('actions'),
      meta: { label: label('actions') },
      cell: ({ row }) => (
        <span className={styles.actions}>
          <Button asChild variant="secondary" size="sm">
            <Link to={inspectionPath(row.original.id)} aria-label={t('inspections.viewLabel', { reportNumber: row.original.reportNumber })}>
              <Eye aria-hidden size={16} />
              {t('inspections.view')}
            </Link>
          </Button>
          {onDelete && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.delete}
              onClick={() => onDelete(row.original)}
              aria-label={t('inspections.deleteLabel', { reportNumber: row.original.reportNumber })}
            >
              <Trash2 aria-hidden size={16} />
              {t('inspections.delete')}
            </Button>
          )}
        </span>
      ),
    }),
  ];
}

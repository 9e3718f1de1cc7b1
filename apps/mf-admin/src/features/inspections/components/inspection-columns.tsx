import { useTranslation } from 'react-i18next';
import type { InspectionListItem, InspectionListSort } from '@irrigo/contracts';
import { visuallyHidden } from '@irrigo/ui';
import { dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { officeInspectionColumns } from '../../../components/office-inspection-columns';
import styles from '../Inspections.module.css';

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
  const { t } = useTranslation(ADMIN_NAMESPACE);
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
    ...officeInspectionColumns<InspectionListItem>({ label, sortable: true, onDelete }),
  ];
}

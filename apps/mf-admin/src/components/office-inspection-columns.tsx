import type { Inspection } from '@irrigo/contracts';
import { dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { InspectionActions, InspectionDate, InspectionStatusBadge, InspectionTotal } from './InspectionCells';

export type OfficeInspectionColumn = 'status' | 'date' | 'total' | 'actions';

interface OfficeInspectionColumnOptions<T extends Inspection> {
  /** Each column's name in the list's own texts. */
  label: (column: OfficeInspectionColumn) => string;
  /** Whether the date and the total order the list (newest and largest first); the status never does. */
  sortable: boolean;
  /** Admins delete (the server refuses anyone else); null: no Delete button. */
  onDelete: ((inspection: T) => void) | null;
  /** The list's own layout of the View and Delete buttons. */
  actionsClassName?: string;
}

/**
 * The columns every office list of inspections ends with (the dashboard's recent list, the inspections list):
 * status, the date (completed, else created), the estimated total, and View (and Delete).
 */
export function officeInspectionColumns<T extends Inspection>({
  label,
  sortable,
  onDelete,
  actionsClassName,
}: OfficeInspectionColumnOptions<T>): DataTableColumn<T>[] {
  const column = dataTableColumns<T>();
  const sorting = sortable ? { sortDescFirst: true } : { enableSorting: false };
  return [
    column.accessor((row) => row.status, {
      id: 'status',
      header: label('status'),
      meta: { label: label('status') },
      enableSorting: false,
      cell: ({ row }) => <InspectionStatusBadge status={row.original.status} />,
    }),
    column.accessor((row) => row.completedDate ?? row.createdAt, {
      id: 'date',
      header: label('date'),
      meta: { label: label('date') },
      ...sorting,
      cell: ({ row }) => <InspectionDate completedDate={row.original.completedDate} createdAt={row.original.createdAt} />,
    }),
    column.accessor((row) => row.estimatedTotal, {
      id: 'total',
      header: label('total'),
      meta: { label: label('total'), numeric: true },
      ...sorting,
      cell: ({ row }) => <InspectionTotal estimatedTotal={row.original.estimatedTotal} />,
    }),
    column.display({
      id: 'actions',
      header: label('actions'),
      meta: { label: label('actions') },
      cell: ({ row }) => <InspectionActions inspection={row.original} onDelete={onDelete} className={actionsClassName} />,
    }),
  ];
}

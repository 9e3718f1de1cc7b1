import './i18n.js';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type Column,
  type ColumnHelper,
  type Header,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { visuallyHidden } from '@irrigo/ui';
import { cx } from '../class-names.js';
import { DATA_TABLE_NAMESPACE } from './i18n.js';
import { DataTablePager } from './DataTablePager.js';
import styles from './DataTable.module.css';

/** What a column tells the table beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** The column's name as text: the label of its value in a stacked card and in "Sort by …". */
  label: string;
  /** The cell that names the row: a stacked card's title, shown without a label. */
  cardTitle?: boolean;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
}

/**
 * The features every office table registers: sorting, paging and selection, with the row models that do
 * them in the browser when the screen holds every row (mode 'client'). Declared once, so the types of
 * every screen's columns agree with the table's.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic, datetime: sortFn_datetime },
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;
/**
 * One column of a table of TData, whatever its value type: TanStack's own column arrays take that shape
 * (its column helper's `columns()` answers it), since each column of a row holds a different type.
 */
export type DataTableColumn<TData extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, TData>['columns']>[number];
export type { SortingState, RowSelectionState };

/** Typed column definitions for one row type: `const column = dataTableColumns<Customer>()`. */
export const dataTableColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

/** The page the table shows: 1-based page, its size, and how many rows there are in all. */
export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

export interface DataTableSelection<TData extends RowData> {
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
  /** The row's name in its checkbox's label ("Select Rotor head 4 in"). */
  rowLabel: (row: TData) => string;
  canSelect?: (row: TData) => boolean;
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /**
   * 'server' (default): `data` is the page the server answered, sorting and paging are asked of it through
   * the callbacks. 'client': `data` is every row and the table sorts and pages it itself.
   */
  mode?: 'server' | 'client';
  /** Controlled sorting; without it the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  pagination?: DataTablePagination;
  selection?: DataTableSelection<TData>;
  /** Skeleton rows stand in for the page while it loads. */
  loading?: boolean;
  /** Shown instead of the table when the rows could not be read (say why, offer Retry). */
  error?: ReactNode;
  /** Shown instead of the table when there is nothing to list. */
  empty?: ReactNode;
  className?: string;
}

const SELECT_COLUMN = '__select';
const DEFAULT_SKELETON_ROWS = 5;

/**
 * The office's data table: typed columns, sortable headers (aria-sort), paging controls ("1–25 of 240"),
 * optional row selection, skeleton rows while loading, and error and empty slots. Below 900 px each row is a
 * card whose values carry their column's name, since a phone or a portrait tablet has no room for the columns side by side.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  mode = 'server',
  sorting,
  onSortingChange,
  pagination,
  selection,
  loading = false,
  error,
  empty,
  className,
}: DataTableProps<TData>) {
  const { t } = useTranslation(DATA_TABLE_NAMESPACE);
  const captionId = useId();
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sortingState = sorting ?? ownSorting;
  const client = mode === 'client';
  const paginationState: PaginationState = pagination
    ? { pageIndex: Math.max(0, pagination.page - 1), pageSize: pagination.pageSize }
    : { pageIndex: 0, pageSize: Math.max(data.length, 1) };

  const allColumns = useMemo(
    () =>
      selection
        ? [
            selectColumn(selection, { page: t('selection.page'), row: (name) => (name ? t('selection.row', { name }) : t('selection.rowFallback')) }),
            ...columns,
          ]
        : columns,
    [columns, selection, t],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: data as TData[],
    getRowId: (row: TData) => getRowId(row),
    state: { sorting: sortingState, pagination: paginationState, rowSelection: selection?.selected ?? {} },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sortingState);
      if (sorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
      // A new order starts from the first page, as the reader expects to see its top.
      if (pagination && pagination.page !== 1) pagination.onPageChange(1);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      if (!pagination) return;
      const next = functionalUpdate(updater, paginationState);
      if (next.pageSize !== paginationState.pageSize) pagination.onPageSizeChange?.(next.pageSize);
      else if (next.pageIndex !== paginationState.pageIndex) pagination.onPageChange(next.pageIndex + 1);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => selection?.onChange(functionalUpdate(updater, selection.selected)),
    enableRowSelection: selection?.canSelect ? (row: Row<DataTableFeatures, TData>) => selection.canSelect?.(row.original) ?? true : Boolean(selection),
    manualSorting: !client,
    manualPagination: !client || !pagination,
    rowCount: pagination?.total ?? data.length,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
  });

  if (error) return <div className={cx(styles.slot, className)}>{error}</div>;
  if (!loading && data.length === 0 && empty) return <div className={cx(styles.slot, className)}>{empty}</div>;

  const rows = table.getRowModel().rows;
  const skeletonCount = pagination ? Math.min(pagination.pageSize, DEFAULT_SKELETON_ROWS * 2) : DEFAULT_SKELETON_ROWS;

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={visuallyHidden}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} sortLabel={(label) => t('sort.by', { column: label })} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonCount }, (_, index) => (
                  <tr key={`skeleton-${index}`} className={styles.skeletonRow} aria-hidden="true">
                    {allColumns.map((column, cell) => (
                      <td key={column.id ?? cell}>
                        <span className={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={row.id} className={cx(row.getIsSelected() && styles.selected)}>
                    {row.getAllCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const label = cell.column.id === SELECT_COLUMN || meta?.cardTitle ? undefined : meta?.label;
                      return (
                        <td
                          key={cell.id}
                          data-label={label}
                          className={cx(
                            meta?.numeric && styles.numeric,
                            meta?.cardTitle && styles.cardTitle,
                            cell.column.id === SELECT_COLUMN && styles.selectCell,
                          )}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
        </table>
        {loading && (
          <span role="status" className={visuallyHidden}>
            {t('loading')}
          </span>
        )}
      </div>
      {pagination && <DataTablePager {...pagination} />}
    </div>
  );
}

function HeaderCell<TData extends RowData>({ header, sortLabel }: { header: Header<DataTableFeatures, TData, unknown>; sortLabel: (label: string) => string }) {
  const column: Column<DataTableFeatures, TData, unknown> = header.column;
  const meta = column.columnDef.meta;
  const className = cx(meta?.numeric && styles.numeric, column.id === SELECT_COLUMN && styles.selectCell);
  const content = header.isPlaceholder ? null : <FlexHeader header={header} />;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" className={className} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className={styles.sortButton} onClick={column.getToggleSortingHandler()} title={meta ? sortLabel(meta.label) : undefined}>
        {content}
        <Icon aria-hidden="true" className={cx(styles.sortIcon, !sorted && styles.sortIconIdle)} />
      </button>
    </th>
  );
}

function FlexHeader<TData extends RowData>({ header }: { header: Header<DataTableFeatures, TData, unknown> }) {
  const definition = header.column.columnDef.header;
  if (typeof definition === 'function') return <>{definition(header.getContext())}</>;
  return <>{definition ?? header.column.columnDef.meta?.label ?? null}</>;
}

/** The select column's texts, translated by the table. */
interface SelectLabels {
  page: string;
  row: (name: string) => string;
}

/** The checkbox column: one box per row, named after the row, and one for every selectable row of the page. */
function selectColumn<TData extends RowData>(selection: DataTableSelection<TData>, labels: SelectLabels): DataTableColumn<TData> {
  return {
    id: SELECT_COLUMN,
    enableSorting: false,
    meta: { label: labels.page },
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={labels.page}
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => {
      const name = selection.rowLabel(row.original);
      return (
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={labels.row(name)}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      );
    },
  };
}

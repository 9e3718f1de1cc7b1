// '@irrigo/ui/data-table': the office's data table on TanStack Table 9. An entry of its own, so screens
// without a table never download TanStack Table or the table's texts.
export {
  DataTable,
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSelection,
  type RowSelectionState,
  type SortingState,
} from './DataTable.js';
export { DataTablePager } from './DataTablePager.js';

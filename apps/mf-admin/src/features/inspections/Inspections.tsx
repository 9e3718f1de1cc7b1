import '../../app/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Download, X } from 'lucide-react';
import type { InspectionCsvLanguage, InspectionListItem } from '@irrigo/contracts';
import { useLocation } from '@irrigo/router';
import { useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Button, toast } from '@irrigo/ui';
import { DataTable, type SortingState } from '@irrigo/ui/data-table';
import { adminErrorMessage } from '../../app/error-messages';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import { AdminPage } from '../../components/AdminPage';
import { DeleteInspectionDialog } from '../../components/DeleteInspectionDialog';
import { PageEmpty } from '../../components/PageStatus';
import { browserTimeZone, fetchInspectionsCsv, useInspectionList } from './api/inspection-list';
import { useTechnicianChoices } from './api/technician-choices';
import { InspectionFilters } from './components/InspectionFilters';
import { COLUMN_SORTS, columnOfSort, useInspectionColumns } from './components/inspection-columns';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useListState } from './hooks/use-list-state';
import { ALL_LOCATIONS, DEFAULT_SORT, isFiltered, listFilters, type ListState } from './list-state';
import styles from './Inspections.module.css';

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Everything back to its default: no filter, the default order, the first page. */
const CLEARED: Partial<ListState> = { q: '', status: 'all', technicianId: null, location: null, from: null, to: null };

/**
 * /all-inspections and /admin/inspections: exposed as './Inspections'. Every inspection the office may see,
 * a page at a time from services/inspections: searched (client, address, report number), filtered by status,
 * technician, location and the days they were made, sorted by the column headers, exported as CSV with the same
 * filters; View opens one, admins also Delete. The whole state is in the address, so Back and reload keep it.
 */
export default function Inspections() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { pathname } = useLocation();
  const viewer = useCurrentUser();
  const signedIn = Boolean(viewer.data);
  const { locations, selectedLocationId } = useSelectedLocation({ enabled: signedIn });
  const [state, update] = useListState();
  const [search, setSearch] = useState(state.q);
  const settledSearch = useDebouncedValue(search.trim());
  const [deleting, setDeleting] = useState<InspectionListItem | null>(null);
  const timeZone = useMemo(() => browserTimeZone(), []);

  // Typing, once it pauses, lands in the address (and so in the request), on page 1. Only a new pause does:
  // Clear filters empties the address at once, and the pause before it must not bring the old search back.
  const lastSettled = useRef(settledSearch);
  useEffect(() => {
    if (settledSearch === lastSettled.current) return;
    lastSettled.current = settledSearch;
    if (settledSearch !== state.q.trim()) update({ q: settledSearch });
  }, [settledSearch, state.q, update]);

  const shownLocation = state.location ?? selectedLocationId ?? ALL_LOCATIONS;
  const filters = listFilters(state, selectedLocationId, timeZone);
  const locationsSettled = !locations.isPending;
  const list = useInspectionList({ ...filters, page: state.page, pageSize: state.pageSize }, { enabled: signedIn && locationsSettled });
  const technicians = useTechnicianChoices(filters.locationId ?? null, { enabled: signedIn && locationsSettled });
  const technicianNames = useMemo(
    () => new Map((technicians.data?.technicians ?? []).map((technician) => [technician.id, `${technician.firstName} ${technician.lastName}`.trim()])),
    [technicians.data],
  );
  const columns = useInspectionColumns({ technicianNames, onDelete: viewer.data?.role === 'admin' ? setDeleting : null });

  // A page that no longer exists (the last row of the last page deleted, an old link): the last page there is.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  const sortColumn = columnOfSort(state.sort) ?? columnOfSort(DEFAULT_SORT);
  const sorting: SortingState = sortColumn ? [{ id: sortColumn, desc: state.direction === 'desc' }] : [];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    const sort = first ? COLUMN_SORTS[first.id] : undefined;
    if (first && sort) update({ sort, direction: first.desc ? 'desc' : 'asc' });
  };

  const clearFilters = () => {
    setSearch('');
    update(CLEARED);
  };
  const filtered = isFiltered(state);
  const loading = !signedIn || !locationsSettled || list.isPending;
  const title = pathname === '/admin/inspections' ? t('inspections.title.manage') : t('inspections.title.all');
  const csvLanguage: InspectionCsvLanguage = i18n.language?.startsWith('es') ? 'es' : 'en';

  return (
    <AdminPage
      icon={ClipboardList}
      title={title}
      description={t('inspections.description')}
      actions={<ExportCsv filters={filters} language={csvLanguage} disabled={!signedIn} />}
    >
      <InspectionFilters
        state={state}
        search={search}
        onSearchChange={setSearch}
        onChange={update}
        shownLocation={shownLocation}
        locations={locations.data}
        technicians={technicians.data?.technicians}
      />
      <div className={styles.toolbar}>
        <p className={styles.status} role="status" aria-live="polite">
          {loading && !list.isError ? t('inspections.loading') : list.isFetching ? t('inspections.filters.searching') : ''}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            <X aria-hidden size={16} />
            {t('inspections.filters.clear')}
          </Button>
        )}
      </div>

      <DataTable
        caption={t('inspections.caption')}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={onSortingChange}
        loading={loading && !list.isError}
        pagination={{
          page: state.page,
          pageSize: state.pageSize,
          total,
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
          pageSizeOptions: PAGE_SIZES,
        }}
        error={
          list.isError && (
            <Alert tone="danger" title={t('inspections.error.title')}>
              <p className={styles.reason}>{t(adminErrorMessage(list.error).key)}</p>
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()} loading={list.isFetching} className={styles.retry}>
                {t('inspections.error.retry')}
              </Button>
            </Alert>
          )
        }
        empty={
          filtered ? (
            <PageEmpty title={t('inspections.noMatch.title')} description={t('inspections.noMatch.hint')}>
              <Button variant="secondary" onClick={clearFilters}>
                {t('inspections.filters.clear')}
              </Button>
            </PageEmpty>
          ) : (
            <PageEmpty title={t('inspections.empty.title')} description={t('inspections.empty.hint')} />
          )
        }
      />
      <DeleteInspectionDialog inspection={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

/**
 * "Export CSV": every inspection the filters select (not just this page), headed in the interface's language,
 * saved as a file. Disabled while it downloads; a failure says why in a toast.
 */
function ExportCsv({ filters, language, disabled }: { filters: ReturnType<typeof listFilters>; language: InspectionCsvLanguage; disabled: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await fetchInspectionsCsv(filters, language);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${t('inspections.export.fileName')}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click has run; the next task frees the object URL.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast({ variant: 'danger', title: t('inspections.export.failed'), description: t(adminErrorMessage(error).key) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={disabled || exporting}>
      <Download aria-hidden size={18} />
      {exporting ? t('inspections.export.pending') : t('inspections.export.button')}
    </Button>
  );
}

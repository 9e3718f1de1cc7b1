import './i18n';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import { PRICEBOOK_LIMITS, type PricebookItem } from '@irrigo/contracts';
import { Alert, Button } from '@irrigo/ui';
import { DataTable, type RowSelectionState, type SortingState } from '@irrigo/ui/data-table';
import { AdminPage } from '../../components/AdminPage.js';
import { PageEmpty } from '../../components/PageStatus.js';
import { usePricebookCategories } from './api/categories';
import { usePricebookItems } from './api/items';
import type { SelectedItem } from './bulk-change';
import { BulkChangePanel } from './components/BulkChangePanel';
import { CsvPanel } from './components/CsvPanel';
import { ItemFilters } from './components/ItemFilters';
import { useItemColumns } from './components/item-columns';
import { filterQuery, NO_FILTERS, sortQuery, useSettled, type ItemFilterState } from './item-filters';
import { nameIn, pricebookFailure } from './pricebook-text';
import { PRICEBOOK_NAMESPACE } from './i18n';
import styles from './Pricebook.module.css';

const PAGE_SIZE = 50;

/**
 * /admin/pricebook: exposed as './PricebookBulk'. Select many items (across pages and filters), choose one
 * change, preview every row before and after, apply; and the CSV round trip with its dry-run diff.
 */
export default function PricebookBulk() {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const [filters, setFilters] = useState<ItemFilterState>(NO_FILTERS);
  const [paging, setPaging] = useState({ filters: '', page: 1 });
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  // The selection outlives a page or a filter: a change can gather items from several searches.
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedItem>>(new Map());

  const settledQ = useSettled(filters.q);
  const query = filterQuery({ ...filters, q: settledQ });
  const filterKey = JSON.stringify(query);
  const page = paging.filters === filterKey ? paging.page : 1;
  const categories = usePricebookCategories();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const items = usePricebookItems({ ...query, ...sortQuery(sorting), page, pageSize });
  const columns = useItemColumns(categories.data ?? []);

  const rows = items.data?.items ?? [];
  const selection: RowSelectionState = useMemo(() => Object.fromEntries([...selected.keys()].map((id) => [id, true])), [selected]);
  const onSelectionChange = (next: RowSelectionState) => {
    const updated = new Map(selected);
    for (const row of rows) {
      if (next[row.id]) {
        if (!updated.has(row.id) && updated.size < PRICEBOOK_LIMITS.bulkMaxItems) updated.set(row.id, selectedOf(row));
      } else updated.delete(row.id);
    }
    setSelected(updated);
  };
  const onVersionsRead = useCallback((versions: ReadonlyMap<string, number>) => {
    setSelected((current) => new Map([...current].map(([id, item]) => [id, { ...item, version: versions.get(id) ?? item.version }])));
  }, []);
  const selectedList = useMemo(() => [...selected.values()], [selected]);

  return (
    <AdminPage icon={ListChecks} title={t('bulk.title')} description={t('bulk.description')}>
      {/* The change and its preview come first: on a phone the table below is long, and the change stays in reach. */}
      <BulkChangePanel selected={selectedList} categories={categories.data ?? []} onVersionsRead={onVersionsRead} onApplied={() => setSelected(new Map())} />
      <ItemFilters filters={filters} onChange={setFilters} categories={categories.data ?? []} />
      <div className={styles.actions}>
        <p className={styles.count} role="status">
          {t('bulk.selectedCount', { count: selected.size })}
        </p>
        {selected.size > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
            {t('bulk.clearSelection')}
          </Button>
        )}
      </div>
      <DataTable
        caption={t('bulk.caption')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={setSorting}
        loading={items.isPending}
        selection={{ selected: selection, onChange: onSelectionChange, rowLabel: (row) => nameIn(row, i18n.language) }}
        pagination={{
          page,
          pageSize,
          total: items.data?.total ?? 0,
          onPageChange: (next) => setPaging({ filters: filterKey, page: next }),
          onPageSizeChange: setPageSize,
          pageSizeOptions: [25, 50, 100, PRICEBOOK_LIMITS.pageSizeMax],
        }}
        error={
          items.isError && (
            <Alert tone="danger" title={t('errors.loadTitle')}>
              <p>{t(pricebookFailure(items.error))}</p>
              <Button variant="secondary" onClick={() => void items.refetch()} loading={items.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )
        }
        empty={<PageEmpty title={t('items.empty')} description={t('items.emptyHint')} />}
      />
      <CsvPanel filters={query} />
    </AdminPage>
  );
}

const selectedOf = (item: PricebookItem): SelectedItem => ({ id: item.id, version: item.version, nameEn: item.nameEn, nameEs: item.nameEs });

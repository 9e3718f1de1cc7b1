import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Package, Plus } from 'lucide-react';
import { PRICEBOOK_LIMITS, type PricebookItem } from '@irrigo/contracts';
import { Alert, Button, toast } from '@irrigo/ui';
import { DataTable, type SortingState } from '@irrigo/ui/data-table';
import { AdminPage } from '../../components/AdminPage.js';
import { PageEmpty } from '../../components/PageStatus.js';
import { usePricebookCategories } from './api/categories';
import { useArchiveItem, usePricebookItems, useUpdateItem } from './api/items';
import { ItemDialog } from './components/ItemDialog';
import { ItemFilters } from './components/ItemFilters';
import { useItemColumns } from './components/item-columns';
import { filterQuery, NO_FILTERS, sortQuery, useSettled, type ItemFilterState } from './item-filters';
import { nameIn, pricebookFailure } from './pricebook-text';
import { PRICEBOOK_NAMESPACE } from './i18n';
import { ArchiveConfirm } from './components/ArchiveConfirm';
import styles from './Pricebook.module.css';

const PAGE_SIZE = 25;

/**
 * /pricebook-items: exposed as './PricebookItems'. The items table (search, category, kind and status
 * filters, server pages), create and edit in a dialog with every field, archive and restore.
 */
export default function PricebookItems() {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const [filters, setFilters] = useState<ItemFilterState>(NO_FILTERS);
  const [paging, setPaging] = useState({ filters: '', page: 1 });
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<{ item: PricebookItem | null } | null>(null);
  const [archiving, setArchiving] = useState<PricebookItem | null>(null);

  const settledQ = useSettled(filters.q);
  const query = filterQuery({ ...filters, q: settledQ });
  const filterKey = JSON.stringify(query);
  const page = paging.filters === filterKey ? paging.page : 1;
  const categories = usePricebookCategories();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const items = usePricebookItems({ ...query, ...sortQuery(sorting), page, pageSize });
  const archive = useArchiveItem();
  const restore = useUpdateItem();

  const failed = (error: unknown) => toast({ variant: 'danger', title: t('items.actionFailed'), description: t(pricebookFailure(error)) });
  const rowActions = (item: PricebookItem) => (
    <span className={styles.rowActions}>
      <Button variant="secondary" size="sm" onClick={() => setEditing({ item })} aria-label={t('items.editNamed', { name: nameIn(item, i18n.language) })}>
        {t('edit')}
      </Button>
      {item.active ? (
        <Button variant="ghost" size="sm" onClick={() => setArchiving(item)} aria-label={t('items.archiveNamed', { name: nameIn(item, i18n.language) })}>
          {t('archive')}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('items.restoreNamed', { name: nameIn(item, i18n.language) })}
          onClick={() =>
            restore.mutate(
              { id: item.id, version: item.version, body: { active: true } },
              { onSuccess: () => toast({ variant: 'success', title: t('items.restored', { name: nameIn(item, i18n.language) }) }), onError: failed },
            )
          }
        >
          {t('restore')}
        </Button>
      )}
    </span>
  );
  const columns = useItemColumns(categories.data ?? [], rowActions);
  const filtering = filterKey !== '{}';

  return (
    <AdminPage
      icon={Package}
      title={t('items.title')}
      description={t('items.description')}
      actions={
        <Button onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden size={18} />
          {t('items.new')}
        </Button>
      }
    >
      <ItemFilters filters={filters} onChange={setFilters} categories={categories.data ?? []} />
      <DataTable
        caption={t('items.caption')}
        columns={columns}
        data={items.data?.items ?? []}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={setSorting}
        loading={items.isPending}
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
        empty={
          filtering ? (
            <PageEmpty title={t('items.noMatch')}>
              <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                {t('filters.clear')}
              </Button>
            </PageEmpty>
          ) : (
            <PageEmpty title={t('items.empty')} description={t('items.emptyHint')} />
          )
        }
      />
      <ItemDialog item={editing?.item ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} categories={categories.data ?? []} />
      <ArchiveConfirm target={archiving} section="items" onClose={() => setArchiving(null)} archive={archive} onFailed={failed} />
    </AdminPage>
  );
}

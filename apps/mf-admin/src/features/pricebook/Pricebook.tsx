import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, RefreshCw } from 'lucide-react';
import type { PricebookItem } from '@irrigo/contracts';
import { Alert, Badge, Button, Input, Label } from '@irrigo/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@irrigo/ui/dialog';
import { DataTablePager } from '@irrigo/ui/data-table';
import { AdminPage } from '../../components/AdminPage.js';
import { PageEmpty, PageLoading } from '../../components/PageStatus.js';
import { useCategoryCounts, usePricebookCategories } from './api/categories';
import { usePricebookItems } from './api/items';
import { CategoryChips } from './components/CategoryChips';
import { ItemName } from './components/ItemName';
import { Money } from './components/Money';
import { SyncFlow } from './components/SyncFlow';
import { useSettled } from './item-filters';
import { nameIn, pricebookFailure } from './pricebook-text';
import { PRICEBOOK_NAMESPACE } from './i18n';
import styles from './Pricebook.module.css';

const PAGE_SIZE = 24;

/**
 * /pricebook: exposed as './Pricebook'. Browse the active pricebook by category (with counts) and search it;
 * each item in the interface's language with the other under it, SKU, unit, price and member price. Sync
 * opens the Housecall Pro sync.
 */
export default function Pricebook() {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [syncOpen, setSyncOpen] = useState(false);
  const searchId = useId();

  const q = useSettled(search).trim();
  const key = JSON.stringify([q, categoryId]);
  const page = paging.key === key ? paging.page : 1;
  const categories = usePricebookCategories();
  const counts = useCategoryCounts();
  const items = usePricebookItems({ ...(q ? { q } : {}), ...(categoryId ? { categoryId } : {}), active: true, page, pageSize: PAGE_SIZE });
  const active = useMemo(() => (categories.data ?? []).filter((category) => category.active), [categories.data]);
  const countMap = useMemo(() => new Map((counts.data ?? []).map((row) => [row.categoryId, row.items])), [counts.data]);

  return (
    <AdminPage
      icon={BookOpen}
      title={t('browse.title')}
      description={t('browse.description')}
      actions={
        <Button variant="secondary" onClick={() => setSyncOpen(true)}>
          <RefreshCw aria-hidden size={16} />
          {t('browse.sync')}
        </Button>
      }
    >
      <div role="search" aria-label={t('filters.label')} className={styles.filters}>
        <div className={`${styles.filter} ${styles.search}`}>
          <Label htmlFor={searchId}>{t('filters.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      {categories.isError ? (
        <Alert tone="warning">
          {t('browse.categoriesFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <CategoryChips categories={active} counts={countMap} selectedId={categoryId} onSelect={setCategoryId} />
      )}
      {items.isPending ? (
        <PageLoading label={t('browse.loading')} />
      ) : items.isError ? (
        <Alert tone="danger" title={t('errors.loadTitle')}>
          <p>{t(pricebookFailure(items.error))}</p>
          <Button variant="secondary" onClick={() => void items.refetch()} loading={items.isFetching}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.data.items.length === 0 ? (
        <PageEmpty title={q || categoryId ? t('browse.noMatch') : t('items.empty')} description={q || categoryId ? undefined : t('items.emptyHint')} />
      ) : (
        <>
          <ul className={styles.cards} aria-label={t('browse.itemsLabel')} aria-busy={items.isFetching || undefined}>
            {items.data.items.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
          <DataTablePager page={page} pageSize={PAGE_SIZE} total={items.data.total} onPageChange={(next) => setPaging({ key, page: next })} />
        </>
      )}
      <Dialog open={syncOpen} onOpenChange={setSyncOpen}>
        <DialogContent className={styles.formDialog}>
          <DialogTitle>{t('sync.title')}</DialogTitle>
          <DialogDescription>{t('sync.description')}</DialogDescription>
          <SyncFlow />
        </DialogContent>
      </Dialog>
    </AdminPage>
  );
}

function ItemCard({ item }: { item: PricebookItem }) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  return (
    <li className={styles.card} aria-label={nameIn(item, i18n.language)}>
      <div className={styles.cardTop}>
        <ItemName item={item} />
        <Badge tone="neutral">{t(`kinds.${item.kind}`)}</Badge>
      </div>
      <p className={styles.cardMeta}>
        <span>{t('browse.sku', { sku: item.sku ?? '—' })}</span>
        <span>{t('browse.unit', { unit: item.unit ?? '—' })}</span>
      </p>
      <dl className={styles.prices}>
        <div className={styles.price}>
          <dt>{t('columns.price')}</dt>
          <dd>
            <Money cents={item.priceCents} />
          </dd>
        </div>
        <div className={styles.price}>
          <dt>{t('columns.memberPrice')}</dt>
          <dd>
            <Money cents={item.memberPriceCents} missing="none" />
          </dd>
        </div>
      </dl>
    </li>
  );
}

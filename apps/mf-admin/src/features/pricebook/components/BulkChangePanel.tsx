import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRICEBOOK_BULK_CHANGE_TYPES,
  PRICEBOOK_LIMITS,
  type PricebookBulkChange,
  type PricebookBulkResult,
  type PricebookBulkRow,
  type PricebookCategory,
} from '@irrigo/contracts';
import { isApiError, failureReasonOf } from '@irrigo/api-client';
import { Alert, Button, Input, Label, toast, visuallyHidden } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { useBulkChange } from '../api/bulk';
import { fetchPricebookItem } from '../api/items';
import { changeOf, EMPTY_DRAFT, type BulkChangeDraft, type SelectedItem } from '../bulk-change';
import { categoryPath, formatCents, pricebookFailure } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import { ItemName } from './ItemName';
import styles from '../Pricebook.module.css';

const NO_CATEGORY = '__none';
const PREVIEW_PAGE_SIZE = 25;
const column = dataTableColumns<PricebookBulkRow>();

interface BulkChangePanelProps {
  selected: readonly SelectedItem[];
  categories: readonly PricebookCategory[];
  /** The versions read again after a 412, so the selection sends what the items are now. */
  onVersionsRead: (versions: ReadonlyMap<string, number>) => void;
  /** The change was applied: the screen clears its selection. */
  onApplied: () => void;
}

/**
 * The bulk change: what to change, a preview of every selected row (before → after) from the server's dry
 * run, then Apply. Apply sends the versions the preview was made on; a 412 (someone edited an item
 * meanwhile) says so and offers to read the items again and preview anew.
 */
export function BulkChangePanel({ selected, categories, onVersionsRead, onApplied }: BulkChangePanelProps) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const bulk = useBulkChange();
  const [draft, setDraft] = useState<BulkChangeDraft>(EMPTY_DRAFT);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ key: string; change: PricebookBulkChange; result: PricebookBulkResult } | null>(null);
  const [stale, setStale] = useState<{ key: string; ids: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [page, setPage] = useState(1);
  const typeId = useId();
  const valueId = useId();
  const valueErrorId = useId();

  // A preview holds for the very items (and versions) and change it was made for; anything else needs a new one.
  const selectionKey = selected.map((item) => `${item.id}@${item.version}`).join(',');
  const draftKey = JSON.stringify(draft);
  const currentKey = `${selectionKey}|${draftKey}`;
  const shownPreview = preview?.key === currentKey ? preview : null;
  const shownStale = stale?.key === draftKey ? stale : null;

  const edit = (next: Partial<BulkChangeDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDraftError(null);
    setFailure(null);
  };

  const runPreview = (items: readonly SelectedItem[]) => {
    const parsed = changeOf(draft);
    if ('error' in parsed) {
      setDraftError(parsed.error);
      return;
    }
    setFailure(null);
    setStale(null);
    const key = `${items.map((item) => `${item.id}@${item.version}`).join(',')}|${draftKey}`;
    bulk.mutate(
      { items: items.map(({ id, version }) => ({ id, version })), change: parsed.change, dryRun: true },
      {
        onSuccess: (result) => {
          setPreview({ key, change: parsed.change, result });
          setPage(1);
        },
        onError: (error) => setFailure(pricebookFailure(error)),
      },
    );
  };

  const apply = () => {
    if (!shownPreview) return;
    setFailure(null);
    bulk.mutate(
      { items: selected.map(({ id, version }) => ({ id, version })), change: shownPreview.change, dryRun: false },
      {
        onSuccess: (result) => {
          toast({ variant: 'success', title: t('bulk.applied', { count: result.changed }) });
          setPreview(null);
          setDraft(EMPTY_DRAFT);
          onApplied();
        },
        onError: (error) => {
          if (failureReasonOf(error) === 'STALE_VERSION') {
            setStale({ key: draftKey, ids: isApiError(error) ? (error.details ?? []) : [] });
            setPreview(null);
          } else setFailure(pricebookFailure(error));
        },
      },
    );
  };

  /** Reads the items someone else changed, takes their versions, and previews again on what they are now. */
  const refreshPreview = async () => {
    if (!shownStale) return;
    setRefreshing(true);
    try {
      const fresh = await Promise.all(shownStale.ids.map((id) => fetchPricebookItem(id)));
      const versions = new Map(fresh.map((item) => [item.id, item.version]));
      onVersionsRead(versions);
      runPreview(selected.map((item) => ({ ...item, version: versions.get(item.id) ?? item.version })));
    } catch (error) {
      setFailure(pricebookFailure(error));
    } finally {
      setRefreshing(false);
    }
  };

  const categoryOptions = useMemo(
    () => [
      { value: NO_CATEGORY, label: t('bulk.noCategory') },
      ...categories
        .filter((category) => category.active)
        .map((category) => ({ value: category.id, label: categoryPath(categories, category.id, i18n.language) })),
    ],
    [categories, i18n.language, t],
  );
  const columns = usePreviewColumns(categories);
  const problems = shownPreview?.result.rows.filter((row) => row.problem).length ?? 0;
  const nothingSelected = selected.length === 0;

  return (
    <section className={styles.panel} aria-labelledby={`${typeId}-title`}>
      <h2 id={`${typeId}-title`} className={styles.panelTitle}>
        {t('bulk.changeTitle')}
      </h2>
      <p className={styles.panelText} role="status">
        {nothingSelected ? t('bulk.selectFirst') : t('bulk.selectedCount', { count: selected.length })}
      </p>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <Label htmlFor={typeId}>{t('bulk.changeType')}</Label>
          <Select
            id={typeId}
            value={draft.type}
            onValueChange={(value) => {
              const type = PRICEBOOK_BULK_CHANGE_TYPES.find((candidate) => candidate === value);
              if (type) edit({ type });
            }}
            options={PRICEBOOK_BULK_CHANGE_TYPES.map((type) => ({ value: type, label: t(`bulk.types.${type}`) }))}
          />
        </div>
        <div className={styles.filter}>
          {draft.type === 'price_percent' && (
            <>
              <Label htmlFor={valueId}>{t('bulk.percent')}</Label>
              <Input
                id={valueId}
                inputMode="decimal"
                value={draft.percent}
                placeholder={t('bulk.percentPlaceholder')}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? valueErrorId : undefined}
                onChange={(event) => edit({ percent: event.target.value })}
              />
            </>
          )}
          {draft.type === 'price_cents' && (
            <>
              <Label htmlFor={valueId}>{t('bulk.dollars')}</Label>
              <Input
                id={valueId}
                inputMode="decimal"
                value={draft.dollars}
                placeholder={t('bulk.dollarsPlaceholder')}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? valueErrorId : undefined}
                onChange={(event) => edit({ dollars: event.target.value })}
              />
            </>
          )}
          {draft.type === 'move_category' && (
            <>
              <Label htmlFor={valueId}>{t('bulk.targetCategory')}</Label>
              <Select
                id={valueId}
                value={draft.categoryId || NO_CATEGORY}
                onValueChange={(value) => edit({ categoryId: value === NO_CATEGORY ? '' : value })}
                options={categoryOptions}
              />
            </>
          )}
          {draft.type === 'set_active' && (
            <>
              <Label htmlFor={valueId}>{t('bulk.targetStatus')}</Label>
              <Select
                id={valueId}
                value={draft.active}
                onValueChange={(value) => edit({ active: value === 'deactivate' ? 'deactivate' : 'activate' })}
                options={[
                  { value: 'activate', label: t('bulk.activate') },
                  { value: 'deactivate', label: t('bulk.deactivate') },
                ]}
              />
            </>
          )}
        </div>
      </div>
      {draftError && (
        <p id={valueErrorId} className={styles.problem} role="alert">
          {t(draftError, { min: PRICEBOOK_LIMITS.bulkPercentMin, max: PRICEBOOK_LIMITS.bulkPercentMax })}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => runPreview(selected)} disabled={nothingSelected} loading={bulk.isPending && !shownPreview}>
          {t('bulk.preview')}
        </Button>
      </div>

      {shownStale && (
        <Alert tone="warning" title={t('bulk.staleTitle')}>
          <p>{t('bulk.staleText', { count: shownStale.ids.length })}</p>
          <Button variant="secondary" onClick={() => void refreshPreview()} loading={refreshing || bulk.isPending}>
            {t('bulk.refreshPreview')}
          </Button>
        </Alert>
      )}
      {failure && (
        <Alert tone="danger" title={t('bulk.failedTitle')}>
          {t(failure)}
        </Alert>
      )}

      {shownPreview && (
        <section className={styles.subpanel} aria-label={t('bulk.previewTitle')}>
          <h3 className={styles.panelTitle}>{t('bulk.previewTitle')}</h3>
          <p className={styles.panelText}>{t('bulk.previewSummary', { changed: shownPreview.result.changed, count: shownPreview.result.rows.length })}</p>
          {problems > 0 && (
            <Alert tone="danger" title={t('bulk.problemsTitle')}>
              {t('bulk.problemsText', { count: problems, max: formatCents(PRICEBOOK_LIMITS.maxPriceCents, i18n.language) })}
            </Alert>
          )}
          <DataTable
            caption={t('bulk.previewCaption')}
            columns={columns}
            data={shownPreview.result.rows}
            getRowId={(row) => row.id}
            mode="client"
            pagination={{ page, pageSize: PREVIEW_PAGE_SIZE, total: shownPreview.result.rows.length, onPageChange: setPage }}
          />
          <div className={styles.actions}>
            <Button onClick={apply} loading={bulk.isPending} disabled={problems > 0 || shownPreview.result.changed === 0}>
              {t('bulk.apply', { count: shownPreview.result.changed })}
            </Button>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={bulk.isPending}>
              {t('bulk.cancelPreview')}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}

/** Before → after of each value the change touches; unchanged values are shown once. */
function usePreviewColumns(categories: readonly PricebookCategory[]): DataTableColumn<PricebookBulkRow>[] {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const money = (cents: number | null) => (cents === null ? t('money.noPrice') : formatCents(cents, language));
    const category = (id: string | null) => (id ? categoryPath(categories, id, language) : t('noCategory'));
    const status = (active: boolean) => t(active ? 'status.active' : 'status.archived');
    const pair = (before: string, after: string) =>
      before === after ? (
        <span>{before}</span>
      ) : (
        <span className={styles.change}>
          <span>{before}</span>
          <span aria-hidden="true">→</span>
          <span className={visuallyHidden}>{t('bulk.becomes')}</span>
          <span className={styles.changed}>{after}</span>
        </span>
      );
    return [
      column.accessor('nameEn', {
        id: 'name',
        header: t('columns.name'),
        meta: { label: t('columns.name'), cardTitle: true },
        enableSorting: false,
        cell: ({ row }) => <ItemName item={row.original} />,
      }),
      column.accessor('sku', {
        id: 'sku',
        header: t('columns.sku'),
        meta: { label: t('columns.sku') },
        enableSorting: false,
        cell: ({ row }) => row.original.sku ?? '—',
      }),
      column.accessor((row) => row.after.priceCents, {
        id: 'price',
        header: t('columns.price'),
        meta: { label: t('columns.price') },
        enableSorting: false,
        cell: ({ row }) => pair(money(row.original.before.priceCents), money(row.original.after.priceCents)),
      }),
      column.accessor((row) => row.after.categoryId, {
        id: 'category',
        header: t('columns.category'),
        meta: { label: t('columns.category') },
        enableSorting: false,
        cell: ({ row }) => pair(category(row.original.before.categoryId), category(row.original.after.categoryId)),
      }),
      column.accessor((row) => row.after.active, {
        id: 'status',
        header: t('columns.status'),
        meta: { label: t('columns.status') },
        enableSorting: false,
        cell: ({ row }) => pair(status(row.original.before.active), status(row.original.after.active)),
      }),
      column.accessor('problem', {
        id: 'result',
        header: t('bulk.result'),
        meta: { label: t('bulk.result') },
        enableSorting: false,
        cell: ({ row }) =>
          row.original.problem ? (
            <span className={styles.problem}>{t(`bulk.problems.${row.original.problem}`)}</span>
          ) : row.original.changed ? (
            t('bulk.willChange')
          ) : (
            <span className={styles.muted}>{t('bulk.unchanged')}</span>
          ),
      }),
    ];
  }, [t, language, categories]);
}

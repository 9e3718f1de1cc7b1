import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricebookCategory, PricebookItem } from '@irrigo/contracts';
import { Badge } from '@irrigo/ui';
import { dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { categoryPath } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import { ItemName } from './ItemName';
import { Money } from './Money';
import styles from '../Pricebook.module.css';

const column = dataTableColumns<PricebookItem>();

/**
 * The item table's columns, shared by the items and bulk-manage screens: name (both languages), SKU,
 * category path, kind, price, member price and whether it is active; `actions` adds a last column.
 */
export function useItemColumns(categories: readonly PricebookCategory[], actions?: (item: PricebookItem) => ReactNode): DataTableColumn<PricebookItem>[] {
  // Name, SKU and price sort on the server (the list's `sort`); the other columns read as they come.
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const columns: DataTableColumn<PricebookItem>[] = [
      column.accessor('nameEn', {
        id: 'name',
        header: t('columns.name'),
        meta: { label: t('columns.name'), cardTitle: true },
        enableSorting: true,
        sortDescFirst: false,
        cell: ({ row }) => <ItemName item={row.original} />,
      }),
      column.accessor('sku', {
        id: 'sku',
        header: t('columns.sku'),
        meta: { label: t('columns.sku') },
        enableSorting: true,
        sortDescFirst: false,
        cell: ({ row }) => row.original.sku ?? <span className={styles.muted}>—</span>,
      }),
      column.accessor('categoryId', {
        id: 'category',
        header: t('columns.category'),
        meta: { label: t('columns.category') },
        enableSorting: false,
        cell: ({ row }) =>
          row.original.categoryId ? categoryPath(categories, row.original.categoryId, language) : <span className={styles.muted}>{t('noCategory')}</span>,
      }),
      column.accessor('kind', {
        id: 'kind',
        header: t('columns.kind'),
        meta: { label: t('columns.kind') },
        enableSorting: false,
        cell: ({ row }) => t(`kinds.${row.original.kind}`),
      }),
      column.accessor('unit', {
        id: 'unit',
        header: t('columns.unit'),
        meta: { label: t('columns.unit') },
        enableSorting: false,
        cell: ({ row }) => row.original.unit ?? <span className={styles.muted}>—</span>,
      }),
      column.accessor('priceCents', {
        id: 'price',
        header: t('columns.price'),
        meta: { label: t('columns.price'), numeric: true },
        enableSorting: true,
        sortDescFirst: false,
        cell: ({ row }) => <Money cents={row.original.priceCents} />,
      }),
      column.accessor('memberPriceCents', {
        id: 'memberPrice',
        header: t('columns.memberPrice'),
        meta: { label: t('columns.memberPrice'), numeric: true },
        enableSorting: false,
        cell: ({ row }) => <Money cents={row.original.memberPriceCents} missing="none" />,
      }),
      column.accessor('active', {
        id: 'active',
        header: t('columns.status'),
        meta: { label: t('columns.status') },
        enableSorting: false,
        cell: ({ row }) => <Badge tone={row.original.active ? 'success' : 'neutral'}>{t(row.original.active ? 'status.active' : 'status.archived')}</Badge>,
      }),
    ];
    if (actions) {
      columns.push(
        column.display({
          id: 'actions',
          header: t('columns.actions'),
          meta: { label: t('columns.actions') },
          cell: ({ row }) => actions(row.original),
        }),
      );
    }
    return columns;
  }, [t, language, categories, actions]);
}

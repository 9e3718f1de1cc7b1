import { useEffect, useState } from 'react';
import { PRICEBOOK_ITEM_KINDS, PRICEBOOK_ITEM_SORTS, type PricebookItemKind, type PricebookItemListQuery, type PricebookItemSort } from '@irrigo/contracts';

export const ALL = 'all';

export const STATUS_FILTERS = [ALL, 'active', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const KIND_FILTERS = [ALL, ...PRICEBOOK_ITEM_KINDS] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** What the item filters hold: the search as typed, and each list's choice ('all' for none). */
export interface ItemFilterState {
  q: string;
  categoryId: string;
  kind: KindFilter;
  status: StatusFilter;
}

export const NO_FILTERS: ItemFilterState = { q: '', categoryId: ALL, kind: ALL, status: ALL };

export const isKindFilter = (value: string): value is KindFilter => (KIND_FILTERS as readonly string[]).includes(value);
export const isStatusFilter = (value: string): value is StatusFilter => (STATUS_FILTERS as readonly string[]).includes(value);

/** The filters as the list's query (without the page). */
export function filterQuery(filters: ItemFilterState): Omit<PricebookItemListQuery, 'page' | 'pageSize'> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.categoryId !== ALL ? { categoryId: filters.categoryId } : {}),
    ...(filters.kind !== ALL ? { kind: filters.kind as PricebookItemKind } : {}),
    ...(filters.status !== ALL ? { active: filters.status === 'active' } : {}),
  };
}

/** A value that follows `value` once it has stopped changing for `delay` ms: a search asks once the typing pauses. */
export function useSettled<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The table's sort (a column id, its direction) as the list's `sort` and `order`; name ascending by default. */
export function sortQuery(sorting: readonly { id: string; desc: boolean }[]): Pick<PricebookItemListQuery, 'sort' | 'order'> {
  const first = sorting[0];
  const sort = first && (PRICEBOOK_ITEM_SORTS as readonly string[]).includes(first.id) ? (first.id as PricebookItemSort) : undefined;
  return sort ? { sort, order: first?.desc ? 'desc' : 'asc' } : {};
}

// The pricebook search that the pricebook screen and the inspection's "Add from pricebook" share.
import type { PricebookCategory, PricebookItem } from '@irrigo/contracts';
import { foldForSearch, matchesSearch } from '../search/fold-for-search';

export interface SearchableItem {
  item: PricebookItem;
  text: string;
}

/** Both languages' names and the SKU, folded once per catalogue version. */
export function searchableItems(items: readonly PricebookItem[]): SearchableItem[] {
  return items.map((item) => ({ item, text: foldForSearch([item.nameEn, item.nameEs, item.sku].filter(Boolean).join(' ')) }));
}

/** A category and every category under it, for "items of this category". */
export function categoryWithDescendants(categories: readonly PricebookCategory[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  // The catalogue lists parents before children (tree order), so one pass collects the whole branch.
  for (const category of categories) if (category.parentId && ids.has(category.parentId)) ids.add(category.id);
  return ids;
}

export function searchItems(items: readonly SearchableItem[], query: string, categoryIds: Set<string> | null): PricebookItem[] {
  return items
    .filter(({ item, text }) => (categoryIds === null || (item.categoryId !== null && categoryIds.has(item.categoryId))) && matchesSearch(text, query))
    .map(({ item }) => item);
}

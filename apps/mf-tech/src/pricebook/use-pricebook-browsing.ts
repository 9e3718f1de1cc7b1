// Browsing the device's pricebook, as the pricebook screen and the inspection's "Add from pricebook" both do:
// a search typed without waiting for the list, a category (with the categories under it), and all / favourites /
// recently used items.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Language, PricebookCatalogue, PricebookItem } from '@irrigo/contracts';
import { categoryName } from './pricebook-item-rules';
import { categoryWithDescendants, searchableItems, searchItems } from './pricebook-search';

export type PricebookFilter = 'all' | 'favourites' | 'recent';
export const PRICEBOOK_FILTERS: readonly PricebookFilter[] = ['all', 'favourites', 'recent'];

/** Rows drawn at once: a phone scrolls a few hundred rows smoothly, not five thousand; typing narrows the rest. */
export const PRICEBOOK_ROWS_SHOWN = 100;

/** The technician's picks as the device keeps them: favourite ids, and recently used ids, newest first. */
export interface PricebookPicksOrder {
  favourites: readonly string[];
  recent: readonly string[];
}

export interface PricebookBrowsingOptions {
  /** "All" lists favourites first, then recently used (newest first), then the rest; otherwise catalogue order. */
  picksFirst?: boolean;
}

export interface PricebookBrowsing {
  query: string;
  setQuery: (query: string) => void;
  filter: PricebookFilter;
  setFilter: (filter: PricebookFilter) => void;
  categoryId: string;
  setCategoryId: (categoryId: string) => void;
  /** Each category's name in the language, by id. */
  categoryLabels: ReadonlyMap<string, string>;
  /** The category select's options, in tree order, indented by depth. */
  categoryOptions: readonly { id: string; label: string }[];
  /** Every item that matches. */
  found: readonly PricebookItem[];
  /** The first PRICEBOOK_ROWS_SHOWN of them. */
  shown: readonly PricebookItem[];
}

export function usePricebookBrowsing(
  catalogue: PricebookCatalogue,
  picks: PricebookPicksOrder,
  language: Language,
  { picksFirst = false }: PricebookBrowsingOptions = {},
): PricebookBrowsing {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<PricebookFilter>('all');
  const [categoryId, setCategoryId] = useState('');
  const deferredQuery = useDeferredValue(query);

  const index = useMemo(() => searchableItems(catalogue.items), [catalogue.items]);
  const categoryLabels = useMemo(
    () => new Map(catalogue.categories.map((category) => [category.id, categoryName(category, language)])),
    [catalogue.categories, language],
  );
  const categoryOptions = useMemo(
    () => catalogue.categories.map((category) => ({ id: category.id, label: `${'\u2003'.repeat(category.depth)}${categoryLabels.get(category.id) ?? ''}` })),
    [catalogue.categories, categoryLabels],
  );
  const categoryIds = useMemo(() => (categoryId ? categoryWithDescendants(catalogue.categories, categoryId) : null), [catalogue.categories, categoryId]);
  const { favourites, recent } = picks;
  const found = useMemo(
    () => filterByPicks(searchItems(index, deferredQuery, categoryIds), filter, { favourites, recent }, picksFirst),
    [index, deferredQuery, categoryIds, filter, favourites, recent, picksFirst],
  );
  const shown = useMemo(() => found.slice(0, PRICEBOOK_ROWS_SHOWN), [found]);
  return { query, setQuery, filter, setFilter, categoryId, setCategoryId, categoryLabels, categoryOptions, found, shown };
}

function filterByPicks(matches: PricebookItem[], filter: PricebookFilter, picks: PricebookPicksOrder, picksFirst: boolean): PricebookItem[] {
  const favourites = new Set(picks.favourites);
  const recent = new Map(picks.recent.map((id, position) => [id, position]));
  if (filter === 'favourites') return matches.filter((item) => favourites.has(item.id));
  if (filter === 'recent') return matches.filter((item) => recent.has(item.id)).sort((a, b) => (recent.get(a.id) ?? 0) - (recent.get(b.id) ?? 0));
  if (!picksFirst) return matches;
  // What a technician adds again and again comes first: favourites, then recently used (newest first), then the rest.
  const rank = (item: PricebookItem) => (favourites.has(item.id) ? 0 : recent.has(item.id) ? 1 + (recent.get(item.id) ?? 0) : Number.MAX_SAFE_INTEGER);
  return matches
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

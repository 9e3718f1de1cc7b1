import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePricebookItemBody, PricebookItem, PricebookItemListQuery, PricebookItemPage, UpdatePricebookItemBody } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { ifMatch, invalidatePricebook } from './pricebook-cache';

export const PRICEBOOK_ITEMS_URL = '/api/pricebook/items';

export const itemUrl = (id: string) => `${PRICEBOOK_ITEMS_URL}/${encodeURIComponent(id)}`;

/** The list's filters as a query string, leaving out what is not set (the service refuses empty values). */
export function itemQueryString(query: PricebookItemListQuery): string {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.kind) params.set('kind', query.kind);
  if (query.active !== undefined) params.set('active', String(query.active));
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/pricebook/items: one page of the search. The previous page stays on screen while the next one
 * loads, so the table does not jump to skeletons on every keystroke.
 */
export function usePricebookItems(query: PricebookItemListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [PRICEBOOK_ITEMS_URL, query],
    queryFn: ({ signal }) => apiJson<PricebookItemPage>('GET', `${PRICEBOOK_ITEMS_URL}${itemQueryString(query)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/pricebook/items/{id}: one item as it is now (its current version, after a 412). */
export const fetchPricebookItem = (id: string) => apiJson<PricebookItem>('GET', itemUrl(id));

/** POST /api/pricebook/items (admins and managers). */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePricebookItemBody) => apiJson<PricebookItem>('POST', PRICEBOOK_ITEMS_URL, body),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

/** PATCH /api/pricebook/items/{id} with the version the form was opened on (412 when someone saved first). */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: UpdatePricebookItemBody }) =>
      apiJson<PricebookItem>('PATCH', itemUrl(id), body, { headers: ifMatch(version) }),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

/** POST /api/pricebook/items/{id}/archive: never deleted (estimates point at it), PATCH {active: true} restores it. */
export function useArchiveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiJson<PricebookItem>('POST', `${itemUrl(id)}/archive`, undefined, { headers: ifMatch(version) }),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

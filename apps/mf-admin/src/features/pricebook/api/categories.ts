import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePricebookCategoryBody,
  PricebookCategoriesResponse,
  PricebookCategory,
  PricebookCategoryCountsResponse,
  UpdatePricebookCategoryBody,
} from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { ifMatch, invalidatePricebook } from './pricebook-cache';

export const PRICEBOOK_CATEGORIES_URL = '/api/pricebook/categories';

export const PRICEBOOK_CATEGORY_COUNTS_URL = `${PRICEBOOK_CATEGORIES_URL}/counts`;

export const categoryUrl = (id: string) => `${PRICEBOOK_CATEGORIES_URL}/${encodeURIComponent(id)}`;

/** GET /api/pricebook/categories: every category (active and archived) in tree order, parents first. */
export function usePricebookCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [PRICEBOOK_CATEGORIES_URL],
    queryFn: ({ signal }) => apiJson<PricebookCategoriesResponse>('GET', PRICEBOOK_CATEGORIES_URL, undefined, { signal }),
    select: (response) => response.categories,
    enabled,
  });
}

/** GET /api/pricebook/categories/counts?active=true: active items directly in each category (null: in none). */
export function useCategoryCounts() {
  const url = `${PRICEBOOK_CATEGORY_COUNTS_URL}?active=true`;
  return useQuery({
    queryKey: [PRICEBOOK_CATEGORY_COUNTS_URL],
    queryFn: ({ signal }) => apiJson<PricebookCategoryCountsResponse>('GET', url, undefined, { signal }),
    select: (response) => response.counts,
  });
}

/** POST /api/pricebook/categories (admins and managers). */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePricebookCategoryBody) => apiJson<PricebookCategory>('POST', PRICEBOOK_CATEGORIES_URL, body),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

/** PATCH /api/pricebook/categories/{id} with the version the form was opened on (412 when someone saved first). */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id: string; version: number; body: UpdatePricebookCategoryBody }) =>
      apiJson<PricebookCategory>('PATCH', categoryUrl(id), body, { headers: ifMatch(version) }),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

/** POST /api/pricebook/categories/{id}/archive: never deleted, PATCH {active: true} restores it. */
export function useArchiveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiJson<PricebookCategory>('POST', `${categoryUrl(id)}/archive`, undefined, { headers: ifMatch(version) }),
    onSuccess: () => invalidatePricebook(queryClient),
  });
}

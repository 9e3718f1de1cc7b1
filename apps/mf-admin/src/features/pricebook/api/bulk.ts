import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricebookBulkBody, PricebookBulkResult } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { invalidatePricebook } from './pricebook-cache';

export const PRICEBOOK_BULK_URL = '/api/pricebook/items/bulk';

/**
 * POST /api/pricebook/items/bulk: with `dryRun` every row's before and after, changing nothing; without,
 * the change applied to all rows or none (412 STALE_VERSION with the stale ids when one was edited meanwhile).
 */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricebookBulkBody) => apiJson<PricebookBulkResult>('POST', PRICEBOOK_BULK_URL, body),
    onSuccess: (result) => (result.dryRun ? undefined : invalidatePricebook(queryClient)),
  });
}

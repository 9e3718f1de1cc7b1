import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricebookSyncPreview, PricebookSyncReport, PricebookSyncRunsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { invalidatePricebook } from './pricebook-cache';

export const PRICEBOOK_SYNC_URL = '/api/pricebook/sync';
export const PRICEBOOK_SYNC_PREVIEW_URL = `${PRICEBOOK_SYNC_URL}/preview`;
export const PRICEBOOK_SYNC_RUNS_URL = `${PRICEBOOK_SYNC_URL}/runs`;

/** POST /api/pricebook/sync/preview: what a sync with Housecall Pro would change, changing nothing. */
export function useSyncPreview() {
  return useMutation({
    mutationFn: () => apiJson<PricebookSyncPreview>('POST', PRICEBOOK_SYNC_PREVIEW_URL),
  });
}

/** POST /api/pricebook/sync: runs it; the report answers, and every pricebook list and the runs are read again. */
export function useRunSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PricebookSyncReport>('POST', PRICEBOOK_SYNC_URL),
    onSettled: () => invalidatePricebook(queryClient),
  });
}

/** GET /api/pricebook/sync/runs: the latest runs' reports, newest first. */
export function useSyncRuns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [PRICEBOOK_SYNC_RUNS_URL],
    queryFn: ({ signal }) => apiJson<PricebookSyncRunsResponse>('GET', PRICEBOOK_SYNC_RUNS_URL, undefined, { signal }),
    select: (response) => response.runs,
    enabled,
  });
}

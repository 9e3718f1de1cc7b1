import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { HCP_STATUS_POLL_MS, type HcpStatusResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** GET /api/housecall-pro/status: whether the organization's field-service link (Housecall Pro) is up. */
export const HCP_STATUS_QUERY_KEY = ['/api/housecall-pro/status'] as const;

export function fetchHcpStatus({ signal }: { signal?: AbortSignal } = {}): Promise<HcpStatusResponse> {
  return apiJson<HcpStatusResponse>('GET', HCP_STATUS_QUERY_KEY[0], undefined, { signal });
}

/** Polled every 30 s (spec §7). */
export const hcpStatusQueryOptions = queryOptions({
  queryKey: HCP_STATUS_QUERY_KEY,
  queryFn: fetchHcpStatus,
  refetchInterval: HCP_STATUS_POLL_MS,
});

export function useHcpStatus(): UseQueryResult<HcpStatusResponse> {
  return useQuery(hcpStatusQueryOptions);
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AdminExistsResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const ADMIN_EXISTS_QUERY_KEY = ['/api/admin/exists'] as const;

export const getAdminExists = (): Promise<AdminExistsResponse> => apiJson<AdminExistsResponse>('GET', '/api/admin/exists');

/**
 * Spec §7: GET /api/admin/exists, no retry. Asked again each time a setup or login screen opens,
 * because the answer changes once (when the admin is created), possibly on another device.
 */
export function useAdminExists(): UseQueryResult<AdminExistsResponse> {
  return useQuery({
    queryKey: ADMIN_EXISTS_QUERY_KEY,
    queryFn: getAdminExists,
    retry: false,
    refetchOnMount: 'always',
  });
}

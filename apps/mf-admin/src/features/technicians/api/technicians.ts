import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TechnicianSyncResult, TechnicianSyncStatusResponse, TechniciansResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';
import { CANDIDATES_URL } from '../../../api/bulk-accounts';
import { TEAM_ACCOUNTS_URL } from '../../../api/team-accounts';

export const TECHNICIANS_URL = '/api/technicians';
export const TECHNICIAN_SYNC_URL = '/api/technicians/sync';

/** GET /api/technicians[?locationId=]: the synced roster (services/org), of one location or all the viewer reaches. */
export function useTechnicians(locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const url = locationId ? `${TECHNICIANS_URL}?locationId=${encodeURIComponent(locationId)}` : TECHNICIANS_URL;
  return useQuery({
    queryKey: [TECHNICIANS_URL, locationId],
    queryFn: ({ signal }) => apiJson<TechniciansResponse>('GET', url, undefined, { signal }),
    enabled,
  });
}

/** GET /api/technicians/sync: when the roster was last synced with Housecall Pro and how it went. */
export function useLastTechnicianSync() {
  return useQuery({
    queryKey: [TECHNICIAN_SYNC_URL],
    queryFn: ({ signal }) => apiJson<TechnicianSyncStatusResponse>('GET', TECHNICIAN_SYNC_URL, undefined, { signal }),
  });
}

/**
 * POST /api/technicians/sync (admins and managers). Whatever the outcome, the roster, its last run and the
 * account states (auth reads the roster for them) are read again.
 */
export function useSyncTechnicians() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TechnicianSyncResult>('POST', TECHNICIAN_SYNC_URL),
    onSettled: () =>
      Promise.all([TECHNICIANS_URL, TECHNICIAN_SYNC_URL, CANDIDATES_URL, TEAM_ACCOUNTS_URL].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

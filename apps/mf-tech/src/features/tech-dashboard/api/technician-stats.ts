import { useQuery } from '@tanstack/react-query';
import { TECHNICIAN_DATA_REFETCH_MS, TECHNICIAN_DATA_RETRIES, TECHNICIAN_DATA_STALE_MS, type TechnicianStats } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/**
 * GET /api/technician/stats/{technicianId}?timeZone=…: the technician's figures as the server counts them
 * (its inspections only; spec §3 "Technician stats"), "today" and "this month" in the given time zone.
 */
export type { TechnicianStats };

/** The device's time zone (IANA), so "today" on the server is the technician's today. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const technicianStatsUrl = (technicianId: string, timeZone: string): string =>
  `/api/technician/stats/${encodeURIComponent(technicianId)}?${new URLSearchParams({ timeZone }).toString()}`;

export const technicianStatsQueryKey = (technicianId: string | null, timeZone: string) => ['/api/technician/stats', technicianId, timeZone] as const;

export function fetchTechnicianStats(technicianId: string, timeZone: string, signal?: AbortSignal): Promise<TechnicianStats> {
  return apiJson<TechnicianStats>('GET', technicianStatsUrl(technicianId, timeZone), undefined, { signal });
}

/**
 * The signed-in technician's figures from the server; not asked for someone who is not on the roster (null).
 * Spec §7 and §9 "technician data": asked again every 60 s while shown, stale after 30 s, 2 retries.
 */
export function useTechnicianStats(technicianId: string | null) {
  const timeZone = deviceTimeZone();
  return useQuery({
    queryKey: technicianStatsQueryKey(technicianId, timeZone),
    queryFn: ({ signal }) => fetchTechnicianStats(technicianId as string, timeZone, signal),
    enabled: technicianId !== null,
    staleTime: TECHNICIAN_DATA_STALE_MS,
    refetchInterval: TECHNICIAN_DATA_REFETCH_MS,
    retry: TECHNICIAN_DATA_RETRIES,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { TechnicianStats } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/**
 * GET /api/technician/stats/{technicianId}?timeZone=…: the technician's figures as the server counts them
 * (its inspections only; spec §3 "Technician stats"), "today" and "this month" in the given time zone.
 */
export type { TechnicianStats };

/** Spec §9: stats are stale after 5 s. */
export const TECHNICIAN_STATS_STALE_MS = 5_000;

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

/** The signed-in technician's figures from the server; not asked for someone who is not on the roster (null). */
export function useTechnicianStats(technicianId: string | null) {
  const timeZone = deviceTimeZone();
  return useQuery({
    queryKey: technicianStatsQueryKey(technicianId, timeZone),
    queryFn: ({ signal }) => fetchTechnicianStats(technicianId as string, timeZone, signal),
    enabled: technicianId !== null,
    staleTime: TECHNICIAN_STATS_STALE_MS,
  });
}

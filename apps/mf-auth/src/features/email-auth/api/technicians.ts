import { useQuery } from '@tanstack/react-query';
import type { TechniciansResponse } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const TECHNICIANS_URL = '/api/technicians';
/** The same key and answer as the office's own roster queries, so the shell's one cache serves both. */
export const TECHNICIANS_QUERY_KEY = [TECHNICIANS_URL] as const;

/** GET /api/technicians (administrators, managers, supervisors): the roster synced from Housecall Pro. */
export const useTechnicians = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: TECHNICIANS_QUERY_KEY,
    queryFn: ({ signal }) => apiJson<TechniciansResponse>('GET', TECHNICIANS_URL, undefined, { signal }),
    enabled,
  });

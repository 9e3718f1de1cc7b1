import { useInfiniteQuery } from '@tanstack/react-query';
import { TECHNICIAN_INSPECTION_LIST_URL, type InspectionListPage } from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

/** Rows per "Load more": a phone screen and a half, light on a weak signal. */
export const TECH_INSPECTIONS_PAGE_SIZE = 20;

/** Spec §9: a list of recent inspections is stale after 1 s (the tab is asked again whenever it opens). */
export const TECH_INSPECTIONS_STALE_MS = 1_000;

/** The status chips: all, or one of the two statuses a technician's device writes. */
export const STATUS_FILTERS = ['all', 'draft', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface TechInspectionsFilters {
  /** Trimmed search text; '' for none. */
  q: string;
  status: StatusFilter;
}

export const NO_FILTERS: TechInspectionsFilters = { q: '', status: 'all' };
export const isUnfiltered = (filters: TechInspectionsFilters): boolean => filters.q === '' && filters.status === 'all';

/** Every query of this list (invalidated together when one of the device's inspections reaches the server). */
export const techInspectionsQueryKey = [TECHNICIAN_INSPECTION_LIST_URL, 'list'] as const;

/** GET /api/technician/inspections?…: only the parameters that are set, in one order (one cache entry per list). */
export function techInspectionsUrl(filters: TechInspectionsFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (page > 1) params.set('page', String(page));
  params.set('pageSize', String(TECH_INSPECTIONS_PAGE_SIZE));
  return `${TECHNICIAN_INSPECTION_LIST_URL}?${params.toString()}`;
}

export function fetchTechInspectionsPage(filters: TechInspectionsFilters, page: number, signal?: AbortSignal): Promise<InspectionListPage> {
  return apiJson<InspectionListPage>('GET', techInspectionsUrl(filters, page), undefined, { signal });
}

/** The next page's number, or undefined when every matching inspection is loaded. */
export const nextPageOf = (last: InspectionListPage): number | undefined => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

interface TechInspectionsQueryOptions {
  enabled: boolean;
  /** Called with each first page of the unfiltered list, to keep it on the device for offline use. */
  onFirstPage?: (page: InspectionListPage) => void;
}

/**
 * The server's side of the Inspections tab: the caller's own inspections, newest first, one page at a time
 * ("Load more"). Asked again when the tab opens and when the connection comes back.
 */
export function useTechInspectionsQuery(filters: TechInspectionsFilters, { enabled, onFirstPage }: TechInspectionsQueryOptions) {
  return useInfiniteQuery({
    queryKey: [...techInspectionsQueryKey, filters.q, filters.status],
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchTechInspectionsPage(filters, pageParam, signal);
      if (pageParam === 1 && isUnfiltered(filters)) onFirstPage?.(page);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
    staleTime: TECH_INSPECTIONS_STALE_MS,
    refetchOnMount: 'always',
    refetchOnReconnect: true,
  });
}

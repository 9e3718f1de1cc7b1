import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InspectionCsvLanguage, InspectionListFilters, InspectionListPage, InspectionListQuery } from '@irrigo/contracts';
import { apiJson, apiRequest } from '@irrigo/api-client';
import { ADMIN_INSPECTIONS_URL } from '../../../api/delete-inspection';

export const INSPECTIONS_CSV_URL = `${ADMIN_INSPECTIONS_URL}.csv`;

/** The IANA time zone of this browser: the days of a date range are the days the office sees on its clock. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The filters as search parameters, only those that are set and in one order, so equal lists share one cache entry. */
function filterParams(filters: InspectionListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keys = ['q', 'status', 'technicianId', 'locationId', 'from', 'to', 'timeZone', 'sort', 'direction'] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** GET /api/admin/inspections?…: one page of the inspections the filters select. */
export function inspectionListUrl(query: InspectionListQuery): string {
  const params = filterParams(query);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return search ? `${ADMIN_INSPECTIONS_URL}?${search}` : ADMIN_INSPECTIONS_URL;
}

/** GET /api/admin/inspections.csv?…&lang=: every inspection the same filters select, headed in the interface's language. */
export function inspectionCsvUrl(filters: InspectionListFilters, lang: InspectionCsvLanguage): string {
  const params = filterParams(filters);
  params.set('lang', lang);
  return `${INSPECTIONS_CSV_URL}?${params.toString()}`;
}

/**
 * A page of the office's inspections (services/inspections searches, filters, sorts and counts them). The
 * page on screen stays while the next one loads, so paging and typing do not blank the table.
 */
export function useInspectionList(query: InspectionListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const url = inspectionListUrl(query);
  return useQuery({
    queryKey: [ADMIN_INSPECTIONS_URL, 'list', url],
    queryFn: ({ signal }) => apiJson<InspectionListPage>('GET', url, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The CSV export as a file to save; rejects with the API's error (translated by the screen) when it fails. */
export async function fetchInspectionsCsv(filters: InspectionListFilters, lang: InspectionCsvLanguage): Promise<Blob> {
  const response = await apiRequest('GET', inspectionCsvUrl(filters, lang));
  // The bytes as sent, not decoded into text: the byte order mark that tells Excel the file is UTF-8 stays in.
  return response.blob();
}

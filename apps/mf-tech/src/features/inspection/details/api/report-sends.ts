import { useQuery } from '@tanstack/react-query';
import { apiJson, isApiError } from '@irrigo/api-client';
import type { ReportSendsResponse } from '@irrigo/contracts';

export const reportSendsQueryKey = (inspectionId: string) => ['inspection', inspectionId, 'report-sends'] as const;

/** GET /api/inspections/{id}/report/sends: every e-mail of the report, newest first (only for a copy the server has). */
export function useReportSends(inspectionId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportSendsQueryKey(inspectionId),
    queryFn: ({ signal }) => apiJson<ReportSendsResponse>('GET', `/api/inspections/${encodeURIComponent(inspectionId)}/report/sends`, undefined, { signal }),
    enabled,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

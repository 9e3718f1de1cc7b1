import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureReasonOf } from '@irrigo/api-client';
import { DASHBOARD_STATS_URL } from './dashboard-stats';
import { RECENT_INSPECTIONS_URL } from './recent-inspections';

export const ADMIN_INSPECTIONS_URL = '/api/admin/inspections';

export const adminInspectionUrl = (id: string): string => `${ADMIN_INSPECTIONS_URL}/${encodeURIComponent(id)}`;

/**
 * DELETE /api/admin/inspections/{id} (admins): 204 once the inspection has left every list and count. Then
 * the recent list and the figures are read again (spec §4); so they are after a 404, since the inspection is
 * gone either way.
 */
export function useDeleteInspection() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: [RECENT_INSPECTIONS_URL] }), queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_URL] })]);
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', adminInspectionUrl(id));
    },
    onSuccess: () => {
      void refresh();
    },
    onError: (error) => {
      if (failureReasonOf(error) === 'NOT_FOUND') void refresh();
    },
  });
}

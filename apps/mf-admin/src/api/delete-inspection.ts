import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, failureReasonOf } from '@irrigo/api-client';

/** The office's inspections: the list (GET), its CSV export (GET .csv) and one inspection's deletion (DELETE /{id}). */
export const ADMIN_INSPECTIONS_URL = '/api/admin/inspections';

export const adminInspectionUrl = (id: string): string => `${ADMIN_INSPECTIONS_URL}/${encodeURIComponent(id)}`;

/**
 * DELETE /api/admin/inspections/{id} (admins): 204 once the inspection has left every list and count. Then
 * the office's inspection list and the screen's own queries (`refresh`: the dashboard's recent list and
 * figures) are read again (spec §4); so they are after a 404, since the inspection is gone either way.
 */
export function useDeleteInspection(refresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  const readAgain = () => Promise.all([[ADMIN_INSPECTIONS_URL], ...refresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', adminInspectionUrl(id));
    },
    onSuccess: () => {
      void readAgain();
    },
    onError: (error) => {
      if (failureReasonOf(error) === 'NOT_FOUND') void readAgain();
    },
  });
}

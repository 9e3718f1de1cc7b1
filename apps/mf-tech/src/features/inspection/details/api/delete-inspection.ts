import { useMutation } from '@tanstack/react-query';
import { apiRequest, failureReasonOf } from '@irrigo/api-client';

/** DELETE /api/admin/inspections/{id} (admins only; a soft delete with its audit entry on the server). */
export function useDeleteInspection() {
  return useMutation({
    mutationFn: async (inspectionId: string) => {
      await apiRequest('DELETE', `/api/admin/inspections/${encodeURIComponent(inspectionId)}`);
    },
  });
}

/** The spec's failure toasts (§8) for a deletion, as the office dashboard words them: 403, 404, no connection, else. */
export function deletionFailureKey(error: unknown): string {
  switch (failureReasonOf(error)) {
    case 'FORBIDDEN':
      return 'details.delete.failed.forbidden';
    case 'NOT_FOUND':
      return 'details.delete.failed.notFound';
    case 'NETWORK':
    case 'TIMEOUT':
      return 'details.delete.failed.network';
    default:
      return 'details.delete.failed.other';
  }
}

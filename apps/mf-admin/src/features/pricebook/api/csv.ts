import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricebookCsvImportBody, PricebookCsvImportResult, PricebookItemListQuery } from '@irrigo/contracts';
import { apiJson, apiRequest } from '@irrigo/api-client';
import { itemQueryString } from './items';
import { invalidatePricebook } from './pricebook-cache';

export const PRICEBOOK_EXPORT_URL = '/api/pricebook/items/export.csv';
export const PRICEBOOK_IMPORT_URL = '/api/pricebook/items/import';

/** GET /api/pricebook/items/export.csv with the list's filters (every page), as a file to save. */
export async function fetchPricebookCsv(filters: Omit<PricebookItemListQuery, 'page' | 'pageSize'>): Promise<Blob> {
  const response = await apiRequest('GET', `${PRICEBOOK_EXPORT_URL}${itemQueryString(filters)}`);
  return new Blob([await response.text()], { type: 'text/csv;charset=utf-8' });
}

/** POST /api/pricebook/items/import: the dry run's diff, or the import applied (400 when the file has errors). */
export function useCsvImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricebookCsvImportBody) => apiJson<PricebookCsvImportResult>('POST', PRICEBOOK_IMPORT_URL, body),
    onSuccess: (result) => (result.applied ? invalidatePricebook(queryClient) : undefined),
  });
}

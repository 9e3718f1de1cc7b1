import type { QueryClient } from '@tanstack/react-query';

/** Every query of the pricebook's answers starts with this path: one invalidation refreshes them all. */
export const PRICEBOOK_API = '/api/pricebook';

/** The version an edit was made on, as the services read it (`If-Match: "3"`). */
export const ifMatch = (version: number): Record<string, string> => ({ 'If-Match': `"${version}"` });

/**
 * After any write, every pricebook list is read again: a category's change shows in the item table's
 * filter, an item's in the browse counts, a sync in all of them.
 */
export function invalidatePricebook(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(PRICEBOOK_API) });
}

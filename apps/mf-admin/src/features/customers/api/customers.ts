import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDetail,
  CustomerListQuery,
  CustomerListResponse,
  CustomerSyncResult,
  CustomerSyncStatusResponse,
  TechniciansResponse,
  UpdateCustomerRequest,
} from '@irrigo/contracts';
import { apiJson } from '@irrigo/api-client';

export const CUSTOMERS_URL = '/api/customers';
export const CUSTOMER_SYNC_URL = '/api/customers/sync';
export const TECHNICIANS_URL = '/api/technicians';

export const customerUrl = (id: string): string => `${CUSTOMERS_URL}/${encodeURIComponent(id)}`;

/** GET /api/customers with only the filters that are set, so equal searches share one cache entry and URL. */
export function customersListUrl(query: CustomerListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.technicianId) params.set('technicianId', query.technicianId);
  if (query.locationId) params.set('locationId', query.locationId);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return search ? `${CUSTOMERS_URL}?${search}` : CUSTOMERS_URL;
}

/**
 * One page of customers (services/org searches, ignoring case and accents, and pages). The previous page
 * stays on screen while the next one loads, so typing in the search box does not blank the table.
 */
export function useCustomers(query: CustomerListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const url = customersListUrl(query);
  return useQuery({
    queryKey: [CUSTOMERS_URL, 'list', url],
    queryFn: ({ signal }) => apiJson<CustomerListResponse>('GET', url, undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const customerQueryKey = (id: string) => [CUSTOMERS_URL, 'detail', id] as const;

/** GET /api/customers/{id}: the customer with every site, HCP jobs and the version an edit must send back. */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: customerQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiJson<CustomerDetail>('GET', customerUrl(id ?? ''), undefined, { signal }),
    enabled: id !== null,
  });
}

/**
 * PATCH /api/customers/{id} with `If-Match: "<version>"`: the version the office read. Someone else's change
 * since then answers 412 STALE_VERSION and nothing is written; the screen keeps what was typed.
 */
export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: UpdateCustomerRequest }) =>
      apiJson<CustomerDetail>('PATCH', customerUrl(id), changes, { headers: { 'If-Match': `"${version}"` } }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryKey(id), customer);
      // The list shows language and Do Not Service too.
      void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_URL, 'list'] });
    },
  });
}

/** GET /api/customers/sync: when customers were last synced with Housecall Pro and how it went (under the list's key, so a sync refreshes it). */
export function useLastCustomerSync() {
  return useQuery({
    queryKey: [CUSTOMERS_URL, 'sync'],
    queryFn: ({ signal }) => apiJson<CustomerSyncStatusResponse>('GET', CUSTOMER_SYNC_URL, undefined, { signal }),
  });
}

/** POST /api/customers/sync (admins and managers): the list, the last run and any open customer are read again afterwards. */
export function useSyncCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CustomerSyncResult>('POST', CUSTOMER_SYNC_URL),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CUSTOMERS_URL] }),
  });
}

/** GET /api/technicians[?locationId=]: the roster, for the technician filter (same cache entry as the roster screen's). */
export function useTechnicianChoices(locationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  const url = locationId ? `${TECHNICIANS_URL}?locationId=${encodeURIComponent(locationId)}` : TECHNICIANS_URL;
  return useQuery({
    queryKey: [TECHNICIANS_URL, locationId],
    queryFn: ({ signal }) => apiJson<TechniciansResponse>('GET', url, undefined, { signal }),
    enabled,
  });
}

import { apiJson } from '@irrigo/api-client';
import { CUSTOMER_PAGE_SIZE_MAX, type CustomerListResponse } from '@irrigo/contracts';
import { withDeviceDatabase } from '../device-database';
import { deviceStoreProblemOf } from '../device-store-problem';
import { useDeviceOwner } from '../device-owner';
import { readMyCustomers, saveMyCustomers, type MyCustomer, type MyCustomersCopy } from './my-customers';
import { useReferenceData, type ReferenceDataState, type RefreshResult } from './use-reference-data';

/**
 * Customers a device keeps: far above a technician's own (their jobs over about 21 months), low enough that
 * an admin opening the field screens does not copy a whole organization onto a phone.
 */
export const MY_CUSTOMERS_DEVICE_LIMIT = 1_000;
/**
 * Every customer GET /api/customers gives this person (a technician: the customers of their jobs), with all
 * their sites: `include=sites` brings them with each page, so a device asks once per page, not once per customer.
 */
export async function fetchMyCustomers(signal: AbortSignal): Promise<Omit<MyCustomersCopy, 'fetchedAt'>> {
  const customers: MyCustomer[] = [];
  let total = 0;
  for (let page = 1; customers.length < MY_CUSTOMERS_DEVICE_LIMIT; page += 1) {
    const answer = await apiJson<CustomerListResponse>('GET', `/api/customers?page=${page}&pageSize=${CUSTOMER_PAGE_SIZE_MAX}&include=sites`, undefined, {
      signal,
    });
    customers.push(...answer.items.map((customer) => ({ ...customer, sites: customer.sites ?? [] })));
    total = answer.total;
    if (answer.items.length === 0 || customers.length >= total) break;
  }
  const kept = customers.slice(0, MY_CUSTOMERS_DEVICE_LIMIT);
  return { customers: kept, complete: kept.length >= total };
}

async function refreshMyCustomers(ownerId: string, _previous: MyCustomersCopy | undefined, signal: AbortSignal): Promise<RefreshResult<MyCustomersCopy>> {
  const copy: MyCustomersCopy = { ...(await fetchMyCustomers(signal)), fetchedAt: new Date().toISOString() };
  try {
    await withDeviceDatabase((db) => saveMyCustomers(db, ownerId, copy));
    return { copy, storeProblem: null };
  } catch (error) {
    return { copy, storeProblem: deviceStoreProblemOf(error) };
  }
}

/** The signed-in person's customers: the device's copy at once, then the server's (see useReferenceData). */
export function useMyCustomers(): ReferenceDataState<MyCustomersCopy> {
  return useReferenceData({
    dataset: 'myCustomers',
    ownerId: useDeviceOwner(),
    readDevice: readMyCustomers,
    refresh: refreshMyCustomers,
    fetchedAtOf: (copy) => copy.fetchedAt,
  });
}

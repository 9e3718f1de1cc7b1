import { apiJson } from '@irrigo/api-client';
import { CUSTOMER_PAGE_SIZE_MAX, type CustomerDetail, type CustomerListItem, type CustomerListResponse, type Site } from '@irrigo/contracts';
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
/** Customer details asked at once for the sites of customers with several: a phone's latency, not its bandwidth, is the cost. */
const DETAIL_CONCURRENCY = 4;

async function sitesOf(customer: CustomerListItem, signal: AbortSignal): Promise<Site[]> {
  if (customer.siteCount <= 1) return customer.primarySite ? [customer.primarySite] : [];
  const detail = await apiJson<CustomerDetail>('GET', `/api/customers/${encodeURIComponent(customer.id)}`, undefined, { signal });
  return detail.sites;
}

/** Every customer GET /api/customers gives this person (a technician: the customers of their jobs), with all their sites. */
export async function fetchMyCustomers(signal: AbortSignal): Promise<Omit<MyCustomersCopy, 'fetchedAt'>> {
  const listed: CustomerListItem[] = [];
  let total = 0;
  for (let page = 1; listed.length < MY_CUSTOMERS_DEVICE_LIMIT; page += 1) {
    const answer = await apiJson<CustomerListResponse>('GET', `/api/customers?page=${page}&pageSize=${CUSTOMER_PAGE_SIZE_MAX}`, undefined, { signal });
    listed.push(...answer.items);
    total = answer.total;
    if (answer.items.length === 0 || listed.length >= total) break;
  }
  const kept = listed.slice(0, MY_CUSTOMERS_DEVICE_LIMIT);
  const customers: MyCustomer[] = new Array<MyCustomer>(kept.length);
  let next = 0;
  const worker = async () => {
    while (next < kept.length) {
      const index = next;
      next += 1;
      const customer = kept[index] as CustomerListItem;
      customers[index] = { ...customer, sites: await sitesOf(customer, signal) };
    }
  };
  await Promise.all(Array.from({ length: DETAIL_CONCURRENCY }, worker));
  return { customers, complete: kept.length >= total };
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

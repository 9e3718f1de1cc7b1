import { CUSTOMER_PAGE_SIZE_MAX } from '@irrigo/contracts';
import { customerItem, installFieldApi, site, technician, type FieldApi } from '../../test-support/field-api';
import { fetchMyCustomers } from './use-my-customers';

describe('fetchMyCustomers', () => {
  it('asks for every site with each page, once per page and never once per customer', async () => {
    const customers = Array.from({ length: CUSTOMER_PAGE_SIZE_MAX + 5 }, (_, index) =>
      customerItem(`c-${index}`, `Customer ${index}`, { primarySite: site(`s-${index}-a`), siteCount: index % 2 === 0 ? 2 : 1 }),
    );
    const api: FieldApi = {
      user: technician(),
      customers,
      sitesById: Object.fromEntries(customers.filter((_, index) => index % 2 === 0).map((c, i) => [c.id, [site(`s-${i * 2}-a`), site(`s-${i * 2}-b`)]])),
      catalogue: { version: 'v1', categories: [], items: [] },
      offline: false,
      calls: [],
    };
    installFieldApi(api);

    const copy = await fetchMyCustomers(new AbortController().signal);

    expect(api.calls.map((call) => call.url)).toEqual([
      `/api/customers?page=1&pageSize=${CUSTOMER_PAGE_SIZE_MAX}&include=sites`,
      `/api/customers?page=2&pageSize=${CUSTOMER_PAGE_SIZE_MAX}&include=sites`,
    ]);
    expect(copy.complete).toBe(true);
    expect(copy.customers).toHaveLength(CUSTOMER_PAGE_SIZE_MAX + 5);
    expect(copy.customers[0]?.sites.map((s) => s.id)).toEqual(['s-0-a', 's-0-b']);
    expect(copy.customers[1]?.sites.map((s) => s.id)).toEqual(['s-1-a']);
  });
});

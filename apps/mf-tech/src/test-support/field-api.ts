import type { AuthUser, CustomerListItem, PricebookCatalogue, PricebookCategory, PricebookItem, Site } from '@irrigo/contracts';
import { HEALTH_URL } from '@irrigo/session';
import { answer } from '@irrigo/test-web';

/** A fake of the API the field screens call, answering by path and reading request headers (If-None-Match). */
export interface FieldApi {
  user: AuthUser | null;
  customers: CustomerListItem[];
  sitesById: Record<string, Site[]>;
  catalogue: PricebookCatalogue;
  /** No network at all: every request fails like fetch does in airplane mode. */
  offline: boolean;
  calls: { url: string; ifNoneMatch: string | null; status: number }[];
}

export function technician(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'acct-7',
    email: 'luis@riegos.co',
    name: 'Luis Ortega',
    role: 'technician',
    locationId: 'loc-1',
    organizationId: 'org-1',
    technicianId: 'tech-7',
    mustChangePassword: false,
    ...overrides,
  };
}

export function site(id: string, overrides: Partial<Site> = {}): Site {
  return {
    id,
    hcpAddressId: `adr_${id}`,
    street: '123 Main St',
    streetLine2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    accessNotes: { gateCode: null, dog: false, notes: null },
    ...overrides,
  };
}

export function customerItem(id: string, displayName: string, overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id,
    hcpCustomerId: `cus_${id}`,
    firstName: displayName.split(' ')[0] ?? displayName,
    lastName: displayName.split(' ').slice(1).join(' ') || null,
    company: null,
    displayName,
    email: null,
    mobileNumber: null,
    homeNumber: null,
    workNumber: null,
    locationId: 'loc-1',
    preferredLanguage: 'en',
    doNotService: { active: false, reason: null },
    primarySite: null,
    siteCount: 0,
    technicianNames: ['Luis Ortega'],
    ...overrides,
  };
}

function sitesOf(api: FieldApi, customer: CustomerListItem): Site[] {
  return api.sitesById[customer.id] ?? (customer.primarySite ? [customer.primarySite] : []);
}

export function pricebookCategory(id: string, nameEn: string, nameEs: string | null, parentId: string | null = null, depth = 0): PricebookCategory {
  return { id, parentId, nameEn, nameEs, sortOrder: 0, active: true, hcpUuid: null, depth, version: 1, updatedAt: '2026-11-01T00:00:00.000Z' };
}

/** A priced material in 'cat-heads' at $12.50 each, unless overridden. */
export function pricebookItem(id: string, nameEn: string, overrides: Partial<PricebookItem> = {}): PricebookItem {
  return {
    id,
    categoryId: 'cat-heads',
    kind: 'material',
    sku: null,
    nameEn,
    nameEs: null,
    descriptionEn: null,
    descriptionEs: null,
    unit: 'each',
    costCents: 100,
    priceCents: 1250,
    memberPriceCents: null,
    taxable: true,
    tracksInventory: false,
    imageUrl: null,
    active: true,
    hcpUuid: null,
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function installFieldApi(api: FieldApi): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const record = (status: number) => api.calls.push({ url: `${url.pathname}${url.search}`, ifNoneMatch: headers.get('If-None-Match'), status });
    if (api.offline) throw new TypeError('Failed to fetch');
    if (url.pathname === HEALTH_URL) return answer(200, { status: 'ok', services: {} });
    if (url.pathname === '/api/auth/user')
      return api.user ? answer(200, api.user) : answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' });
    if (url.pathname === '/api/customers') {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      record(200);
      const items = api.customers.slice((page - 1) * pageSize, page * pageSize);
      // include=sites: every site, as GET /api/customers/{id} gives them (a customer with one keeps its primary site).
      const withSites = url.searchParams.get('include') === 'sites';
      return answer(200, {
        items: withSites ? items.map((customer) => ({ ...customer, sites: sitesOf(api, customer) })) : items,
        total: api.customers.length,
        page,
        pageSize,
      });
    }
    const detail = /^\/api\/customers\/(.+)$/.exec(url.pathname);
    if (detail) {
      const found = api.customers.find((customer) => customer.id === decodeURIComponent(detail[1] as string));
      record(found ? 200 : 404);
      return found ? answer(200, { ...found, sites: sitesOf(api, found) }) : answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
    if (url.pathname === '/api/pricebook/catalogue') {
      const current = headers.get('If-None-Match') === `"${api.catalogue.version}"`;
      record(current ? 304 : 200);
      return current ? answer(304) : answer(200, api.catalogue);
    }
    throw new Error(`Unexpected request in test: ${url.pathname}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

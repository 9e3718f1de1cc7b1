import {
  canonicalJson,
  IDEMPOTENCY_KEY_HEADER,
  type AuthUser,
  type CustomerListItem,
  type InspectionRecord,
  type PricebookCatalogue,
  type PricebookCategory,
  type PricebookItem,
  type ReportSend,
  type SendReportRequest,
  type Site,
} from '@irrigo/contracts';
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
  /** services/inspections for the inspection's details page (optional: only the screens that show one use it). */
  inspections?: InspectionsApi;
}

/** A refusal or a lost connection given instead of the normal answer. */
export type FakeFailure = { status: number; code: string } | 'network';

/**
 * services/inspections as the details page calls it: GET /api/inspections/{id}, the report's PDF, its sends
 * (POST …/report/send with an Idempotency-Key, as libs/contracts/src/report-sends.ts describes it, and GET
 * …/report/sends) and the admin's DELETE /api/admin/inspections/{id}.
 */
export interface InspectionsApi {
  records: Record<string, InspectionRecord>;
  /** Report sends by Idempotency-Key, with the body each key was first used with. */
  sendsByKey: Map<string, { body: string; send: ReportSend }>;
  /** One entry per e-mail actually made (a new key). */
  mails: { inspectionId: string; to: string; lang: string }[];
  /** Every POST …/report/send, with its key and body. */
  sendRequests: { inspectionId: string; key: string | null; body: SendReportRequest }[];
  /** Given, in order, to the next POST …/report/send instead of its normal answer. */
  sendFailures: FakeFailure[];
  pdfRequests: string[];
  deleted: string[];
  /** Given to the next DELETE instead of 204. */
  deleteFailure: FakeFailure | null;
}

export function inspectionsApi(records: InspectionRecord[] = []): InspectionsApi {
  return {
    records: Object.fromEntries(records.map((record) => [record.id, record])),
    sendsByKey: new Map(),
    mails: [],
    sendRequests: [],
    sendFailures: [],
    pdfRequests: [],
    deleted: [],
    deleteFailure: null,
  };
}

const notFound = () => answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });

function failWith(failure: FakeFailure): Response {
  if (failure === 'network') throw new TypeError('Failed to fetch');
  return answer(failure.status, { statusCode: failure.status, code: failure.code, message: failure.code });
}

/** The answer of the fake services/inspections, or null for a path it does not serve. */
function answerInspections(fake: InspectionsApi, url: URL, init: RequestInit | undefined, headers: Headers): Response | null {
  const method = init?.method ?? 'GET';
  const deletion = /^\/api\/admin\/inspections\/([^/]+)$/.exec(url.pathname);
  if (deletion && method === 'DELETE') {
    const id = decodeURIComponent(deletion[1] as string);
    const failure = fake.deleteFailure;
    fake.deleteFailure = null;
    if (failure) return failWith(failure);
    if (!fake.records[id]) return notFound();
    delete fake.records[id];
    fake.deleted.push(id);
    return answer(204);
  }
  const match = /^\/api\/inspections\/([^/]+)(\/report\.pdf|\/report\/send|\/report\/sends)?$/.exec(url.pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1] as string);
  const record = fake.records[id];
  if (!record) return notFound();
  const sendsOf = () => [...fake.sendsByKey.values()].map((entry) => entry.send).filter((send) => send.inspectionId === id);
  switch (match[2]) {
    case undefined:
      return answer(200, record);
    case '/report.pdf':
      fake.pdfRequests.push(`${url.pathname}${url.search}`);
      return Object.assign(answer(200, '%PDF-1.7'), { blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
    case '/report/sends':
      return answer(200, { sends: sendsOf().reverse() });
    default: {
      const key = headers.get(IDEMPOTENCY_KEY_HEADER);
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SendReportRequest;
      fake.sendRequests.push({ inspectionId: id, key, body });
      const failure = fake.sendFailures.shift();
      if (failure) return failWith(failure);
      const known = key ? fake.sendsByKey.get(key) : undefined;
      if (known) {
        return known.body === canonicalJson(body)
          ? answer(200, known.send)
          : answer(422, { statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'Key reused' });
      }
      const to = body.to ?? record.document.customer.email;
      if (!to) return answer(422, { statusCode: 422, code: 'CUSTOMER_HAS_NO_EMAIL', message: 'No address' });
      const send: ReportSend = {
        id: `send-${fake.sendsByKey.size + 1}`,
        inspectionId: id,
        to,
        lang: body.lang ?? record.document.customer.language,
        inspectionVersion: record.version,
        sentAt: '2026-11-25T15:00:00.000Z',
        sentBy: { id: 'acct-7', name: 'Luis Ortega' },
      };
      fake.sendsByKey.set(key ?? send.id, { body: canonicalJson(body), send });
      fake.mails.push({ inspectionId: id, to, lang: send.lang });
      return answer(201, send);
    }
  }
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
    const inspections = api.inspections ? answerInspections(api.inspections, url, init, headers) : null;
    if (inspections) return inspections;
    throw new Error(`Unexpected request in test: ${url.pathname}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

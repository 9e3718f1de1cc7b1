// Test-only: the API as the inspections list's tests answer it (never imported by the screen).
import type { AuthUser, InspectionListItem, InspectionListPage, Location, Technician } from '@irrigo/contracts';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, renderScreen, type FetchMock } from '@irrigo/test-web';
import { ADMIN_INSPECTIONS_URL } from '../../api/delete-inspection';
import { INSPECTIONS_CSV_URL } from './api/inspection-list';
import { TECHNICIANS_URL } from './api/technician-choices';
import Inspections from './Inspections';

export const ADMIN: AuthUser = {
  id: 'u1',
  email: 'ana@riegos.co',
  name: 'Ana Ruiz',
  role: 'admin',
  locationId: 'loc-north',
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
};
export const MANAGER: AuthUser = { ...ADMIN, id: 'u2', email: 'leo@riegos.co', name: 'Leo Park', role: 'manager' };

const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });
export const LOCATIONS = [location('loc-main', 'Main Office'), location('loc-north', 'North Yard')];

const technician = (id: string, firstName: string, lastName: string, locationId: string): Technician => ({
  id,
  hcpEmployeeId: `pro_${id}`,
  firstName,
  lastName,
  email: null,
  mobileNumber: null,
  locationId,
  active: true,
  syncedAt: '2026-11-24T09:00:00.000Z',
  role: 'field tech',
  avatarUrl: null,
  colorHex: null,
});
export const CARLOS = technician('0190f0aa-0000-7000-8000-00000000000c', 'Carlos', 'Mendoza', 'loc-main');
export const JAKE = technician('0190f0aa-0000-7000-8000-00000000000a', 'Jake', 'Thompson', 'loc-north');

export const inspection = (overrides: Partial<InspectionListItem> & Pick<InspectionListItem, 'id' | 'reportNumber'>): InspectionListItem => ({
  clientName: 'Maria Lopez',
  clientAddress: '120 Oak St, Austin, TX 78701',
  status: 'draft',
  completedDate: null,
  // Noon UTC: the same calendar day in any time zone the tests may run in.
  createdAt: '2026-11-20T12:00:00.000Z',
  savedAt: '2026-11-20T12:00:00.000Z',
  estimatedTotal: '0.00',
  technicianId: CARLOS.id,
  inspectorName: 'Carlos Mendoza',
  source: 'database',
  locationId: 'loc-main',
  ...overrides,
});

export const DRAFT = inspection({ id: 'insp-draft', reportNumber: 'IRR-20261120-0001', estimatedTotal: '310.50' });
export const COMPLETED = inspection({
  id: 'insp-done',
  reportNumber: 'IRR-20261118-0002',
  clientName: 'Green Acres HOA',
  clientAddress: '9 Elm Rd, Round Rock, TX 78664',
  status: 'completed',
  createdAt: '2026-11-18T12:00:00.000Z',
  completedDate: '2026-11-19T12:00:00.000Z',
  estimatedTotal: '1250.00',
});
export const IN_REVIEW = inspection({
  id: 'insp-review',
  reportNumber: 'IRR-20261115-0003',
  clientName: 'Jon Ortiz',
  status: 'in_review',
  technicianId: JAKE.id,
  inspectorName: '',
  estimatedTotal: '75.25',
  locationId: 'loc-north',
});
export const ROWS = [DRAFT, COMPLETED, IN_REVIEW];

export type Answer = () => Response | Promise<Response>;

/** The CSV file services/inspections sends (a byte order mark, then CRLF rows). */
export const CSV_FILE = new Blob(['\uFEFFReport number,Client\r\nIRR-20261120-0001,Maria Lopez\r\n'], { type: 'text/csv; charset=utf-8' });

/** The CSV's answer: jsdom has no Response, so the parts of one the api-client and the download read. */
export const csvAnswer = (): Response => Object.assign(answer(200, 'csv'), { blob: async () => CSV_FILE });
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A page as services/inspections answers it: `rows` of `total`, for the page and size asked. */
export const pageOf = (query: URLSearchParams, rows: InspectionListItem[], total = rows.length): InspectionListPage => ({
  items: rows,
  page: Number(query.get('page') ?? 1),
  pageSize: Number(query.get('pageSize') ?? 25),
  total,
});

/**
 * The list's API: signed-in `user`, their locations, the roster, the list (`list` answers each page; by default
 * every row on one page) and the CSV. `overrides` answer a request ("METHOD /path") instead; anything
 * unexpected fails loudly.
 */
export function mockInspectionsApi({
  user = ADMIN,
  list = (query) => pageOf(query, ROWS),
  overrides = {},
}: { user?: AuthUser; list?: (query: URLSearchParams) => InspectionListPage | Promise<InspectionListPage>; overrides?: Record<string, Answer> } = {}) {
  const sent: SentRequest[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = new URL(String(input), 'http://irrigo.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, query: url.searchParams });
    const override = overrides[`${method} ${url.pathname}`];
    if (override) return override();
    if (method === 'GET' && url.pathname === CURRENT_USER_QUERY_KEY[0]) return answer(200, user);
    if (method === 'GET' && url.pathname === AVAILABLE_LOCATIONS_QUERY_KEY[0]) return answer(200, { locations: LOCATIONS });
    if (method === 'GET' && url.pathname === TECHNICIANS_URL) {
      const locationId = url.searchParams.get('locationId');
      return answer(200, { technicians: [CARLOS, JAKE].filter((candidate) => !locationId || candidate.locationId === locationId) });
    }
    if (method === 'GET' && url.pathname === ADMIN_INSPECTIONS_URL) return answer(200, await list(url.searchParams));
    if (method === 'GET' && url.pathname === INSPECTIONS_CSV_URL) return csvAnswer();
    if (method === 'DELETE' && url.pathname.startsWith(`${ADMIN_INSPECTIONS_URL}/`)) return answer(204);
    throw new Error(`Unexpected request in test: ${method} ${url.pathname}${url.search}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    sent,
    calls: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
    /** The list requests, each as its query string. */
    listQueries: () => sent.filter((request) => request.method === 'GET' && request.path === ADMIN_INSPECTIONS_URL).map((request) => request.query),
  };
}

/** The list as the shell shows it: at `url` (path /all-inspections unless it says otherwise). */
export const renderInspections = ({ url = '/all-inspections' }: { url?: string } = {}) =>
  renderScreen(<Inspections />, { path: new URL(url, 'http://irrigo.test').pathname, url });

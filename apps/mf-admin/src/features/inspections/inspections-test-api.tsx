// Test-only: the API as the inspections list's tests answer it (never imported by the screen).
import type { AuthUser, InspectionListItem, InspectionListPage, Technician } from '@irrigo/contracts';
import { answer, renderScreen } from '@irrigo/test-web';
import { ADMIN_INSPECTIONS_URL } from '../../api/delete-inspection';
import { ADMIN, COMPLETED_FIELDS, location, mockOfficeApi, officeInspection, type Answer } from '../../testing/office-test-api';
import { INSPECTIONS_CSV_URL } from './api/inspection-list';
import { TECHNICIANS_URL } from './api/technician-choices';
import Inspections from './Inspections';

export { ADMIN, MANAGER, type Answer } from '../../testing/office-test-api';

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

export const inspection = ({
  locationId = 'loc-main',
  ...overrides
}: Partial<InspectionListItem> & Pick<InspectionListItem, 'id' | 'reportNumber'>): InspectionListItem => ({
  ...officeInspection({ technicianId: CARLOS.id, ...overrides }),
  locationId,
});

export const DRAFT = inspection({ id: 'insp-draft', reportNumber: 'IRR-20261120-0001', estimatedTotal: '310.50' });
export const COMPLETED = inspection(COMPLETED_FIELDS);
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

/** The CSV file services/inspections sends (a byte order mark, then CRLF rows). */
export const CSV_FILE = new Blob(['\uFEFFReport number,Client\r\nIRR-20261120-0001,Maria Lopez\r\n'], { type: 'text/csv; charset=utf-8' });

/** The CSV's answer: jsdom has no Response, so the parts of one the api-client and the download read. */
export const csvAnswer = (): Response => Object.assign(answer(200, 'csv'), { blob: async () => CSV_FILE });

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
  const api = mockOfficeApi({
    user,
    locations: LOCATIONS,
    overrides,
    routes: async ({ method, path, query }) => {
      if (method !== 'GET') return undefined;
      if (path === TECHNICIANS_URL) {
        const locationId = query.get('locationId');
        return answer(200, { technicians: [CARLOS, JAKE].filter((candidate) => !locationId || candidate.locationId === locationId) });
      }
      if (path === ADMIN_INSPECTIONS_URL) return answer(200, await list(query));
      if (path === INSPECTIONS_CSV_URL) return csvAnswer();
      return undefined;
    },
  });
  return {
    ...api,
    /** The list requests, each as its query string. */
    listQueries: () => api.calls('GET', ADMIN_INSPECTIONS_URL).map((request) => request.query),
  };
}

/** The list as the shell shows it: at `url` (path /all-inspections unless it says otherwise). */
export const renderInspections = ({ url = '/all-inspections' }: { url?: string } = {}) =>
  renderScreen(<Inspections />, { path: new URL(url, 'http://irrigo.test').pathname, url });

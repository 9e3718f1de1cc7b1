// Test-only: what every office screen's tests answer the same way (never imported by a screen).
import type { AuthUser, Inspection, Location } from '@irrigo/contracts';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, type FetchMock } from '@irrigo/test-web';
import { ADMIN_INSPECTIONS_URL } from '../api/delete-inspection';

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

export const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });

/** An inspection as services/inspections answers it: Maria Lopez's draft of 0.00 by Carlos Mendoza, unless `overrides` say otherwise. */
export const officeInspection = (overrides: Partial<Inspection> & Pick<Inspection, 'id' | 'reportNumber' | 'technicianId'>): Inspection => ({
  clientName: 'Maria Lopez',
  clientAddress: '120 Oak St, Austin, TX 78701',
  status: 'draft',
  completedDate: null,
  // Noon UTC: the same calendar day in any time zone the tests may run in.
  createdAt: '2026-11-20T12:00:00.000Z',
  savedAt: '2026-11-20T12:00:00.000Z',
  estimatedTotal: '0.00',
  inspectorName: 'Carlos Mendoza',
  source: 'database',
  ...overrides,
});

/** The completed inspection of the office lists' tests: Green Acres HOA's, made on 18 November and completed the next day. */
export const COMPLETED_FIELDS = {
  id: 'insp-done',
  reportNumber: 'IRR-20261118-0002',
  clientName: 'Green Acres HOA',
  clientAddress: '9 Elm Rd, Round Rock, TX 78664',
  status: 'completed',
  createdAt: '2026-11-18T12:00:00.000Z',
  completedDate: '2026-11-19T12:00:00.000Z',
  estimatedTotal: '1250.00',
} satisfies Partial<Inspection>;

export type Answer = () => Response | Promise<Response>;
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/** A screen's own routes: the answer to a request of the screen's, undefined for any other. */
export type ScreenRoutes = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Installs the office's API as a screen's tests answer it: signed-in `user`, their `locations`, a Delete of an
 * inspection done, then the screen's own `routes`. `overrides` answer a request ("METHOD /path") instead; anything
 * unexpected fails loudly. Every request is kept, so a test can check what the screen sent.
 */
export function mockOfficeApi({
  user,
  locations,
  routes,
  overrides,
}: {
  user: AuthUser;
  locations: Location[];
  routes: ScreenRoutes;
  overrides: Record<string, Answer>;
}) {
  const sent: SentRequest[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = new URL(String(input), 'http://irrigo.test');
    const request: SentRequest = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams };
    sent.push(request);
    const override = overrides[`${request.method} ${request.path}`];
    if (override) return override();
    if (request.method === 'GET' && request.path === CURRENT_USER_QUERY_KEY[0]) return answer(200, user);
    if (request.method === 'GET' && request.path === AVAILABLE_LOCATIONS_QUERY_KEY[0]) return answer(200, { locations });
    if (request.method === 'DELETE' && request.path.startsWith(`${ADMIN_INSPECTIONS_URL}/`)) return answer(204);
    const routed = await routes(request);
    if (routed) return routed;
    throw new Error(`Unexpected request in test: ${request.method} ${url.pathname}${url.search}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    sent,
    calls: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
  };
}

// Test-only: the API as the dashboard's tests answer it (never imported by the screen).
import type { AuthUser, DashboardPeriod, DashboardStats, Inspection, Location } from '@irrigo/contracts';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, renderScreen, type FetchMock } from '@irrigo/test-web';
import { TooltipProvider } from '@irrigo/ui/tooltip';
import Dashboard from './Dashboard';
import { ADMIN_INSPECTIONS_URL } from '../../api/delete-inspection';
import { DASHBOARD_STATS_URL } from './api/dashboard-stats';
import { RECENT_INSPECTIONS_URL } from './api/recent-inspections';

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
export const LOCATIONS = [location('loc-main', 'Main Office'), location('loc-north', 'North Yard'), location('loc-south', 'South Yard')];
export const ORGANIZATION = { organization: { id: 'org-1', name: 'Riegos del Sol', type: 'independent' } };

/** A period's figures as services/inspections answers them, every part known unless `overrides` say otherwise. */
export function statsFor(period: DashboardPeriod, overrides: Partial<DashboardStats> = {}): DashboardStats {
  const figures: Record<DashboardPeriod, Pick<DashboardStats, 'inspections' | 'revenue' | 'technicians' | 'territories'>> = {
    week: {
      inspections: { total: 4, completed: 1 },
      revenue: { monthly: '310.50', pending: '980.00' },
      technicians: { active: 2, total: 5 },
      territories: { covered: 2, total: 12 },
    },
    month: {
      inspections: { total: 12, completed: 9 },
      revenue: { monthly: '1250.00', pending: '310.50' },
      technicians: { active: 3, total: 5 },
      territories: { covered: 5, total: 12 },
    },
    quarter: {
      inspections: { total: 1340, completed: 1201 },
      revenue: { monthly: '98765.40', pending: '4500.00' },
      technicians: { active: 5, total: 5 },
      territories: { covered: 11, total: 12 },
    },
  };
  return {
    period,
    timeZone: 'UTC',
    locationId: 'loc-north',
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-25T06:00:00.000Z',
    ...figures[period],
    missing: [],
    ...overrides,
  };
}

export const inspection = (overrides: Partial<Inspection> & Pick<Inspection, 'id' | 'reportNumber'>): Inspection => ({
  clientName: 'Maria Lopez',
  clientAddress: '120 Oak St, Austin, TX 78701',
  status: 'draft',
  completedDate: null,
  // Noon UTC: the same calendar day in any time zone the tests may run in.
  createdAt: '2026-11-20T12:00:00.000Z',
  savedAt: '2026-11-20T12:00:00.000Z',
  estimatedTotal: '0.00',
  technicianId: 't-carlos',
  inspectorName: 'Carlos Mendoza',
  source: 'database',
  ...overrides,
});

export const DRAFT = inspection({ id: 'insp-draft', reportNumber: 'IRR-20261120-0001', clientName: 'Maria Lopez', estimatedTotal: '310.50' });
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
  estimatedTotal: '75.25',
});
export const RECENT = [DRAFT, COMPLETED, IN_REVIEW];

export type Answer = () => Response | Promise<Response>;
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

/**
 * The dashboard's API: signed-in `user`, the organization and its locations, the period's figures and the
 * recent list. `overrides` answer a request ("METHOD /path") instead; anything unexpected fails loudly.
 */
export function mockDashboardApi({
  user = ADMIN,
  recent = RECENT,
  overrides = {},
}: { user?: AuthUser; recent?: Inspection[]; overrides?: Record<string, Answer> } = {}) {
  const sent: SentRequest[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = new URL(String(input), 'http://irrigo.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, query: url.searchParams });
    const override = overrides[`${method} ${url.pathname}`];
    if (override) return override();
    if (method === 'GET' && url.pathname === CURRENT_USER_QUERY_KEY[0]) return answer(200, user);
    if (method === 'GET' && url.pathname === '/api/organizations/current') return answer(200, ORGANIZATION);
    if (method === 'GET' && url.pathname === AVAILABLE_LOCATIONS_QUERY_KEY[0]) return answer(200, { locations: LOCATIONS });
    if (method === 'GET' && url.pathname === DASHBOARD_STATS_URL) {
      const period = (url.searchParams.get('period') ?? 'month') as DashboardPeriod;
      return answer(200, statsFor(period, { locationId: url.searchParams.get('locationId') }));
    }
    if (method === 'GET' && url.pathname === RECENT_INSPECTIONS_URL) return answer(200, recent);
    if (method === 'DELETE' && url.pathname.startsWith(`${ADMIN_INSPECTIONS_URL}/`)) return answer(204);
    throw new Error(`Unexpected request in test: ${method} ${url.pathname}${url.search}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    sent,
    calls: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
  };
}

/** The dashboard as the shell shows it: at /dashboard, inside the shell's tooltip provider. */
export const renderDashboard = (options?: { url?: string }) =>
  renderScreen(
    <TooltipProvider>
      <Dashboard />
    </TooltipProvider>,
    { path: '/dashboard', ...options },
  );

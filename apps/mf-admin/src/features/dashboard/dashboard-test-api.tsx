// Test-only: the API as the dashboard's tests answer it (never imported by the screen).
import type { AuthUser, DashboardPeriod, DashboardStats, Inspection } from '@irrigo/contracts';
import { answer, renderScreen } from '@irrigo/test-web';
import { TooltipProvider } from '@irrigo/ui/tooltip';
import Dashboard from './Dashboard';
import { ADMIN, COMPLETED_FIELDS, location, mockOfficeApi, officeInspection, type Answer } from '../../testing/office-test-api';
import { DASHBOARD_STATS_URL } from './api/dashboard-stats';
import { RECENT_INSPECTIONS_URL } from './api/recent-inspections';

export { ADMIN, MANAGER, type Answer } from '../../testing/office-test-api';

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

export const inspection = (overrides: Partial<Inspection> & Pick<Inspection, 'id' | 'reportNumber'>): Inspection =>
  officeInspection({ technicianId: 't-carlos', ...overrides });

export const DRAFT = inspection({ id: 'insp-draft', reportNumber: 'IRR-20261120-0001', clientName: 'Maria Lopez', estimatedTotal: '310.50' });
export const COMPLETED = inspection(COMPLETED_FIELDS);
export const IN_REVIEW = inspection({
  id: 'insp-review',
  reportNumber: 'IRR-20261115-0003',
  clientName: 'Jon Ortiz',
  status: 'in_review',
  estimatedTotal: '75.25',
});
export const RECENT = [DRAFT, COMPLETED, IN_REVIEW];

/**
 * The dashboard's API: signed-in `user`, the organization and its locations, the period's figures and the
 * recent list. `overrides` answer a request ("METHOD /path") instead; anything unexpected fails loudly.
 */
export function mockDashboardApi({
  user = ADMIN,
  recent = RECENT,
  overrides = {},
}: { user?: AuthUser; recent?: Inspection[]; overrides?: Record<string, Answer> } = {}) {
  return mockOfficeApi({
    user,
    locations: LOCATIONS,
    overrides,
    routes: ({ method, path, query }) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/organizations/current') return answer(200, ORGANIZATION);
      if (path === DASHBOARD_STATS_URL) {
        const period = (query.get('period') ?? 'month') as DashboardPeriod;
        return answer(200, statsFor(period, { locationId: query.get('locationId') }));
      }
      if (path === RECENT_INSPECTIONS_URL) return answer(200, recent);
      return undefined;
    },
  });
}

/** The dashboard as the shell shows it: at /dashboard, inside the shell's tooltip provider. */
export const renderDashboard = (options?: { url?: string }) =>
  renderScreen(
    <TooltipProvider>
      <Dashboard />
    </TooltipProvider>,
    { path: '/dashboard', ...options },
  );

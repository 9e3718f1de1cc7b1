import { matchPath } from '@irrigo/router';
import { ROLES, ROUTES, type Role } from '@irrigo/contracts';
import { MOBILE_BOTTOM_BAR_MAX_ITEMS } from '@irrigo/ui';
import { decideAccess } from '../app/access.js';
import type { ShellSession } from '../app/shell-user.js';
import { bottomBarItemsFor, isNavItemActive, sidebarItemsFor } from './navigation.js';

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('sidebar items (spec §2 "Shell")', () => {
  it('gives technicians the field items, with their own dashboard', () => {
    const items = sidebarItemsFor('technician');
    expect(ids(items)).toEqual(['dashboard', 'newInspection', 'siteMapping', 'inventory', 'pricebook', 'sellPlans']);
    expect(items[0]?.to).toBe('/tech-dashboard');
  });

  it.each(['admin', 'manager'] as const)('gives a %s the field items plus the office ones and Settings', (role) => {
    const items = sidebarItemsFor(role);
    expect(ids(items)).toEqual([
      'dashboard',
      'newInspection',
      'siteMapping',
      'inventory',
      'pricebook',
      'sellPlans',
      'customers',
      'technicians',
      'scheduling',
      'servicePlans',
      'settings',
    ]);
    expect(items[0]?.to).toBe('/dashboard');
  });

  it('shows Settings only to who can manage the organization', () => {
    expect(ids(sidebarItemsFor('supervisor'))).not.toContain('settings');
    expect(ids(sidebarItemsFor('technician'))).not.toContain('settings');
  });

  it('points every item at a route of the table', () => {
    const paths = sidebarItemsFor('admin').map((item) => item.to);
    expect(paths).toEqual([
      '/dashboard',
      '/inspection',
      '/site-mapping',
      '/inventory',
      '/pricebook',
      '/sell-plans',
      '/customers',
      '/technicians',
      '/scheduling',
      '/service-plans',
      '/settings',
    ]);
  });
});

describe('where an item leads', () => {
  const signedIn = (role: Role): ShellSession => ({ status: 'signed-in', user: { id: 'u1', name: 'Ana', email: 'ana@riegos.co', role, locationId: null } });

  // A supervisor meets the §6 access screens on purpose (e2e access-control); the other roles never should.
  it.each(['admin', 'manager', 'technician'] as const)('lets a %s into every screen of their sidebar', (role) => {
    for (const navItem of sidebarItemsFor(role)) {
      const route = ROUTES.find((candidate) => matchPath(candidate.path, navItem.to));
      expect([navItem.id, route && decideAccess(route.guard, signedIn(role)).kind]).toEqual([navItem.id, 'allow']);
    }
  });

  it('opens the pricebook itself from Pricebook, not its sync', () => {
    expect(sidebarItemsFor('admin').find((navItem) => navItem.id === 'pricebook')?.to).toBe('/pricebook');
    expect(sidebarItemsFor('technician').find((navItem) => navItem.id === 'pricebook')?.to).toBe('/tech-pricebook');
  });
});

describe('mobile bottom bar', () => {
  it.each(ROLES)('never has more than 4 items (%s)', (role) => {
    expect(bottomBarItemsFor(role).length).toBeLessThanOrEqual(MOBILE_BOTTOM_BAR_MAX_ITEMS);
  });

  it('gives admins Dashboard, New Inspection, Customers and Settings', () => {
    expect(ids(bottomBarItemsFor('admin'))).toEqual(['dashboard', 'newInspection', 'customers', 'settings']);
  });

  it('gives technicians only what their sidebar has', () => {
    expect(ids(bottomBarItemsFor('technician'))).toEqual(['dashboard', 'newInspection']);
  });
});

describe('active item', () => {
  const [dashboard, newInspection] = sidebarItemsFor('admin');

  it('treats the home page as the dashboard', () => {
    expect(dashboard && isNavItemActive(dashboard, '/')).toBe(true);
  });

  it('does not take an inspection’s page for New Inspection', () => {
    expect(newInspection && isNavItemActive(newInspection, '/inspection')).toBe(true);
    expect(newInspection && isNavItemActive(newInspection, '/inspection/42')).toBe(false);
  });
});

import { MOBILE_BOTTOM_BAR_MAX_ITEMS, ROLES } from '@irrigo/contracts';
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

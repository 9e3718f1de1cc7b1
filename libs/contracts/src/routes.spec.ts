import { describe, expect, it } from '@jest/globals';
import { ROUTES, sectionsOf } from './routes.js';

describe('the route table (spec §2, §6)', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('follows the guards of spec §6', () => {
    const guard = (path: string) => ROUTES.find((route) => route.path === path)?.guard;
    for (const path of [
      '/dashboard',
      '/customers',
      '/technicians',
      '/all-inspections',
      '/admin/inspections',
      '/appointments',
      '/pricebook',
      '/service-plans',
      '/sync',
      '/admin/locations',
      '/admin/organization',
      '/admin/bulk-accounts',
      '/admin/accounts',
      '/admin/access-requests',
      '/admin/audit-log',
      '/pricebook-categories',
      '/pricebook-items',
    ]) {
      expect([path, guard(path)]).toEqual([path, 'admin']);
    }
    expect(guard('/inspection')).toBe('technician');
    for (const path of ['/inspection/:id', '/scheduling', '/inventory', '/membership-sales', '/sell-plans', '/profile', '/settings']) {
      expect([path, guard(path)]).toEqual([path, 'signed-in']);
    }
    expect(guard('/service-plan-sales')).toBe('public');
    expect(guard('/tech-login')).toBe('public');
  });

  it('gives the office screens that are built their own module instead of a section', () => {
    const module = (path: string) => ROUTES.find((route) => route.path === path)?.module;
    expect(module('/admin/accounts')).toBe('./TeamAccounts');
    expect(module('/settings')).toBe('./Settings');
    expect([module('/all-inspections'), module('/admin/inspections')]).toEqual(['./Inspections', './Inspections']);
    expect(module('/admin/organization')).toBe('./Organization');
    expect(sectionsOf('mf-admin')).not.toContain('settings');
  });

  it('opens the technician’s Inspections tab on their list, and /inspection on the form', () => {
    const module = (path: string) => ROUTES.find((route) => route.path === path)?.module;
    expect([module('/irrigation-inspection'), module('/inspection'), module('/inspection/:id')]).toEqual(['./TechInspections', './Inspection', './Inspection']);
  });

  it('hides the shell on the field screens /inspection and /site-mapping', () => {
    for (const path of ['/inspection', '/inspection/:id', '/irrigation-inspection', '/site-mapping'])
      expect(ROUTES.find((route) => route.path === path)?.frame).toBe('none');
  });

  it('gives every section route a section id its remote can name', () => {
    expect(sectionsOf('mf-admin')).toEqual(expect.arrayContaining(['admin/service-plans', 'inventory']));
    expect(sectionsOf('mf-tech')).toContain('sitemap-view');
    for (const route of ROUTES.filter((r) => r.module === './Section')) expect(route.section).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
  });

  it('gives every route a page title key, shared by the paths of one screen', () => {
    for (const route of ROUTES) expect([route.path, route.title]).toEqual([route.path, expect.stringMatching(/^[a-z][a-zA-Z]+$/)]);
    const title = (path: string) => ROUTES.find((route) => route.path === path)?.title;
    expect(title('/admin/accounts')).toBe('teamAccounts');
    expect(title('/tech')).toBe(title('/tech-login'));
    expect(title('/')).toBe(title('/dashboard'));
  });
});

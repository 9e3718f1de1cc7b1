import { describe, expect, it } from '@jest/globals';
import { API_ROUTES, isCanonicalPath, upstreamServiceFor } from './api-routes.js';

describe('the /api routing table', () => {
  it('splits /api/admin between auth (sign-in, setup) and inspections (office actions)', () => {
    expect(upstreamServiceFor('/api/admin/exists')).toBe('auth');
    expect(upstreamServiceFor('/api/admin/setup')).toBe('auth');
    expect(upstreamServiceFor('/api/admin/login')).toBe('auth');
    expect(upstreamServiceFor('/api/admin/inspections')).toBe('inspections');
    expect(upstreamServiceFor('/api/admin/inspections/3')).toBe('inspections');
    expect(upstreamServiceFor('/api/admin/inspections.csv')).toBe('inspections');
    expect(upstreamServiceFor('/api/admin/inspections.json')).toBeNull();
    expect(upstreamServiceFor('/api/admin')).toBeNull();
    expect(upstreamServiceFor('/api/admin/users')).toBeNull();
  });

  it('matches whole segments only', () => {
    expect(upstreamServiceFor('/api/technician/stats/1')).toBe('inspections');
    expect(upstreamServiceFor('/api/technicians/sync')).toBe('org');
    expect(upstreamServiceFor('/api/authx')).toBeNull();
    expect(upstreamServiceFor('/api/admin/existsx')).toBeNull();
  });

  it('gives every prefix exactly one owner', () => {
    const prefixes = API_ROUTES.map((route) => route.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const { prefix, service } of API_ROUTES) expect(upstreamServiceFor(`${prefix}/x`)).toBe(service);
  });

  it('tells ordinary paths from ones that change meaning once normalised', () => {
    expect(isCanonicalPath('/api/auth/user')).toBe(true);
    expect(isCanonicalPath('/api/auth/../internal')).toBe(false);
    expect(isCanonicalPath('/api/auth/./user')).toBe(false);
    expect(isCanonicalPath('/api/auth/%2e%2e/internal')).toBe(false);
    expect(isCanonicalPath('/api/auth%2Finternal')).toBe(false);
    expect(isCanonicalPath('/api/auth\\..\\internal')).toBe(false);
  });
});

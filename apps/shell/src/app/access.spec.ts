import type { Role, RouteGuard } from '@irrigo/contracts';
import { decideAccess, homePathFor } from './access.js';
import { resolveShellSession, type ShellSession, type ShellUser } from './shell-user.js';

const as = (role: Role): ShellSession => ({
  status: 'signed-in',
  user: { id: 'u1', name: 'Ana Ruiz', email: 'ana@riego.co', role, locationId: null },
});

describe('decideAccess (spec §6 guards)', () => {
  it.each<[RouteGuard, Role]>([
    ['admin', 'admin'],
    ['admin', 'manager'],
    ['technician', 'technician'],
    ['technician', 'admin'],
    ['technician', 'manager'],
    ['signed-in', 'supervisor'],
    ['signed-in', 'technician'],
    ['public', 'supervisor'],
  ])('lets a %s route show to a %s', (guard, role) => {
    expect(decideAccess(guard, as(role))).toEqual({ kind: 'allow' });
  });

  it('sends a technician away from admin sections to the technician dashboard', () => {
    expect(decideAccess('admin', as('technician'))).toEqual({ kind: 'redirect', to: '/tech-dashboard' });
  });

  it('tells a supervisor that admin sections need admin access', () => {
    expect(decideAccess('admin', as('supervisor'))).toEqual({ kind: 'deny', required: 'admin' });
  });

  it('tells a supervisor that technician sections need technician access', () => {
    expect(decideAccess('technician', as('supervisor'))).toEqual({ kind: 'deny', required: 'technician' });
  });

  it('sends signed-out visitors to the admin login for admin sections and the technician login otherwise', () => {
    const signedOut: ShellSession = { status: 'signed-out' };
    expect(decideAccess('admin', signedOut)).toEqual({ kind: 'redirect', to: '/admin-login' });
    expect(decideAccess('technician', signedOut)).toEqual({ kind: 'redirect', to: '/tech-login' });
    expect(decideAccess('signed-in', signedOut)).toEqual({ kind: 'redirect', to: '/tech-login' });
    expect(decideAccess('public', signedOut)).toEqual({ kind: 'allow' });
  });

  it('waits, rather than redirecting, while nobody knows who is signed in', () => {
    expect(decideAccess('admin', { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('knows each role’s home page', () => {
    expect(homePathFor(as('technician'))).toBe('/tech-dashboard');
    expect(homePathFor(as('manager'))).toBe('/dashboard');
  });
});

describe('resolveShellSession', () => {
  const stored: ShellUser = { id: 'u1', name: 'Ana Ruiz', email: 'ana@riego.co', role: 'admin', locationId: null, organizationName: 'Riego Sur' };
  const serverUser = {
    id: 'u1',
    email: 'ana@riego.co',
    name: 'Ana Ruiz',
    role: 'manager' as const,
    locationId: 'loc-2',
    organizationId: 'org-1',
    technicianId: null,
    mustChangePassword: false,
  };

  it('paints the stored user until the server answers, and waits when nothing is stored', () => {
    expect(resolveShellSession({ data: undefined, isError: false, isFetching: true }, stored)).toEqual({ status: 'signed-in', user: stored });
    expect(resolveShellSession({ data: undefined, isError: false, isFetching: true }, null)).toEqual({ status: 'loading' });
  });

  it('lets the server’s answer decide once it arrives', () => {
    expect(resolveShellSession({ data: serverUser, isError: false, isFetching: false }, stored)).toEqual({
      status: 'signed-in',
      user: { ...stored, role: 'manager', locationId: 'loc-2' },
    });
    expect(resolveShellSession({ data: null, isError: false, isFetching: false }, stored)).toEqual({ status: 'signed-out' });
  });

  it('keeps a just-signed-in user while the server is asked again', () => {
    expect(resolveShellSession({ data: null, isError: false, isFetching: true }, stored)).toEqual({ status: 'signed-in', user: stored });
  });

  it('falls back to the stored user when the server cannot be reached', () => {
    expect(resolveShellSession({ data: undefined, isError: true, isFetching: false }, stored)).toEqual({ status: 'signed-in', user: stored });
    expect(resolveShellSession({ data: undefined, isError: true, isFetching: false }, null)).toEqual({ status: 'signed-out' });
  });

  it('never reads a session auth cannot check (503 AUTH_UNAVAILABLE) as signed out', () => {
    const unavailable = { data: undefined, isError: true, isFetching: false, authUnavailable: true };
    expect(resolveShellSession(unavailable, stored)).toEqual({ status: 'signed-in', user: stored });
    expect(resolveShellSession(unavailable, null)).toEqual({ status: 'unavailable' });
    expect(decideAccess('admin', { status: 'unavailable' })).toEqual({ kind: 'unavailable' });
    expect(decideAccess('public', { status: 'unavailable' })).toEqual({ kind: 'allow' });
  });
});

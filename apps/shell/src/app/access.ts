import { canManageOrganization, type RouteGuard } from '@irrigo/contracts';
import type { ShellSession } from './shell-user.js';

export const ADMIN_LOGIN_PATH = '/admin-login';
export const TECH_LOGIN_PATH = '/tech-login';
export const TECH_DASHBOARD_PATH = '/tech-dashboard';

export type AccessDecision =
  | { kind: 'allow' }
  /** The signed-in user is not known yet: show a spinner rather than a login page that may flash. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but the section is for another role: say so (spec §6). */
  | { kind: 'deny'; required: 'admin' | 'technician' }
  /** A session the server cannot check right now: say the service is unavailable, do not send to sign-in. */
  | { kind: 'unavailable' };

/**
 * Spec §6 route guards, for the experience only (every service checks again):
 * public → anyone; signed-in → any signed-in user; admin → admin or manager, a technician is sent to
 * /tech-dashboard and others are told "Admin Access Required"; technician → technicians, admins and
 * managers, others are told "Technician Access Required". Signed-out visitors see nothing guarded: the
 * admin login for admin sections, the technician login for everything else.
 */
export function decideAccess(guard: RouteGuard, session: ShellSession): AccessDecision {
  if (guard === 'public') return { kind: 'allow' };
  if (session.status === 'loading') return { kind: 'wait' };
  if (session.status === 'unavailable') return { kind: 'unavailable' };
  if (session.status === 'signed-out') return { kind: 'redirect', to: guard === 'admin' ? ADMIN_LOGIN_PATH : TECH_LOGIN_PATH };

  const { role } = session.user;
  if (guard === 'admin' && !canManageOrganization(role)) {
    return role === 'technician' ? { kind: 'redirect', to: TECH_DASHBOARD_PATH } : { kind: 'deny', required: 'admin' };
  }
  if (guard === 'technician' && role !== 'technician' && !canManageOrganization(role)) {
    return { kind: 'deny', required: 'technician' };
  }
  return { kind: 'allow' };
}

/** Where "home" is for this user: technicians have their own dashboard. */
export function homePathFor(session: ShellSession): string {
  if (session.status !== 'signed-in') return TECH_LOGIN_PATH;
  return session.user.role === 'technician' ? TECH_DASHBOARD_PATH : '/dashboard';
}

/** The services behind the gateway, each owning a set of /api paths (DESIGN.md "Shape"). */
export const UPSTREAM_SERVICES = ['auth', 'org', 'inspections'] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

/**
 * The /api routing table. A prefix matches itself and everything below it, segment by segment
 * (`/api/technician` never matches `/api/technicians`). Under /api/admin the owner depends on the
 * second segment: sign-in and setup belong to auth, the office's inspection actions to inspections.
 */
export const API_ROUTES: readonly { readonly prefix: string; readonly service: UpstreamService }[] = [
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/api/admin/exists', service: 'auth' },
  { prefix: '/api/admin/setup', service: 'auth' },
  { prefix: '/api/admin/login', service: 'auth' },
  { prefix: '/api/email-auth', service: 'auth' },
  { prefix: '/api/password-reset', service: 'auth' },
  { prefix: '/api/audit-events', service: 'auth' },
  { prefix: '/api/admin/bulk-accounts', service: 'auth' },

  { prefix: '/api/organizations', service: 'org' },
  { prefix: '/api/locations', service: 'org' },
  { prefix: '/api/technicians', service: 'org' },
  { prefix: '/api/customers', service: 'org' },
  { prefix: '/api/housecall-pro', service: 'org' },
  { prefix: '/api/pricebook', service: 'org' },
  { prefix: '/api/service-plans', service: 'org' },
  { prefix: '/api/inventory', service: 'org' },

  { prefix: '/api/technician', service: 'inspections' },
  { prefix: '/api/inspections', service: 'inspections' },
  { prefix: '/api/admin/inspections', service: 'inspections' },
  // The office list's CSV export: a sibling of the list's path, not below it.
  { prefix: '/api/admin/inspections.csv', service: 'inspections' },
  { prefix: '/api/dashboard', service: 'inspections' },
  { prefix: '/api/appointments', service: 'inspections' },
  { prefix: '/api/media', service: 'inspections' },
  { prefix: '/api/reports', service: 'inspections' },
];

/** The service that owns an /api path, or null when no service does (the gateway answers 404). */
export function upstreamServiceFor(pathname: string): UpstreamService | null {
  const route = API_ROUTES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return route?.service ?? null;
}

/**
 * A path whose meaning changes once dot segments or encoded separators are resolved could reach a route
 * the table never meant to expose (`/api/auth/../../internal/…`); such paths are refused outright.
 */
export function isCanonicalPath(pathname: string): boolean {
  if (/%2e|%2f|%5c|\\/i.test(pathname)) return false;
  return new URL(pathname, 'http://gateway.invalid').pathname === pathname;
}

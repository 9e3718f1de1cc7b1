/**
 * How identity travels between the gateway and the services (DESIGN.md "Runtime rules").
 * The gateway resolves the session cookie with services/auth, then forwards a short-lived assertion signed
 * with its private key; services verify it with the public key and ignore every client-sent identity header.
 */
export const ROLES = ['admin', 'manager', 'supervisor', 'technician'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that reach every location and may manage the organization (spec §6). */
export const ORGANIZATION_WIDE_ROLES: readonly Role[] = ['admin', 'manager'];
export const canManageOrganization = (role: Role | undefined): boolean =>
  role !== undefined && ORGANIZATION_WIDE_ROLES.includes(role);

export interface VerifiedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  organizationId: string | null;
  locationId: string | null;
  /** For technician accounts: the roster technician (services/org) this account signs in as. */
  technicianId: string | null;
  sessionId: string;
}

export const HEADERS = {
  /** Signed assertion from the gateway (EdDSA JWT). Never accepted from a browser. */
  identity: 'x-irrigo-identity',
  /** Service-to-service credential (HS256 JWT) on /internal routes. */
  service: 'x-irrigo-service',
  requestId: 'x-request-id',
} as const;

/** Headers a browser might send to impersonate someone; the gateway strips them before proxying. */
export const UNTRUSTED_CLIENT_HEADERS = [HEADERS.identity, HEADERS.service, 'x-admin-user', 'x-admin-context', 'x-user-id', 'x-user-role'] as const;

export const IDENTITY_ISSUER = 'irrigo-gateway';
export const IDENTITY_AUDIENCE = 'irrigo-services';
export const IDENTITY_TTL_SECONDS = 30;

/** Claims of the gateway's assertion. Every proxied request has one, signed-in or not. */
export interface IdentityClaims {
  /** request id, carried into every log line */
  rid: string;
  /** client address as the gateway saw it */
  ip: string;
  /** true when the browser reached the gateway over HTTPS (decides the cookie's Secure flag) */
  https: boolean;
  usr?: VerifiedUser;
}

/**
 * How identity travels between the gateway and the services (DESIGN.md "Runtime rules").
 * The gateway resolves the session cookie with services/auth, then forwards a short-lived assertion signed
 * with its private key; services verify it with the public key and ignore every client-sent identity header.
 */
export const ROLES = ['admin', 'manager', 'supervisor', 'technician'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that reach every location and may manage the organization (spec §6). */
export const ORGANIZATION_WIDE_ROLES: readonly Role[] = ['admin', 'manager'];
export const canManageOrganization = (role: Role | undefined): boolean => role !== undefined && ORGANIZATION_WIDE_ROLES.includes(role);

/**
 * A signed-in user of the product: an account holding a role. This is all that @SignedIn(), @Roles(…) and
 * @CurrentUser() ever let through, so their code never meets a missing role.
 */
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

/**
 * A signed-in account that holds no role yet (spec §4 "Role setup"): a fresh sign-up about to choose one,
 * or one whose request waits for an administrator. It signs in to nothing but the routes that say so with
 * @AnyAccount() (choosing a role, seeing the request).
 */
export interface RolelessAccount extends Omit<VerifiedUser, 'role'> {
  role: null;
}

/** Whoever a live session belongs to, as the gateway vouches for it: a user, or an account without a role yet. */
export type VerifiedAccount = VerifiedUser | RolelessAccount;

/** Whether a signed-in account holds a role, i.e. is a user of the product. */
export const isVerifiedUser = (account: VerifiedAccount): account is VerifiedUser => account.role !== null;

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
export const IDENTITY_TTL_SECONDS = 30;

/** Claims of the gateway's assertion. Every proxied request has one, signed-in or not. */
export interface IdentityClaims {
  /** request id, carried into every log line */
  rid: string;
  /** client address as the gateway saw it */
  ip: string;
  /** true when the browser reached the gateway over HTTPS (decides the cookie's Secure flag) */
  https: boolean;
  /** The signed-in account, with its role or (only on its way to one) without: absent when nobody is signed in. */
  usr?: VerifiedAccount;
}

import type { Role } from './identity.js';

/** GET /api/admin/exists */
export interface AdminExistsResponse {
  exists: boolean;
}

/** POST /api/admin/setup */
export interface AdminSetupRequest {
  fullName: string;
  email: string;
  organizationName?: string;
  password: string;
}
export interface AdminSetupResponse {
  id: string;
  email: string;
  fullName: string;
}

/** POST /api/admin/login */
export interface LoginRequest {
  email: string;
  password: string;
}
export interface AdminLoginResponse {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  organizationName: string;
}

/** GET /api/auth/user */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  locationId: string | null;
  organizationId: string | null;
  technicianId: string | null;
  mustChangePassword: boolean;
}

/** The technician as the browser keeps it (localStorage technicianAuth). */
export interface StoredTechnician {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'technician';
}

/** POST /api/auth/technician/login */
export interface TechnicianLoginResponse {
  technician: StoredTechnician;
}

/** POST /api/email-auth/technician/set-password (admin only) */
export interface SetTechnicianPasswordRequest {
  technicianId: string;
  newPassword: string;
  confirmPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** The user entry kept in localStorage (spec §3: name from fullName). */
export interface StoredUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  organizationName?: string;
}

/** POST /api/email-auth/admin/login (the e-mail authentication test page) */
export interface EmailAdminLoginResponse {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * A session this young counts as a fresh sign-in ("sudo mode"): its technician may change the password
 * without typing the current one. After that, the change asks for `currentPassword` (OWASP ASVS 2.1.6).
 */
export const RECENT_SIGN_IN_MINUTES = 10;

/**
 * POST /api/auth/technician/change-password. Acts on the signed-in technician only: `email` is what the
 * original client sent and is ignored by the server. `currentPassword` is required unless the session
 * started less than RECENT_SIGN_IN_MINUTES ago (403 CURRENT_PASSWORD_REQUIRED); when sent it is always
 * checked (403 CURRENT_PASSWORD_INCORRECT, counted like a failed sign-in, 429 past the limit).
 */
export interface ChangeTechnicianPasswordRequest {
  email?: string;
  currentPassword?: string;
  newPassword: string;
  confirmPassword?: string;
}

export const PASSWORD_RESET_USER_TYPES = ['technician', 'admin'] as const;
export type PasswordResetUserType = (typeof PASSWORD_RESET_USER_TYPES)[number];

/**
 * The fragment a reset e-mail's link carries its token in (`/tech-login#reset-token=…`): services/auth writes it,
 * the sign-in page's reset dialog reads it. A fragment never reaches a server, so the token stays out of logs.
 */
export const RESET_TOKEN_FRAGMENT = 'reset-token';

/**
 * POST /api/password-reset/request. Technician: `username` is the full name, `email` optional; admin: `email`.
 * The answer is the same whether or not an account matched; the token travels by e-mail only.
 */
export interface PasswordResetRequest {
  userType: PasswordResetUserType;
  username?: string;
  email?: string;
}

/**
 * POST /api/password-reset/verify: checks a reset token without using it up, so the dialog can tell a typo
 * before a new password is chosen. 200 `{valid: true}` while it is live; otherwise 400 RESET_TOKEN_INVALID,
 * as from complete. Wrong tokens count against the same per-address limit as complete (429 + Retry-After).
 */
export interface PasswordResetVerifyRequest {
  resetToken: string;
}

export interface PasswordResetVerifyResponse {
  valid: true;
}

/** POST /api/password-reset/complete; a weak password answers 400 with `details` listing what is wrong. */
export interface PasswordResetCompleteRequest {
  resetToken: string;
  newPassword: string;
  userType: PasswordResetUserType;
}

/** Security events an admin can read (GET /api/audit-events). */
export const AUDIT_EVENT_TYPES = [
  'admin-setup',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-set',
  'password-changed',
  'password-reset-requested',
  'password-reset-completed',
  'password-reset-failed',
  'role-changed',
  'rate-limited',
  'sign-up-requested',
  'sign-up-confirmed',
  'sign-up-failed',
  'role-requested',
  'role-request-declined',
  'activation-issued',
  'account-activated',
  'activation-failed',
  'location-changed',
  'account-disabled',
  'account-enabled',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export interface AuditEvent {
  id: string;
  type: AuditEventType;
  /** The account the event is about, when one is known (never revealed for failed sign-ins to unknown e-mails). */
  accountId: string | null;
  email: string | null;
  /** Who did it, when someone else than the account (an admin setting a technician's password). */
  actorId: string | null;
  ip: string;
  userAgent: string | null;
  occurredAt: string;
  details: Record<string, string | number | boolean>;
}

/** GET /api/audit-events?before=<ISO>&limit=<n> (admin, manager): newest first. */
export interface AuditEventsResponse {
  events: AuditEvent[];
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: string | null;
}

import type { StoredTechnician } from './auth.js';

/**
 * Bulk technician accounts (issue 3): an admin or manager creates sign-ins for many roster technicians at
 * once. Each gets a one-time activation code, and the technician chooses their own password with it.
 */

/** An e-mailed code waits long enough for a weekend; a printed sheet is handed over the same day. */
export const ACTIVATION_CODE_TTL_HOURS_EMAIL = 72;
export const ACTIVATION_CODE_TTL_HOURS_SHEET = 24;
/** Technicians one request may cover. */
export const BULK_ACCOUNTS_MAX_TECHNICIANS = 200;
/** Wrong activation attempts allowed per client address, and per typed e-mail or name, in 15 minutes. */
export const ACTIVATION_ATTEMPTS_PER_ADDRESS = 20;
export const ACTIVATION_ATTEMPTS_PER_ACCOUNT = 5;
export const ACTIVATION_ATTEMPT_WINDOW_MINUTES = 15;
/** Path of the activation page; e-mails link to it with `?code=`. */
export const ACTIVATION_PATH = '/activate';

export const BULK_ACCOUNT_DELIVERIES = ['email', 'sheet'] as const;
export type BulkAccountDelivery = (typeof BULK_ACCOUNT_DELIVERIES)[number];

/** none: no account; pending: account created, waiting for the technician to activate it; active: has a password. */
export const TECHNICIAN_ACCOUNT_STATES = ['none', 'pending', 'active'] as const;
export type TechnicianAccountState = (typeof TECHNICIAN_ACCOUNT_STATES)[number];

export interface BulkAccountCandidate {
  technicianId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  locationId: string | null;
  accountState: TechnicianAccountState;
  /** For a pending account: when its latest code expires (it may already have). */
  activationExpiresAt: string | null;
}

/** GET /api/admin/bulk-accounts/candidates (admin, manager): the active roster of the organization, by name. */
export interface BulkAccountCandidatesResponse {
  candidates: BulkAccountCandidate[];
}

/** POST /api/admin/bulk-accounts (admin, manager) */
export interface BulkAccountsRequest {
  technicianIds: string[];
  delivery: BulkAccountDelivery;
}

export const BULK_ACCOUNT_STATUSES = ['emailed', 'on-sheet', 'skipped'] as const;
export type BulkAccountStatus = (typeof BULK_ACCOUNT_STATUSES)[number];

export const BULK_ACCOUNT_SKIP_REASONS = ['already-active', 'no-email', 'email-taken', 'disabled'] as const;
export type BulkAccountSkipReason = (typeof BULK_ACCOUNT_SKIP_REASONS)[number];

export interface BulkAccountResult {
  technicianId: string;
  name: string;
  email: string | null;
  status: BulkAccountStatus;
  reason?: BulkAccountSkipReason;
  /** Only for 'on-sheet', only in this answer: the code is never retrievable again. */
  activationCode?: string;
  expiresAt?: string;
}

export interface BulkAccountsResponse {
  results: BulkAccountResult[];
}

/**
 * POST /api/auth/activate (public): `email` for technicians who have one; technicians without an e-mail
 * identify themselves by their full name as printed on their sheet. Exactly one of the two.
 */
export interface ActivateAccountRequest {
  email?: string;
  name?: string;
  code: string;
  newPassword: string;
}

export interface ActivateAccountResponse {
  technician: StoredTechnician;
}

import type { Role } from './identity.js';

/**
 * The organization's accounts, for the people who manage it (admin, manager): who can sign in, with which
 * role and at which location, and whether they may sign in at all. Granting roles to newcomers goes through
 * role requests (sign-up) and bulk accounts (roster technicians); this is where they are looked after later.
 */
export interface TeamAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  locationId: string | null;
  /** The roster technician (services/org) a technician account signs in as. */
  technicianId: string | null;
  /** ISO date the account was disabled; null while it may sign in. */
  disabledAt: string | null;
  /** ISO date of the latest sign-in; null when the account has never been used. */
  lastSignInAt: string | null;
  createdAt: string;
}

/** GET /api/auth/accounts: every account of the organization, by name. */
export interface TeamAccountsResponse {
  accounts: TeamAccount[];
}

/**
 * PATCH /api/auth/accounts/:id. Admins change anyone but themselves; managers change anyone but
 * themselves and admins, and never make an admin. `technician` needs a roster technician already linked.
 */
export interface UpdateTeamAccountRequest {
  role?: Role;
  /** A location of the organization, or null for none. */
  locationId?: string | null;
}

/** POST /api/auth/accounts/:id/disable and /enable answer the account as it now is. */
export type TeamAccountResponse = TeamAccount;

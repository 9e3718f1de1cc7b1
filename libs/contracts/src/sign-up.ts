import type { Role } from './identity.js';

/** Sign-up confirmation codes (spec §2 sign-up): six digits, mailed, valid this long, this many tries. */
export const SIGN_UP_CODE_LENGTH = 6;
export const SIGN_UP_CODE_TTL_MINUTES = 15;
export const SIGN_UP_CODE_MAX_ATTEMPTS = 5;

/** The two cards of the role selection screen. */
export const SELECTABLE_ROLES = ['admin', 'technician'] as const;
export type SelectableRole = (typeof SELECTABLE_ROLES)[number];

/** POST /api/auth/sign-up: answered the same whether or not the e-mail already has an account. */
export interface SignUpRequest {
  fullName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/confirm */
export interface SignUpConfirmRequest {
  email: string;
  code: string;
}

/**
 * The signed-up user as the sign-in, sign-up and role screens see them (spec §3 profile metadata): role is
 * null until it is chosen and granted; `requestedRole` is set while an administrator has yet to approve it.
 */
export interface SignUpUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  setupComplete: boolean;
  requestedRole: SelectableRole | null;
}

/** POST /api/auth/sign-in, POST /api/auth/sign-up/confirm, GET /api/auth/role */
export interface SignUpUserResponse {
  user: SignUpUser;
}

/** POST /api/auth/role */
export interface RoleSelectionRequest {
  role: SelectableRole;
}

/** `linked`: the role is granted now; `requested`: an administrator must approve it. */
export interface RoleSelectionResponse extends SignUpUserResponse {
  outcome: 'linked' | 'requested';
}

export const ROLE_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];

/** A role someone chose at sign-up that an administrator must approve. */
export interface RoleRequest {
  id: string;
  accountId: string;
  email: string;
  name: string;
  requestedRole: SelectableRole;
  status: RoleRequestStatus;
  createdAt: string;
}

/** GET /api/auth/role-requests (admin, manager): pending requests, oldest first. */
export interface RoleRequestsResponse {
  requests: RoleRequest[];
}

/** POST /api/auth/role-requests/:id/approve: a technician request needs the roster technician to link. */
export interface ApproveRoleRequest {
  technicianId?: string;
}

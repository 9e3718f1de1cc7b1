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

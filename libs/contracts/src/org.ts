export const ORGANIZATION_TYPES = ['franchise', 'corporate', 'independent'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export interface Organization {
  id: string;
  name: string;
  type: OrganizationType;
}

/** GET /api/organizations/current */
export interface CurrentOrganizationResponse {
  organization: Organization;
}

export interface Location {
  id: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** GET /api/locations/available */
export interface AvailableLocationsResponse {
  locations: Location[];
}

/** GET /api/housecall-pro/status */
export interface HcpStatusResponse {
  connected: boolean;
}

/** A technician of the roster, synced from Housecall Pro. */
export interface Technician {
  id: string;
  hcpEmployeeId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNumber: string | null;
  locationId: string | null;
  active: boolean;
  syncedAt: string;
  /** HCP's role for the employee (`field tech`, …), as HCP words it; null when HCP sent none. */
  role: string | null;
  /** HCP's photo of the employee; null when they have none. */
  avatarUrl: string | null;
  /** HCP's colour for the employee on its calendar, `#RRGGBB`; null when HCP sent none. */
  colorHex: string | null;
}

/** GET /api/technicians */
export interface TechniciansResponse {
  technicians: Technician[];
}

/** POST /api/technicians/sync */
export interface TechnicianSyncResult {
  created: number;
  updated: number;
  deactivated: number;
  total: number;
  syncedAt: string;
}

/** Why a roster sync failed: HCP refused the API key, HCP could not be reached, or something else went wrong. */
export const TECHNICIAN_SYNC_FAILURES = ['hcp-refused', 'hcp-unavailable', 'failed'] as const;
export type TechnicianSyncFailure = (typeof TECHNICIAN_SYNC_FAILURES)[number];

/** One roster sync with Housecall Pro, as the office sees it. */
export interface TechnicianSyncRun {
  status: 'ok' | 'failed';
  /** ISO date-time the run ended. */
  finishedAt: string;
  created: number;
  updated: number;
  deactivated: number;
  /** null when the run went well. */
  failure: TechnicianSyncFailure | null;
}

/** GET /api/technicians/sync: the organization's latest roster sync, null before the first. */
export interface TechnicianSyncStatusResponse {
  lastRun: TechnicianSyncRun | null;
}

/** Longest organization name accepted (admin setup and organization setup). */
export const ORGANIZATION_NAME_MAX_LENGTH = 120;

/** POST /internal/organizations/setup on services/org (called by services/auth during admin setup). */
export interface OrganizationSetupRequest {
  organizationName: string;
}
export interface OrganizationSetupResponse {
  organization: Organization;
  location: Pick<Location, 'id' | 'name'>;
}

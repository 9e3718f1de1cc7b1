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

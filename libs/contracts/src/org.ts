export const ORGANIZATION_TYPES = ['franchise', 'corporate', 'independent'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export interface Organization {
  id: string;
  name: string;
  type: OrganizationType;
}

/** Who filled the organization's contact details: Housecall Pro's company record, until someone in the office saves them. */
export const ORGANIZATION_CONTACT_SOURCES = ['housecall-pro', 'office'] as const;
export type OrganizationContactSource = (typeof ORGANIZATION_CONTACT_SOURCES)[number];

/** How customers reach the business: printed on the report's letterhead and under the report e-mail. */
export interface OrganizationContact {
  /** As the office typed it or Housecall Pro sent it (digits, spaces, `+ ( ) - .`); null when unknown. */
  phone: string | null;
  /** Where customers write; also the report e-mail's Reply-To. */
  email: string | null;
  /** An http(s) address. */
  website: string | null;
}

export const ORGANIZATION_PHONE_MAX_LENGTH = 30;
/** What a phone may hold: digits, spaces and `+ ( ) - .` (the form and the server check the same). */
export const ORGANIZATION_PHONE_PATTERN = /^[0-9 +().-]+$/;
/** A phone needs at least this many digits, whatever else it holds. */
export const ORGANIZATION_PHONE_MIN_DIGITS = 7;
export const ORGANIZATION_EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_WEBSITE_MAX_LENGTH = 200;

/**
 * GET /api/organizations/current/profile (any signed-in user; `ETag: <version>`) and the answer of PATCH: the
 * organization as /admin/organization edits it.
 */
export interface OrganizationProfile extends Organization, OrganizationContact {
  /** Housecall Pro's syncs fill the contact until the office saves it; after that they leave it alone. */
  contactSource: OrganizationContactSource;
  /** Sent back in `If-Match` on PATCH; a stale one answers 412 STALE_VERSION, none 428. */
  version: number;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

export interface OrganizationProfileResponse {
  organization: OrganizationProfile;
}

/**
 * PATCH /api/organizations/current/profile (admins and managers; header `If-Match: <version>`): the fields sent
 * are changed (null clears a contact field). Saving any contact field makes the contact the office's.
 */
export interface UpdateOrganizationProfileRequest {
  name?: string;
  type?: OrganizationType;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
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

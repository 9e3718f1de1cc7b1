import type { Language } from './constants.js';
import type { TechnicianSyncFailure } from './org.js';

/**
 * Customers and their sites (issue 10): a synced copy of Housecall Pro's customers, keyed by HCP ids, plus
 * what Irrigo adds and HCP lacks (the customer's language, Do-Not-Service, access notes). A customer is the
 * person or company; a site is a service address, the property a technician inspects.
 */

/** The language a customer's reports are written in. */
export type PreferredLanguage = Language;

/** Where the value of `preferredLanguage` came from: HCP's notes or tags, the organization, or an office user (then syncs leave it alone). */
export const PREFERRED_LANGUAGE_SOURCES = ['hcp', 'organization', 'office'] as const;
export type PreferredLanguageSource = (typeof PREFERRED_LANGUAGE_SOURCES)[number];

/** Page sizes of GET /api/customers. */
export const CUSTOMER_PAGE_SIZE_DEFAULT = 25;
export const CUSTOMER_PAGE_SIZE_MAX = 100;
/** What GET /api/customers adds to each row on request (`include=sites`: every site, not only the first). */
export const CUSTOMER_LIST_INCLUDES = ['sites'] as const;
export type CustomerListInclude = (typeof CUSTOMER_LIST_INCLUDES)[number];
/** Longest search text accepted by GET /api/customers. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
/** Limits of the fields an office user writes (PATCH /api/customers/{id}). */
export const DO_NOT_SERVICE_REASON_MAX_LENGTH = 500;
export const GATE_CODE_MAX_LENGTH = 50;
export const ACCESS_NOTES_MAX_LENGTH = 1_000;

/** How a technician gets onto the property: shown on the technician's screens too. */
export interface AccessNotes {
  gateCode: string | null;
  /** A dog on the property. */
  dog: boolean;
  /** Free text: water shut-off, parking, which side gate. */
  notes: string | null;
}

/** Do Not Service: the office's flag, shown in red wherever the customer appears, with the reason. */
export interface DoNotService {
  active: boolean;
  reason: string | null;
}

/** A service address of a customer (HCP address), the property Irrigo inspects. */
export interface Site {
  id: string;
  hcpAddressId: string;
  street: string | null;
  streetLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  accessNotes: AccessNotes;
}

/** A job of the customer, copied from HCP: where the technician's assignment comes from. */
export interface CustomerJob {
  id: string;
  hcpJobId: string;
  invoiceNumber: string | null;
  description: string | null;
  /** HCP's own words: `needs scheduling`, `scheduled`, `in progress`, `complete rated`, `complete unrated`, `user canceled`, `pro canceled`. */
  workStatus: string | null;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  /** The site the job is at, when its address is one of the customer's sites. */
  siteId: string | null;
  technicianNames: string[];
  totalCents: number;
}

/** One row of GET /api/customers. */
export interface CustomerListItem {
  id: string;
  hcpCustomerId: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  /** Name to show: first and last name, else the company. */
  displayName: string;
  email: string | null;
  mobileNumber: string | null;
  homeNumber: string | null;
  workNumber: string | null;
  locationId: string;
  preferredLanguage: PreferredLanguage;
  doNotService: DoNotService;
  /** The first site (the one HCP lists first), for the list's address column. */
  primarySite: Site | null;
  siteCount: number;
  /** Names of the technicians assigned to the customer's jobs. */
  technicianNames: string[];
  /** Every site, in HCP's order: only with `include=sites` (a device copying its customers asks once per page, not once per customer). */
  sites?: Site[];
}

/** GET /api/customers/{id}: the customer with sites and HCP jobs (inspections come later). */
export interface CustomerDetail extends CustomerListItem {
  tags: string[];
  /** HCP's notes on the customer, read-only here. */
  hcpNotes: string | null;
  preferredLanguageSource: PreferredLanguageSource;
  sites: Site[];
  jobs: CustomerJob[];
  /** Sent back in `If-Match` on PATCH (also the `ETag` header); a stale one answers 412. */
  version: number;
  syncedAt: string;
}

/** GET /api/customers query. `technicianId` and `locationId` filter within what the caller may see. */
export interface CustomerListQuery {
  q?: string;
  technicianId?: string;
  locationId?: string;
  page?: number;
  pageSize?: number;
  include?: CustomerListInclude;
}

/** One page of a list: `page` starts at 1, `total` counts every match. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type CustomerListResponse = PageOf<CustomerListItem>;

/** A site's access notes as the office sets them. */
export interface SiteAccessNotesUpdate {
  siteId: string;
  accessNotes: AccessNotes;
}

/**
 * PATCH /api/customers/{id} (header `If-Match: <version>`): only what Irrigo owns; contact fields stay
 * HCP's. Once set here, syncs never overwrite these fields.
 */
export interface UpdateCustomerRequest {
  preferredLanguage?: PreferredLanguage;
  doNotService?: DoNotService;
  sites?: SiteAccessNotesUpdate[];
}

/** POST /api/customers/sync and the record of each run. */
export interface CustomerSyncResult {
  created: number;
  updated: number;
  archived: number;
  /** Jobs copied in this run. */
  jobs: number;
  /** Customers HCP listed for the technicians' jobs. */
  total: number;
  syncedAt: string;
}

/** Why a customer sync failed: the roster's three reasons (HCP refused the key, HCP unavailable, anything else). */
export type CustomerSyncFailure = TechnicianSyncFailure;

/** One customer sync with Housecall Pro, as the office sees it. */
export interface CustomerSyncRun {
  status: 'ok' | 'failed';
  /** ISO date-time the run ended. */
  finishedAt: string;
  created: number;
  updated: number;
  archived: number;
  jobs: number;
  /** null when the run went well. */
  failure: CustomerSyncFailure | null;
}

/** GET /api/customers/sync: the organization's latest customer sync, null before the first. */
export interface CustomerSyncStatusResponse {
  lastRun: CustomerSyncRun | null;
}

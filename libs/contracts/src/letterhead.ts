import type { OrganizationContact } from './org.js';

/**
 * GET /internal/letterhead?organizationId=…[&locationId=…] (services/org, for services/inspections): who the
 * customer's report comes from, for its letterhead and footer: the organization's name and contact (phone,
 * e-mail, website; null when unknown), and the location's name, postal address and phone (the parts that are set). `location` is null when none was asked
 * for, or the one asked for is not (or no longer) the organization's.
 */
export interface LetterheadResponse {
  organization: { name: string } & OrganizationContact;
  location: LetterheadLocation | null;
}

export interface LetterheadLocation {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  /** The location's own phone (Housecall Pro's location record); the report prefers it to the organization's. */
  phone: string | null;
}

/**
 * GET /internal/letterhead?organizationId=…[&locationId=…] (services/org, for services/inspections): who the
 * customer's report comes from, for its letterhead and footer. Only what org keeps: the organization's name,
 * and the location's name and postal address (the parts that are set). `location` is null when none was asked
 * for, or the one asked for is not (or no longer) the organization's.
 */
export interface LetterheadResponse {
  organization: { name: string };
  location: LetterheadLocation | null;
}

export interface LetterheadLocation {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

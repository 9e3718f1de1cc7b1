import type { ErrorMessageOverrides } from '@irrigo/api-client';
import type { CustomerListItem, Site } from '@irrigo/contracts';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

/** The phone to call first: mobile, else home, else work (HCP keeps all three). */
export function primaryPhone(customer: Pick<CustomerListItem, 'mobileNumber' | 'homeNumber' | 'workNumber'>): string | null {
  return customer.mobileNumber ?? customer.homeNumber ?? customer.workNumber ?? null;
}

/** US numbers as (512) 555-0101; anything else as HCP sent it. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return local.length === 10 ? `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}` : value;
}

/** What a tel: link dials: digits and a leading +, without the punctuation people type. */
export const telHref = (value: string): string => `tel:${value.replace(/[^\d+]/g, '')}`;

/** A site's address as its two lines: the street (and unit), then city, state and ZIP. Empty parts are left out. */
export function addressLines(site: Site): string[] {
  const street = [site.street, site.streetLine2].filter(Boolean).join(', ');
  const cityState = [site.city, site.state].filter(Boolean).join(', ');
  const place = [cityState, site.zip].filter(Boolean).join(' ');
  return [street, place].filter((line) => line !== '');
}

/**
 * The address as a maps link. Google's cross-platform search URL opens the Maps app on Android and iOS
 * when it is installed and the web map otherwise, so one link works on the office's computer and on a phone.
 */
export function mapsHref(site: Site): string | null {
  const address = [...addressLines(site), site.country].filter(Boolean).join(', ');
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

/** HCP's job statuses Irrigo has words for (customers.json "jobStatus"); any other is shown as HCP wrote it. */
export const JOB_STATUSES = ['needs scheduling', 'scheduled', 'in progress', 'complete rated', 'complete unrated', 'user canceled', 'pro canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const isKnownJobStatus = (value: string): value is JobStatus => (JOB_STATUSES as readonly string[]).includes(value);

/** The translation key of a known status: 'needs scheduling' → 'jobStatus.needsScheduling'. */
export const jobStatusKey = (status: JobStatus): string => `jobStatus.${status.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/** Whole cents as US dollars with 2 decimals, in the reader's language ($1,234.50 / 1234,50 US$ per locale). */
export function formatUsd(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
}

const ERRORS = 'customers:errors';

/** Failures the customers screen words its own way (customers.json "errors"); the rest are the remote's. */
export const CUSTOMERS_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.forbidden`,
  NOT_FOUND: `${ERRORS}.notFound`,
  TECHNICIAN_NOT_FOUND: `${ERRORS}.technicianGone`,
  HCP_UNAVAILABLE: `${ERRORS}.hcpUnavailable`,
  CONFLICT: `${ERRORS}.noOrganization`,
  STALE_VERSION: `${ERRORS}.stale`,
};

/** The translation key that says why a customers call failed. */
export const customersFailure = (error: unknown): string => adminErrorMessage(error, CUSTOMERS_ERRORS).key;

/** The same, as the form kit wants it (reportServerError's `describe`). */
export const describeCustomersFailure = (error: unknown) => adminErrorMessage(error, CUSTOMERS_ERRORS);

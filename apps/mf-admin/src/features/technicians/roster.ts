import type { BadgeTone } from '@irrigo/ui';
import type { BulkAccountCandidate, Location, TeamAccount, Technician, TechnicianMonthStats } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

/** Where a technician's Irrigo sign-in stands. */
export const ACCOUNT_STATES = ['none', 'invited', 'active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_TONE: Record<AccountState, BadgeTone> = { none: 'neutral', invited: 'warning', active: 'success', disabled: 'danger' };

/** A roster row: the technician (services/org), their account (services/auth) and their month (services/inspections). */
export interface RosterRow {
  technician: Technician;
  name: string;
  locationName: string | null;
  accountState: AccountState;
  /** The account to enable, when there is one. */
  accountId: string | null;
  inspections: number;
  servicePlansSold: number | null;
  averageRating: number | null;
}

export const fullName = (person: { firstName: string; lastName: string }): string => [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * The account state from what auth already answers the office: the bulk-accounts candidates say none,
 * pending (invited) or active for the active roster, and the team's accounts say which are disabled. A
 * technician HCP dropped is no candidate; an account of theirs reads as active unless disabled.
 */
export function accountStateOf(
  technicianId: string,
  candidates: ReadonlyMap<string, BulkAccountCandidate>,
  accounts: ReadonlyMap<string, TeamAccount>,
): AccountState {
  const account = accounts.get(technicianId);
  if (account?.disabledAt) return 'disabled';
  const candidate = candidates.get(technicianId);
  if (candidate?.accountState === 'pending') return 'invited';
  if (candidate?.accountState === 'active' || account) return 'active';
  return 'none';
}

/** Puts the three answers together; a technician missing from the month's counts did no inspection (0). */
export function rosterRows(
  technicians: readonly Technician[],
  {
    candidates,
    accounts,
    stats,
    locations,
  }: { candidates: readonly BulkAccountCandidate[]; accounts: readonly TeamAccount[]; stats: readonly TechnicianMonthStats[]; locations: readonly Location[] },
): RosterRow[] {
  const candidatesById = new Map(candidates.map((candidate) => [candidate.technicianId, candidate]));
  const accountsById = new Map(accounts.filter((account) => account.technicianId).map((account) => [account.technicianId as string, account]));
  const statsById = new Map(stats.map((row) => [row.technicianId, row]));
  const locationNames = new Map(locations.map((location) => [location.id, location.name]));
  return technicians.map((technician) => {
    const month = statsById.get(technician.id);
    return {
      technician,
      name: fullName(technician) || technician.email || technician.hcpEmployeeId,
      locationName: technician.locationId ? (locationNames.get(technician.locationId) ?? null) : null,
      accountState: accountStateOf(technician.id, candidatesById, accountsById),
      accountId: accountsById.get(technician.id)?.id ?? null,
      inspections: month?.inspections ?? 0,
      servicePlansSold: month?.servicePlansSold ?? null,
      averageRating: month?.averageRating ?? null,
    };
  });
}

export const ACCOUNT_FILTERS = ['all', ...ACCOUNT_STATES] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];
export const isAccountFilter = (value: string): value is AccountFilter => (ACCOUNT_FILTERS as readonly string[]).includes(value);

/** The rows whose name, e-mail or phone holds `search` (case, accents and phone punctuation aside) and whose account fits. */
export function filterRoster(rows: readonly RosterRow[], { search, account }: { search: string; account: AccountFilter }): RosterRow[] {
  const wanted = fold(search.trim());
  const digits = search.replace(/\D/g, '');
  return rows.filter(
    (row) =>
      (account === 'all' || row.accountState === account) &&
      (!wanted ||
        fold(row.name).includes(wanted) ||
        fold(row.technician.email ?? '').includes(wanted) ||
        (digits.length >= 3 && (row.technician.mobileNumber ?? '').replace(/\D/g, '').includes(digits))),
  );
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Initials for the colour dot: first letters of the first and last names. */
export const initialsOf = (technician: Pick<Technician, 'firstName' | 'lastName'>): string =>
  [technician.firstName, technician.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toLocaleUpperCase() || '?';

/** US numbers as (512) 555-0101; anything else as HCP sent it. */
export function formatPhone(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return local.length === 10 ? `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}` : value;
}

/** This month as YYYY-MM where the viewer is. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The viewer's IANA time zone: the office reads "this month" where it is. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const ERRORS = 'technicians:errors';

/** The failures the roster words its own way (technicians.json "errors"); the rest are the remote's. */
export const TECHNICIANS_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.forbidden`,
  NOT_FOUND: `${ERRORS}.locationGone`,
  HCP_UNAVAILABLE: `${ERRORS}.hcpUnavailable`,
  CONFLICT: `${ERRORS}.noOrganization`,
  TECHNICIAN_NOT_FOUND: `${ERRORS}.rosterChanged`,
};

/** The translation key that says why a roster call failed. */
export const techniciansFailure = (error: unknown): string => adminErrorMessage(error, TECHNICIANS_ERRORS).key;

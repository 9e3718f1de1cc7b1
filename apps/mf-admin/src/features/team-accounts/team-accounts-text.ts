import { ROLES, type AuthUser, type Role, type TeamAccount } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

const ERRORS = 'teamAccounts:errors';

/** The failures the team-accounts screen words its own way (team-accounts.json "errors"); the rest are the remote's. */
export const TEAM_ACCOUNT_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.FORBIDDEN`,
  CONFLICT: `${ERRORS}.CONFLICT`,
  NOT_FOUND: `${ERRORS}.NOT_FOUND`,
  TECHNICIAN_NOT_LINKED: `${ERRORS}.TECHNICIAN_NOT_LINKED`,
  LOCATION_NOT_FOUND: `${ERRORS}.LOCATION_NOT_FOUND`,
  VALIDATION_FAILED: `${ERRORS}.VALIDATION_FAILED`,
};

/** The list itself refused: only administrators and managers see the team's accounts. */
export const TEAM_LIST_ERRORS: ErrorMessageOverrides = { ...TEAM_ACCOUNT_ERRORS, FORBIDDEN: `${ERRORS}.listForbidden` };

/** The translation key that says why a team-accounts call failed. */
export const teamAccountFailure = (error: unknown, overrides: ErrorMessageOverrides = TEAM_ACCOUNT_ERRORS): string => adminErrorMessage(error, overrides).key;

/** The select value for "no location": Radix selects do not take an empty string. */
export const NO_LOCATION = 'none';

/**
 * Why the viewer may not change this account, as a key under readOnly; null when they may. The server
 * decides in the end: these are its rules, shown before anyone tries.
 */
export function readOnlyReason(account: TeamAccount, viewer: Pick<AuthUser, 'id' | 'role'>): 'self' | 'admin' | null {
  if (account.id === viewer.id) return 'self';
  if (viewer.role !== 'admin' && account.role === 'admin') return 'admin';
  return null;
}

/**
 * The roles the viewer can give this account: only an admin makes an admin, and only an account linked to
 * a roster technician can be a technician. The account's present role is always listed, so it shows.
 */
export function roleChoices(account: TeamAccount, viewer: Pick<AuthUser, 'role'>): Role[] {
  return ROLES.filter(
    (role) => role === account.role || ((role !== 'admin' || viewer.role === 'admin') && (role !== 'technician' || account.technicianId !== null)),
  );
}

export const ACCOUNT_STATUSES = ['all', 'active', 'disabled'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUSES)[number];
export const isAccountStatusFilter = (value: string): value is AccountStatusFilter => (ACCOUNT_STATUSES as readonly string[]).includes(value);

/** The accounts whose name or e-mail contains `search` (case and accents aside) and whose status fits. */
export function filterAccounts(accounts: readonly TeamAccount[], { search, status }: { search: string; status: AccountStatusFilter }): TeamAccount[] {
  const wanted = fold(search.trim());
  return accounts.filter(
    (account) =>
      (status === 'all' || (status === 'disabled') === (account.disabledAt !== null)) &&
      (!wanted || fold(account.name).includes(wanted) || fold(account.email).includes(wanted)),
  );
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

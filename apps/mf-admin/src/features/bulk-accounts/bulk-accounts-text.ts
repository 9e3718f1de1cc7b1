import type { BadgeTone } from '@irrigo/ui';
import type { BulkAccountStatus, TechnicianAccountState } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

export const STATE_TONE: Record<TechnicianAccountState, BadgeTone> = { none: 'neutral', pending: 'warning', active: 'success' };
export const STATUS_TONE: Record<BulkAccountStatus, BadgeTone> = { emailed: 'success', 'on-sheet': 'info', skipped: 'warning' };

const ERRORS = 'bulkAccounts:errors';

/** The failures the bulk-accounts screen words its own way (bulk-accounts.json "errors"); the rest are the remote's. */
export const BULK_ACCOUNT_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.forbidden`,
  TECHNICIAN_NOT_FOUND: `${ERRORS}.rosterChanged`,
};

/** The translation key that says why a bulk-accounts call failed. */
export const bulkAccountsFailure = (error: unknown): string => adminErrorMessage(error, BULK_ACCOUNT_ERRORS).key;

/** Where technicians activate: this very origin, since the shell and the gateway share it. */
export const activationAddress = (): string => `${window.location.origin}/activate`;

export const fullName = (person: { firstName: string; lastName: string }): string => [person.firstName, person.lastName].filter(Boolean).join(' ');

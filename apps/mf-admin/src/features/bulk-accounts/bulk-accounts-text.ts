import type { BadgeTone } from '@irrigo/ui';
import type { BulkAccountStatus, TechnicianAccountState } from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';

export const STATE_TONE: Record<TechnicianAccountState, BadgeTone> = { none: 'neutral', pending: 'warning', active: 'success' };
export const STATUS_TONE: Record<BulkAccountStatus, BadgeTone> = { emailed: 'success', 'on-sheet': 'info', skipped: 'warning' };

/** Why a call failed, as a key under errors. */
export function bulkAccountsFailure(error: unknown): 'forbidden' | 'signedOut' | 'rosterChanged' | 'unavailable' | 'network' | 'unknown' {
  if (!isApiError(error)) return error instanceof TypeError ? 'network' : 'unknown';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'forbidden';
  if (error.code === 'TECHNICIAN_NOT_FOUND') return 'rosterChanged';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}

/** Where technicians activate: this very origin, since the shell and the gateway share it. */
export const activationAddress = (): string => `${window.location.origin}/activate`;

export const fullName = (person: { firstName: string; lastName: string }): string => [person.firstName, person.lastName].filter(Boolean).join(' ');

import { isApiError } from '@irrigo/api-client';
import type { Technician } from '@irrigo/contracts';

export type AccessRequestFailure =
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'NOT_FOUND'
  | 'TECHNICIAN_NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'signedOut'
  | 'unavailable'
  | 'network'
  | 'unknown';

const BY_CODE: readonly AccessRequestFailure[] = ['FORBIDDEN', 'CONFLICT', 'NOT_FOUND', 'TECHNICIAN_NOT_FOUND', 'VALIDATION_FAILED'];

/** Why a call failed, as a key under errors: the API's stable code first, then the HTTP status. */
export function accessRequestFailure(error: unknown): AccessRequestFailure {
  if (!isApiError(error)) return error instanceof TypeError ? 'network' : 'unknown';
  const byCode = BY_CODE.find((code) => code === error.code);
  if (byCode) return byCode;
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'FORBIDDEN';
  if (error.status === 404) return 'NOT_FOUND';
  if (error.status === 409) return 'CONFLICT';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}

export const technicianName = (technician: Pick<Technician, 'firstName' | 'lastName'>): string =>
  [technician.firstName, technician.lastName].filter(Boolean).join(' ');

/** The roster technician whose e-mail is the one the person signed up with, compared as e-mails are. */
export function matchingTechnician(technicians: readonly Technician[], email: string): Technician | undefined {
  const wanted = email.trim().toLowerCase();
  return technicians.find((technician) => technician.email?.trim().toLowerCase() === wanted);
}

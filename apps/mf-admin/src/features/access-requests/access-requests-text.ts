import type { Technician } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

const ERRORS = 'accessRequests:errors';

/** The failures the access-requests screen words its own way (access-requests.json "errors"); the rest are the remote's. */
export const ACCESS_REQUEST_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.FORBIDDEN`,
  CONFLICT: `${ERRORS}.CONFLICT`,
  NOT_FOUND: `${ERRORS}.NOT_FOUND`,
  TECHNICIAN_NOT_FOUND: `${ERRORS}.TECHNICIAN_NOT_FOUND`,
  VALIDATION_FAILED: `${ERRORS}.VALIDATION_FAILED`,
};

/** The translation key that says why an access-requests call failed. */
export const accessRequestFailure = (error: unknown): string => adminErrorMessage(error, ACCESS_REQUEST_ERRORS).key;

export const technicianName = (technician: Pick<Technician, 'firstName' | 'lastName'>): string =>
  [technician.firstName, technician.lastName].filter(Boolean).join(' ');

/** The roster technician whose e-mail is the one the person signed up with, compared as e-mails are. */
export function matchingTechnician(technicians: readonly Technician[], email: string): Technician | undefined {
  const wanted = email.trim().toLowerCase();
  return technicians.find((technician) => technician.email?.trim().toLowerCase() === wanted);
}

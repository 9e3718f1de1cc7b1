import type { Technician } from '@irrigo/contracts';
import { apiFailure } from '../../api/api-failure.js';

/** Why an access-requests call failed, as a key under errors. */
export const accessRequestFailure = (error: unknown) => apiFailure(error, ['TECHNICIAN_NOT_FOUND'] as const);

export const technicianName = (technician: Pick<Technician, 'firstName' | 'lastName'>): string =>
  [technician.firstName, technician.lastName].filter(Boolean).join(' ');

/** The roster technician whose e-mail is the one the person signed up with, compared as e-mails are. */
export function matchingTechnician(technicians: readonly Technician[], email: string): Technician | undefined {
  const wanted = email.trim().toLowerCase();
  return technicians.find((technician) => technician.email?.trim().toLowerCase() === wanted);
}

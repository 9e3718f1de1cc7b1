import type { PasswordResetUserType, Role } from '@irrigo/contracts';

/** "  ANA  Núñez" and "ana nunez" are the same person to someone typing a name on a tablet. */
export const nameKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();

/** The reset dialog's tabs: technicians on one, every office role on the other. */
export const resetUserTypeOf = (role: Role): PasswordResetUserType => (role === 'technician' ? 'technician' : 'admin');

export interface NamedAccount {
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** Whether a typed full name is this account's, as its full name or as first and last name. */
export function isNamed(account: NamedAccount, typedName: string): boolean {
  const typed = nameKey(typedName);
  const firstAndLast = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return typed !== '' && (nameKey(account.fullName) === typed || nameKey(firstAndLast) === typed);
}

import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './constants.js';

/** The rules of the password reset form (spec §5); each failed rule is one translated line. */
export const STRONG_PASSWORD_RULES = ['minLength', 'lowercase', 'uppercase', 'number', 'special'] as const;
export type StrongPasswordRule = (typeof STRONG_PASSWORD_RULES)[number];

export function failedStrongPasswordRules(password: string): StrongPasswordRule[] {
  const failed: StrongPasswordRule[] = [];
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) failed.push('minLength');
  if (!/\p{Ll}/u.test(password)) failed.push('lowercase');
  if (!/\p{Lu}/u.test(password)) failed.push('uppercase');
  if (!/\p{Nd}/u.test(password)) failed.push('number');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) failed.push('special');
  return failed;
}

/** Length in characters as a person counts them (code points), so any Unicode passphrase is measured fairly. */
export const passwordLength = (password: string): number => [...password].length;

export const isWithinPasswordMaximum = (password: string): boolean => passwordLength(password) <= PASSWORD_MAX_LENGTH;

/** A permissive e-mail check shared by forms and DTOs: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

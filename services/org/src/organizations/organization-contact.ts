import {
  ORGANIZATION_EMAIL_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_PHONE_MIN_DIGITS,
  ORGANIZATION_PHONE_PATTERN,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
} from '@irrigo/contracts';
import { isEmail, isURL } from 'class-validator';

/**
 * The organization's contact rules, in one place for the office's edits (the DTO) and for Housecall Pro's
 * company record (the roster sync): what the office may not save, a sync drops instead of copying.
 */

/** Trimmed text, or null for blank and for anything that is not text. */
export function trimmedOrNull(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

/** Digits, spaces and `+ ( ) - .`, at most 30 characters, with at least 7 digits. */
export function isOrganizationPhone(value: string): boolean {
  return (
    value.length <= ORGANIZATION_PHONE_MAX_LENGTH && ORGANIZATION_PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= ORGANIZATION_PHONE_MIN_DIGITS
  );
}

export function isOrganizationEmail(value: string): boolean {
  return value.length <= ORGANIZATION_EMAIL_MAX_LENGTH && isEmail(value);
}

/** An e-mail address as kept: trimmed and lower-cased. */
export const emailAsKept = (value: string): string => value.toLowerCase();

/** A website as kept: a bare domain (`greenvalley.com`) gets `https://`; one with a scheme is left as written. */
export function websiteAsKept(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** An http(s) address of a real host name, at most 200 characters. */
export function isOrganizationWebsite(value: string): boolean {
  return (
    value.length <= ORGANIZATION_WEBSITE_MAX_LENGTH && isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true })
  );
}

/** HCP's company phone, e-mail and website as the organization keeps them; one that breaks the rules is left out (null). */
export function contactFromHcp(company: { phone_number?: string | null; support_email?: string | null; website?: string | null }): {
  phone: string | null;
  email: string | null;
  website: string | null;
} {
  const phone = phoneFromHcp(company.phone_number);
  const email = trimmedOrNull(company.support_email);
  const website = trimmedOrNull(company.website);
  const keptEmail = email === null ? null : emailAsKept(email);
  const keptWebsite = website === null ? null : websiteAsKept(website);
  return {
    phone,
    email: keptEmail !== null && isOrganizationEmail(keptEmail) ? keptEmail : null,
    website: keptWebsite !== null && isOrganizationWebsite(keptWebsite) ? keptWebsite : null,
  };
}

/** A phone as HCP sends it (companies' and locations'), or null when it breaks the rules. */
export function phoneFromHcp(value: string | null | undefined): string | null {
  const phone = trimmedOrNull(value);
  return phone !== null && isOrganizationPhone(phone) ? phone : null;
}

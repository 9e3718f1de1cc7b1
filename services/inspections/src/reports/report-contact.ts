import type { LetterheadResponse } from '@irrigo/contracts';

/** How the customer reaches who the report comes from, written as the report and its e-mail print it. */
export interface ReportContact {
  /** The location's phone when it has one, else the organization's: "(512) 555-0100" for a US number. */
  phone: string | null;
  email: string | null;
  /** Without its scheme: "greenvalley.example". */
  website: string | null;
}

/** The contact of a letterhead, each part null when org does not know it. */
export function reportContact(letterhead: LetterheadResponse): ReportContact {
  const phone = letterhead.location?.phone ?? letterhead.organization.phone;
  const { email, website } = letterhead.organization;
  return { phone: phone ? displayPhone(phone) : null, email: email || null, website: website ? displayWebsite(website) : null };
}

/** The parts of a contact that exist, in the order phone, e-mail, website. */
export function contactParts(contact: ReportContact, parts: readonly (keyof ReportContact)[] = ['phone', 'email', 'website']): string[] {
  return parts.flatMap((part) => {
    const value = contact[part];
    return value ? [value] : [];
  });
}

/**
 * A US number (10 digits, or 11 beginning with the country code 1, in any punctuation) as Americans write it,
 * "(512) 555-0100"; any other number (another country's, one with an extension) as it was given.
 */
export function displayPhone(phone: string): string {
  const given = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(given)) return given;
  const digits = given.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 && !given.startsWith('+') ? digits : null;
  // Area codes and exchanges never begin with 0 or 1 (NANP): anything else is not a US number written differently.
  if (national === null || !/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return given;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** "https://www.greenvalley.example/" → "www.greenvalley.example": what a reader types, without the scheme or a bare trailing slash. */
export function displayWebsite(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^([^/?#]+)\/$/, '$1');
}

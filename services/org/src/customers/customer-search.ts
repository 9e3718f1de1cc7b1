import type { PreferredLanguage } from '@irrigo/contracts';

/**
 * Text as search compares it: lower case, accents stripped ("Lucía" → "lucia", "Peña" → "pena"), spaces
 * collapsed. Done here rather than with PostgreSQL's unaccent so that PGlite and PostgreSQL fold the same
 * way and the column can be indexed as it is.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** What a customer is found by: names, company, e-mail, each phone as digits only, and the sites' streets. */
export interface SearchableCustomer {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  email: string | null;
  mobileNumber: string | null;
  homeNumber: string | null;
  workNumber: string | null;
}

export interface SearchableSite {
  street: string | null;
  streetLine2: string | null;
  city: string | null;
  zip: string | null;
}

export function searchTextOf(customer: SearchableCustomer, sites: readonly SearchableSite[]): string {
  const phones = [customer.mobileNumber, customer.homeNumber, customer.workNumber].map((phone) => (phone ? digitsOf(phone) : '')).filter(Boolean);
  const parts = [
    customer.firstName,
    customer.lastName,
    customer.company,
    customer.email,
    ...phones,
    ...sites.flatMap((site) => [site.street, site.streetLine2, site.city, site.zip]),
  ];
  // A separator no query contains, so a word never matches across two fields.
  return parts
    .filter((part): part is string => Boolean(part))
    .map(foldForSearch)
    .join(' | ');
}

export function displayNameOf(customer: Pick<SearchableCustomer, 'firstName' | 'lastName' | 'company'>): string {
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return person || customer.company?.trim() || '';
}

/** The list's order: last name first, as an office reads a customer list. */
export function sortNameOf(customer: Pick<SearchableCustomer, 'firstName' | 'lastName' | 'company'>): string {
  const person = [customer.lastName, customer.firstName].filter(Boolean).join(' ').trim();
  return foldForSearch(person || customer.company || '');
}

/**
 * The words of a query, each of which a customer must contain. A query that is a phone number
 * ("(512) 555-0101", "512.555.0101") becomes its digits, since phones are stored as digits only.
 */
export function searchTermsOf(query: string | undefined): string[] {
  const folded = foldForSearch(query ?? '');
  if (!folded) return [];
  if (/^[\d\s().+-]+$/.test(folded) && digitsOf(folded).length >= 3) return [digitsOf(folded)];
  return folded.split(' ').filter(Boolean);
}

/** `%` and `_` typed by a user are searched for as themselves, not as LIKE wildcards. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The language a customer's HCP record asks for: a tag "Spanish"/"Español", or notes that mention Spanish
 * ("speaks Spanish", "habla español"), else none (the organization's language applies).
 */
export function languageFromHcp(tags: readonly string[], notes: string | null): PreferredLanguage | null {
  if (tags.some((tag) => /^(spanish|espanol)( speaker| speaking)?$/.test(foldForSearch(tag)))) return 'es';
  if (notes && /\b(spanish|espanol)\b/.test(foldForSearch(notes))) return 'es';
  if (tags.some((tag) => /^(english|ingles)$/.test(foldForSearch(tag)))) return 'en';
  return null;
}

import { PRICEBOOK_LIMITS, type PricebookCategory } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

const ERRORS = 'pricebook:errors';

/** The failures the pricebook screens word their own way (pricebook.json "errors"); the rest are the remote's. */
export const PRICEBOOK_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.forbidden`,
  NOT_FOUND: `${ERRORS}.notFound`,
  STALE_VERSION: `${ERRORS}.stale`,
  HCP_UNAVAILABLE: `${ERRORS}.hcpUnavailable`,
  VALIDATION_FAILED: `${ERRORS}.invalid`,
};

/** The translation key that says why a pricebook call failed. */
export const pricebookFailure = (error: unknown): string => adminErrorMessage(error, PRICEBOOK_ERRORS).key;

export const describePricebookFailure = (error: unknown) => adminErrorMessage(error, PRICEBOOK_ERRORS);

// ---- Money: integer cents in the API, dollars with two decimals on screen ----

/** "$1,234.50" in the interface's language (USD always: the business's currency). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
}

/** Dollars as typed: "12", "12.5", "$1,234.50". No sign: prices are never negative. */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$|^\$?\s*\.(\d{1,2})$/;

/**
 * Typed dollars as cents, worked out on the digits (never through a float, where 0.29 × 100 is 28.999…).
 * '' is no price (null); anything unreadable or beyond the pricebook's limit is undefined.
 */
export function dollarsToCents(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = DOLLARS.exec(value);
  if (!match) return undefined;
  const whole = match[1] ? Number(match[1].replace(/,/g, '')) : 0;
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const cents = whole * 100 + Number(fraction || '0');
  return cents > PRICEBOOK_LIMITS.maxPriceCents ? undefined : cents;
}

/** Cents as a form shows them for editing ("12.50"), '' for no price. */
export const centsToDollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * A signed amount of dollars (a bulk change of "-2.50" lowers each price): cents, or undefined when it
 * cannot be read. Zero changes nothing, so it is refused too.
 */
export function signedDollarsToCents(text: string): number | undefined {
  const value = text.trim();
  const negative = value.startsWith('-');
  const cents = dollarsToCents(negative || value.startsWith('+') ? value.slice(1) : value);
  if (cents === null || cents === undefined || cents === 0) return undefined;
  return negative ? -cents : cents;
}

// ---- Bilingual names ----

export interface BilingualName {
  nameEn: string;
  nameEs: string | null;
}

/** The name in the interface's language (English when there is no Spanish yet) and the other one, if any, to show under it. */
export function namesFor(item: BilingualName, language: string): { primary: string; secondary: string | null } {
  if (language === 'es' && item.nameEs) return { primary: item.nameEs, secondary: item.nameEn };
  return { primary: item.nameEn, secondary: item.nameEs && item.nameEs !== item.nameEn ? item.nameEs : null };
}

export const nameIn = (item: BilingualName, language: string): string => namesFor(item, language).primary;

// ---- The category tree ----

/** Each category with its path ("Valves › Anti-siphon"), for pickers that list the whole tree. */
export function categoryPath(categories: readonly PricebookCategory[], id: string, language: string): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  let current = byId.get(id);
  // The tree is at most PRICEBOOK_LIMITS.categoryMaxDepth deep; the bound also stops a cycle in bad data.
  for (let step = 0; current && step <= PRICEBOOK_LIMITS.categoryMaxDepth; step += 1) {
    names.unshift(nameIn(current, language));
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return names.join(' › ');
}

/** The ids of a category and every category beneath it. */
export function withDescendants(categories: readonly PricebookCategory[], id: string): Set<string> {
  const ids = new Set([id]);
  // Tree order puts parents first, so one pass collects every level.
  for (const category of categories) if (category.parentId && ids.has(category.parentId)) ids.add(category.id);
  return ids;
}

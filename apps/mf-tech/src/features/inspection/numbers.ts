import { INSPECTION_LIMITS } from '@irrigo/contracts';

/** What a number or money box holds: a value, nothing, or text that is not a number (kept, shown as an error). */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false };

/**
 * Dollars typed by a technician as integer cents, read as text so "12.34" is exactly 1234 (never 1233.9999):
 * a "$", thousands commas and spaces are ignored; at most two decimals; empty is null.
 */
export function parseDollarsToCents(text: string): ParsedNumber {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return { ok: true, value: null };
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false };
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = Number(((match[2] ?? '') + '00').slice(0, 2));
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents) || cents > INSPECTION_LIMITS.centsMax) return { ok: false };
  return { ok: true, value: cents };
}

/** Cents as the text of a dollars box: "12.34", "12" for whole dollars, '' for none. */
export function centsToInput(cents: number | null): string {
  if (cents === null) return '';
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A count or a measure: digits, and a decimal point when `decimals`; within 0..max; empty is null. */
export function parseNumber(text: string, { decimals, max }: { decimals: boolean; max: number }): ParsedNumber {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return { ok: true, value: null };
  if (!(decimals ? /^(\d+\.?\d*|\.\d+)$/ : /^\d+$/).test(cleaned)) return { ok: false };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value > max) return { ok: false };
  return { ok: true, value };
}

import { INSPECTION_LIMITS } from '@irrigo/contracts';

/** Why a typed amount or quantity was not taken (each is a translated message in findings.json). */
export type EntryProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'zero' | 'tooLarge';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: EntryProblem };

/**
 * Digits with an optional decimal part of up to `decimals` places, read by string: "12.30" is 12 and "30",
 * never 12.3 as a float, so no binary fraction ever reaches a stored amount. Thousands separators ("1,234.50")
 * and a leading "$" are accepted because that is how a price is written; a comma as the decimal mark is not,
 * as US and Mexican crews write prices with a point (and "1,5" would be ambiguous).
 */
function splitDecimal(text: string, decimals: number): Parsed<{ whole: string; fraction: string }> {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s/g, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const grouped = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(grouped);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, problem: 'notANumber' };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  return { ok: true, value: { whole: match[1] || '0', fraction: fraction.padEnd(decimals, '0') } };
}

/** "12.30" → 1230, "0.1" → 10, "$1,234.5" → 123450: dollars as typed to integer cents (above $0, at most the contracts' centsMax). */
export function parseDollarsToCents(text: string): Parsed<number> {
  const split = splitDecimal(text, 2);
  if (!split.ok) return split;
  const { whole, fraction } = split.value;
  // Past 16 digits the whole part is beyond any limit; keep it out of Number's inexact range.
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, problem: 'tooLarge' };
  const cents = Number(whole) * 100 + Number(fraction);
  if (cents === 0) return { ok: false, problem: 'zero' };
  if (cents > INSPECTION_LIMITS.centsMax) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: cents };
}

/** A quantity as typed, up to 2 decimals ("1.5" hours), above 0 and at most the contracts' quantityMax. */
export function parseQuantity(text: string): Parsed<number> {
  const split = splitDecimal(text, 2);
  if (!split.ok) return split;
  const { whole, fraction } = split.value;
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, problem: 'tooLarge' };
  // Hundredths as an integer first, then one division: "0.29" is exactly the double nearest 0.29.
  const hundredths = Number(whole) * 100 + Number(fraction);
  if (hundredths === 0) return { ok: false, problem: 'zero' };
  const quantity = hundredths / 100;
  if (quantity > INSPECTION_LIMITS.quantityMax) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: quantity };
}

/** One more or one less, kept to hundredths (1.5 − 1 is 0.5, not 0.5000000001), within 0.01 … quantityMax. */
export function stepQuantity(quantity: number, step: 1 | -1): number {
  const next = Math.round(quantity * 100 + step * 100) / 100;
  return Math.min(INSPECTION_LIMITS.quantityMax, Math.max(0.01, next));
}

/** Cents as dollars typed back into a field: 1230 → "12.30". */
export function centsToEntry(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

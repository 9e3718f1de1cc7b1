import { PRICEBOOK_LIMITS } from '@irrigo/contracts';

/** Cents as the CSV writes them: "12.50", no currency sign, no thousands separator; empty for "no price". */
export function centsToDecimal(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A decimal USD amount as a spreadsheet may write it ("12.5", "$1,234.50", " 7 ") in cents, read as text so
 * that no floating-point rounding creeps in. Empty = null; "not_a_price" or "price_too_large" otherwise.
 */
export function decimalToCents(text: string): number | null | 'not_a_price' | 'price_too_large' {
  if (text.trim() === '') return null;
  // A lone "$" is not an empty cell: it is checked as an amount, and refused.
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return 'not_a_price';
  const dollars = (match[1] as string).replaceAll(',', '');
  if (dollars.length > 9) return 'price_too_large';
  const cents = Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > PRICEBOOK_LIMITS.maxPriceCents ? 'price_too_large' : cents;
}

import { describe, expect, it } from '@jest/globals';
import { centsToDecimal, decimalToCents } from './pricebook-money.js';

describe('CSV money', () => {
  it('reads the ways a spreadsheet writes dollars as exact cents', () => {
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents(' $1,234.05 ')).toBe(123_405);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('19.99')).toBe(1999);
    expect(decimalToCents('')).toBeNull();
  });

  it('refuses what is not an amount, and amounts past the limit', () => {
    for (const text of ['12,50', '1.234', '-5', 'ten', '1,23.00', '$']) expect(decimalToCents(text)).toBe('not_a_price');
    expect(decimalToCents('1000000.01')).toBe('price_too_large');
    expect(decimalToCents('99999999999')).toBe('price_too_large');
  });

  it('writes cents back as plain decimals, nothing for no price', () => {
    expect(centsToDecimal(123_405)).toBe('1234.05');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(null)).toBe('');
  });
});

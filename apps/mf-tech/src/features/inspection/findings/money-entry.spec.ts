import { INSPECTION_LIMITS, lineTotalCents } from '@irrigo/contracts';
import { centsToEntry, parseDollarsToCents, parseQuantity, stepQuantity } from './money-entry';

const cents = (text: string) => {
  const parsed = parseDollarsToCents(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem}`);
  return parsed.value;
};

describe('dollars typed to cents', () => {
  it.each([
    ['12.30', 1230],
    ['12.3', 1230],
    ['12', 1200],
    ['0.1', 10],
    ['0.2', 20],
    ['.5', 50],
    ['$1,234.56', 123456],
    [' 19.99 ', 1999],
    ['1000000', INSPECTION_LIMITS.centsMax],
  ])('reads %p as %p cents, by string', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it('adds without float drift: $0.10 + $0.20 is exactly 30 cents, and 1.15 is 115 (not 114.99999999999999)', () => {
    expect(cents('0.1') + cents('0.2')).toBe(30);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cents('1.15')).toBe(115);
    expect(cents('4.35')).toBe(435);
    expect(Math.trunc(4.35 * 100)).toBe(434);
  });

  it.each([
    ['', 'empty'],
    ['abc', 'notANumber'],
    ['12,50', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['-5', 'notANumber'],
    ['.', 'notANumber'],
    ['12.345', 'tooManyDecimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1000000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %p (%s)', (text, problem) => {
    expect(parseDollarsToCents(text)).toEqual({ ok: false, problem });
  });

  it('writes cents back as dollars for a field', () => {
    expect(centsToEntry(1230)).toBe('12.30');
    expect(centsToEntry(5)).toBe('0.05');
  });
});

describe('quantities', () => {
  it('takes up to 2 decimals and keeps them exact', () => {
    expect(parseQuantity('1.5')).toEqual({ ok: true, value: 1.5 });
    expect(parseQuantity('0.29')).toEqual({ ok: true, value: 0.29 });
    expect(parseQuantity('1.255')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseQuantity('0')).toEqual({ ok: false, problem: 'zero' });
    expect(parseQuantity(String(INSPECTION_LIMITS.quantityMax + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('steps by one without drifting, never below a hundredth', () => {
    expect(stepQuantity(1.5, -1)).toBe(0.5);
    expect(stepQuantity(0.1, 1)).toBe(1.1);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(INSPECTION_LIMITS.quantityMax, 1)).toBe(INSPECTION_LIMITS.quantityMax);
  });

  it('1.5 × $33.33 is $50.00: the line is rounded to the cent', () => {
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: cents('33.33') })).toBe(5000);
  });
});

import { centsToInput, parseDollarsToCents, parseNumber } from './numbers';

describe('dollars typed as cents', () => {
  it.each([
    ['12.34', 1234],
    ['0.29', 29],
    ['1.1', 110],
    ['$1,250.5', 125050],
    ['19.99', 1999],
    ['.5', 50],
    ['7', 700],
    ['', null],
  ])('%s → %s', (text, cents) => expect(parseDollarsToCents(text)).toEqual({ ok: true, value: cents }));

  it.each(['12.345', 'abc', '1.2.3', '-5', '.', '1000000.01'])('refuses %s', (text) => expect(parseDollarsToCents(text)).toEqual({ ok: false }));

  it('shows cents as dollars again without float drift', () => {
    expect(centsToInput(1234)).toBe('12.34');
    expect(centsToInput(1205)).toBe('12.05');
    expect(centsToInput(700)).toBe('7');
    expect(centsToInput(null)).toBe('');
    for (const text of ['0.01', '4.35', '1099.99', '8.20']) {
      const parsed = parseDollarsToCents(text);
      expect(parsed.ok && parseDollarsToCents(centsToInput(parsed.value)).ok).toBe(true);
      expect(parsed).toEqual(parseDollarsToCents(centsToInput(parsed.ok ? parsed.value : null)));
    }
  });
});

describe('numbers', () => {
  it('reads counts and measures within their limits', () => {
    expect(parseNumber('12', { decimals: false, max: 100 })).toEqual({ ok: true, value: 12 });
    expect(parseNumber('5.5', { decimals: false, max: 100 })).toEqual({ ok: false });
    expect(parseNumber('5,5', { decimals: true, max: 100 })).toEqual({ ok: true, value: 5.5 });
    expect(parseNumber('101', { decimals: false, max: 100 })).toEqual({ ok: false });
    expect(parseNumber(' ', { decimals: true, max: 100 })).toEqual({ ok: true, value: null });
  });
});

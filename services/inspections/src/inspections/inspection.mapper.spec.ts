import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString } from './inspection.mapper.js';

describe('centsToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [120, '1.20'],
    [125_000, '1250.00'],
    ['900719925474099312', '9007199254740993.12'],
  ])('%s cents → "%s"', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });
});

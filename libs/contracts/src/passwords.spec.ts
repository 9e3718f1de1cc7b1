import { describe, expect, it } from '@jest/globals';
import { failedStrongPasswordRules, isEmail, passwordLength } from './passwords.js';

describe('failedStrongPasswordRules (spec §5, password reset)', () => {
  it('accepts a password that meets every rule', () => {
    expect(failedStrongPasswordRules('Sprinkler-2026')).toEqual([]);
  });

  it('names each rule a password breaks', () => {
    expect(failedStrongPasswordRules('short')).toEqual(['minLength', 'uppercase', 'number', 'special']);
    expect(failedStrongPasswordRules('ALLUPPERCASE1!')).toEqual(['lowercase']);
  });

  it('counts letters of any alphabet and characters as people see them', () => {
    expect(failedStrongPasswordRules('Señal-Ñandú-7')).toEqual([]);
    expect(passwordLength('añoñaño')).toBe(7);
    expect(passwordLength('💧💧💧💧💧💧💧💧')).toBe(8);
    expect(failedStrongPasswordRules('Ab1!💧💧💧')).toEqual(['minLength']);
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses, with spaces around them', () => {
    expect(isEmail('carlos.mendoza@irrigo-demo.test')).toBe(true);
    expect(isEmail('  ana@example.com ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const value of ['carlos', 'carlos@', '@example.com', 'a b@example.com', 'ana@example']) expect(isEmail(value)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { isNamed, nameKey, resetUserTypeOf } from './reset-matching.js';

describe('finding a technician by the name typed in the reset dialog', () => {
  const ana = { fullName: 'Ana María Núñez', firstName: 'Ana María', lastName: 'Núñez', email: 'ana@example.com' };

  it('ignores case, accents and extra spaces', () => {
    expect(nameKey('  ANA   María\tNÚÑEZ ')).toBe('ana maria nunez');
    expect(isNamed(ana, 'ana maria nunez')).toBe(true);
    expect(isNamed(ana, 'Ana Maria Nuñez')).toBe(true);
  });

  it('matches the first and last name even when the full name differs', () => {
    expect(isNamed({ ...ana, fullName: 'Anita' }, 'Ana María Núñez')).toBe(true);
    expect(isNamed({ ...ana, firstName: null, lastName: null }, 'Ana María Núñez')).toBe(true);
  });

  it('wants the whole name, not a part of it', () => {
    expect(isNamed(ana, 'Ana')).toBe(false);
    expect(isNamed(ana, 'Núñez')).toBe(false);
    expect(isNamed(ana, '   ')).toBe(false);
  });

  it('puts technicians on their tab and every office role on the administrator tab', () => {
    expect(resetUserTypeOf('technician')).toBe('technician');
    expect(['admin', 'manager', 'supervisor'].map((role) => resetUserTypeOf(role as 'admin'))).toEqual(['admin', 'admin', 'admin']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { foldForSearch, languageFromHcp, searchTermsOf, searchTextOf, sortNameOf } from './customer-search.js';

describe('customer search text', () => {
  it('folds case and accents, so "lucia" and "PENA" find "Ana Lucía Peña"', () => {
    expect(foldForSearch('  Ana  Lucía PEÑA ')).toBe('ana lucia pena');
    const text = searchTextOf(
      {
        firstName: 'Ana Lucía',
        lastName: 'Peña',
        company: null,
        email: 'Ana@Example.com',
        mobileNumber: '(512) 555-0101',
        homeNumber: null,
        workNumber: '512.555.0199',
      },
      [{ street: '12 Calle Ñandú', streetLine2: null, city: 'Austin', zip: '78701' }],
    );
    for (const term of ['lucia', 'pena', 'ana@example.com', '5125550101', '5550199', 'nandu', '78701']) expect(text).toContain(term);
  });

  it('turns a phone-shaped query into its digits and any other query into words', () => {
    expect(searchTermsOf('(512) 555-0101')).toEqual(['5125550101']);
    expect(searchTermsOf('Lucía  Peña')).toEqual(['lucia', 'pena']);
    expect(searchTermsOf('   ')).toEqual([]);
    expect(searchTermsOf('12')).toEqual(['12']);
  });

  it('orders people by last name and companies by name', () => {
    expect(sortNameOf({ firstName: 'Ana', lastName: 'Álvarez', company: 'X' })).toBe('alvarez ana');
    expect(sortNameOf({ firstName: null, lastName: null, company: 'Oak HOA' })).toBe('oak hoa');
  });
});

describe('preferred language from the HCP record', () => {
  it('reads a Spanish tag or a note mentioning Spanish, and nothing from other records', () => {
    expect(languageFromHcp(['VIP', 'Español'], null)).toBe('es');
    expect(languageFromHcp(['spanish speaker'], null)).toBe('es');
    expect(languageFromHcp([], 'Prefers Spanish; gate on the left')).toBe('es');
    expect(languageFromHcp([], 'Habla español')).toBe('es');
    expect(languageFromHcp(['English'], null)).toBe('en');
    expect(languageFromHcp(['Commercial'], 'Spanishmoss Lane')).toBeNull();
    expect(languageFromHcp([], null)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import type { LetterheadResponse } from '@irrigo/contracts';
import { contactParts, displayPhone, displayWebsite, reportContact } from './report-contact.js';

describe('displayPhone', () => {
  it.each([
    ['512-555-0100', '(512) 555-0100'],
    ['5125550100', '(512) 555-0100'],
    ['(512) 555-0100', '(512) 555-0100'],
    ['512.555.0100', '(512) 555-0100'],
    ['+1 512 555 0100', '(512) 555-0100'],
    ['1-512-555-0100', '(512) 555-0100'],
    ['  512 555 0100 ', '(512) 555-0100'],
  ])('writes the US number %p as %p', (given, shown) => {
    expect(displayPhone(given)).toBe(shown);
  });

  it.each([
    // Another country's, with its country code.
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+52 55 1234 5678', '+52 55 1234 5678'],
    // Ten digits after a + are not a US number missing its 1.
    ['+5255123456', '+5255123456'],
    // No US area code or exchange begins with 0 or 1.
    ['012-555-0100', '012-555-0100'],
    ['512-155-0100', '512-155-0100'],
    // Too short, too long, or with words in it.
    ['555-0100', '555-0100'],
    ['512-555-0100 ext. 12', '512-555-0100 ext. 12'],
    ['2-512-555-0100', '2-512-555-0100'],
  ])('leaves %p as given', (given, shown) => {
    expect(displayPhone(given)).toBe(shown);
  });
});

describe('displayWebsite', () => {
  it.each([
    ['https://greenvalley.example', 'greenvalley.example'],
    ['https://www.greenvalley.example/', 'www.greenvalley.example'],
    ['HTTP://greenvalley.example/austin/', 'greenvalley.example/austin/'],
    ['https://greenvalley.example/?ref=report', 'greenvalley.example/?ref=report'],
  ])('writes %p as %p', (given, shown) => {
    expect(displayWebsite(given)).toBe(shown);
  });
});

describe('reportContact', () => {
  const letterhead = (organization: Partial<LetterheadResponse['organization']>, locationPhone: string | null | 'no location'): LetterheadResponse => ({
    organization: { name: 'Green Valley Irrigation', phone: null, email: null, website: null, ...organization },
    location:
      locationPhone === 'no location'
        ? null
        : { name: 'North Branch', address: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: locationPhone },
  });

  it('prefers the location’s phone to the organization’s', () => {
    const both = letterhead({ phone: '512-555-0100', email: 'office@gv.example', website: 'https://gv.example' }, '512 555 0199');
    expect(reportContact(both)).toEqual({ phone: '(512) 555-0199', email: 'office@gv.example', website: 'gv.example' });
    expect(reportContact(letterhead({ phone: '512-555-0100' }, null)).phone).toBe('(512) 555-0100');
    expect(reportContact(letterhead({ phone: '512-555-0100' }, 'no location')).phone).toBe('(512) 555-0100');
  });

  it('gives only the parts org knows, in the order phone, e-mail, website', () => {
    expect(contactParts(reportContact(letterhead({}, null)))).toEqual([]);
    expect(contactParts(reportContact(letterhead({ website: 'https://gv.example/' }, null)))).toEqual(['gv.example']);
    const full = reportContact(letterhead({ email: 'office@gv.example', website: 'https://gv.example' }, '5125550199'));
    expect(contactParts(full)).toEqual(['(512) 555-0199', 'office@gv.example', 'gv.example']);
    expect(contactParts(full, ['phone', 'email'])).toEqual(['(512) 555-0199', 'office@gv.example']);
  });
});

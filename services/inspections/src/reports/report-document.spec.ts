import { describe, expect, it } from '@jest/globals';
import { emptyInspectionDocument, type LetterheadResponse } from '@irrigo/contracts';
import type { Content, ContentStack, ContentText, DynamicContent } from 'pdfmake/interfaces.js';
import { reportDocument } from './report-document.js';
import { reportWords } from './report-language.js';

const LOCATION = { name: 'North Branch', address: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: null };
const NO_CONTACT = { phone: null, email: null, website: null };

const documentFor = (letterhead: LetterheadResponse) =>
  reportDocument(
    {
      reportNumber: 'IR-20261125-0001',
      status: 'completed',
      version: 1,
      completedDate: new Date('2026-11-25T15:00:00Z'),
      document: emptyInspectionDocument({ technicianName: 'Ana Field', inspectionDate: '2026-11-25' }),
      letterhead,
    },
    { photos: [], signatures: {} },
    reportWords('en'),
  );

/** The lines of the letterhead at the top of the first page (its rule left out). */
const letterheadLines = (letterhead: LetterheadResponse): string[] => {
  const content = documentFor(letterhead).content as Content[];
  return (content[0] as ContentStack).stack.flatMap((line) => (typeof line === 'object' && line !== null && 'text' in line ? [String(line.text)] : []));
};

/** The footer of page 1 of 3, line by line. */
const footerLines = (letterhead: LetterheadResponse): string[] => {
  const footer = documentFor(letterhead).footer as DynamicContent;
  const stack = footer(1, 3, { width: 612, height: 792, orientation: 'portrait' }) as ContentStack;
  return stack.stack.map((line) => String((line as ContentText).text));
};

describe('the letterhead', () => {
  it('prints the organization, the location and its address, then one contact line', () => {
    const letterhead = {
      organization: { name: 'Green Valley Irrigation', phone: '512-555-0100', email: 'office@greenvalley.example', website: 'https://greenvalley.example/' },
      location: { ...LOCATION, phone: '+1 (512) 555-0199' },
    };
    expect(letterheadLines(letterhead)).toEqual([
      'Green Valley Irrigation',
      'North Branch',
      '400 Congress Ave, Austin, TX 78701',
      '(512) 555-0199 · office@greenvalley.example · greenvalley.example',
    ]);
  });

  it('leaves out what org does not know, without an empty line or a stray separator', () => {
    expect(letterheadLines({ organization: { name: 'Green Valley Irrigation', ...NO_CONTACT }, location: LOCATION })).toEqual([
      'Green Valley Irrigation',
      'North Branch',
      '400 Congress Ave, Austin, TX 78701',
    ]);
    expect(
      letterheadLines({ organization: { name: 'Green Valley Irrigation', ...NO_CONTACT, website: 'https://greenvalley.example' }, location: null }),
    ).toEqual(['Green Valley Irrigation', 'greenvalley.example']);
  });
});

describe('the footer', () => {
  it('names who the report comes from with their phone and e-mail, then the page', () => {
    const letterhead = {
      organization: { name: 'Green Valley Irrigation', phone: '5125550100', email: 'office@greenvalley.example', website: 'https://greenvalley.example' },
      location: LOCATION,
    };
    expect(footerLines(letterhead)).toEqual([
      'Green Valley Irrigation · North Branch · 400 Congress Ave, Austin, TX 78701 · (512) 555-0100 · office@greenvalley.example',
      'Report IR-20261125-0001 · Page 1 of 3',
    ]);
  });

  it('leaves out the e-mail, then the phone, when the line would no longer fit on one line', () => {
    const location = { ...LOCATION, address: '4000 South Congress Avenue, Suite 1200', zipCode: '78704' };
    const organization = {
      name: 'Green Valley Irrigation & Landscape Services',
      phone: '5125550100',
      email: 'customer.service@greenvalleyirrigation.example',
      website: null,
    };
    const who = 'Green Valley Irrigation & Landscape Services · North Branch · 4000 South Congress Avenue, Suite 1200, Austin, TX 78704';
    expect(footerLines({ organization, location })[0]).toBe(`${who} · (512) 555-0100`);
    const longer = { ...location, name: 'South Austin Service Center' };
    expect(footerLines({ organization, location: longer })[0]).toBe(who.replace('North Branch', longer.name));
    // The letterhead has room for all of it.
    expect(letterheadLines({ organization, location: longer })[3]).toBe('(512) 555-0100 · customer.service@greenvalleyirrigation.example');
  });
});

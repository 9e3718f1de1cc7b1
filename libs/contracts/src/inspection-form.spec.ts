import { randomBytes } from 'node:crypto';
import {
  backflowTestResult,
  canonicalJson,
  emptyInspectionDocument,
  estimatedTotalCents,
  lineTotalCents,
  missingForCompletion,
  REPORT_NUMBER_PATTERN,
  reportNumberFor,
  signedContent,
  type BackflowReadings,
  type Finding,
} from './inspection-form.js';

/** A UUIDv7 made the same millisecond as others (the layout of RFC 9562). */
function uuidv7At(msecs: number): string {
  const hex = msecs.toString(16).padStart(12, '0') + '7' + randomBytes(10).toString('hex').slice(0, 19);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const full = hex.slice(0, 16) + variant + hex.slice(17);
  return `${full.slice(0, 8)}-${full.slice(8, 12)}-${full.slice(12, 16)}-${full.slice(16, 20)}-${full.slice(20)}`;
}

const noReadings: BackflowReadings = {
  checkValve1Psid: null,
  checkValve1ClosedTight: null,
  checkValve2Psid: null,
  checkValve2ClosedTight: null,
  reliefValveOpenedPsid: null,
  airInletOpenedPsid: null,
  checkValvePsid: null,
};

describe('backflowTestResult', () => {
  it('passes an RP assembly at exactly the standard minimums and fails it just below any of them', () => {
    const passing = { ...noReadings, checkValve1Psid: 5.0, reliefValveOpenedPsid: 2.0, checkValve2Psid: 1.0 };
    expect(backflowTestResult({ assemblyType: 'RP', readings: passing })).toBe('pass');
    expect(backflowTestResult({ assemblyType: 'RP', readings: { ...passing, checkValve1Psid: 4.9 } })).toBe('fail');
    expect(backflowTestResult({ assemblyType: 'RP', readings: { ...passing, reliefValveOpenedPsid: 1.9 } })).toBe('fail');
    expect(backflowTestResult({ assemblyType: 'RP', readings: { ...passing, checkValve2Psid: 0.9 } })).toBe('fail');
  });

  it('needs both DCVA checks at 1.0 psid and closed tight', () => {
    const passing = { ...noReadings, checkValve1Psid: 1.0, checkValve1ClosedTight: true, checkValve2Psid: 1.2, checkValve2ClosedTight: true };
    expect(backflowTestResult({ assemblyType: 'DCVA', readings: passing })).toBe('pass');
    expect(backflowTestResult({ assemblyType: 'DCVA', readings: { ...passing, checkValve2ClosedTight: false } })).toBe('fail');
  });

  it('judges PVB and SVB by the air inlet and the check valve', () => {
    for (const assemblyType of ['PVB', 'SVB'] as const) {
      expect(backflowTestResult({ assemblyType, readings: { ...noReadings, airInletOpenedPsid: 1.0, checkValvePsid: 1.0 } })).toBe('pass');
      expect(backflowTestResult({ assemblyType, readings: { ...noReadings, airInletOpenedPsid: 0.5, checkValvePsid: 1.0 } })).toBe('fail');
    }
  });

  it('is incomplete until every reading the type needs is there, but a failing reading decides at once', () => {
    expect(backflowTestResult({ assemblyType: 'RP', readings: { ...noReadings, checkValve1Psid: 6 } })).toBe('incomplete');
    expect(backflowTestResult({ assemblyType: 'RP', readings: { ...noReadings, checkValve1Psid: 3 } })).toBe('fail');
    expect(backflowTestResult({ assemblyType: '', readings: noReadings })).toBe('incomplete');
  });
});

describe('estimatedTotalCents', () => {
  const finding = (chosenOptionId: string | null): Finding => ({
    id: 'f',
    title: 'Broken heads',
    priority: 'urgent',
    section: 'zone',
    zoneId: null,
    chosenOptionId,
    options: [
      { id: 'good', tier: 'good', lines: [{ id: 'l1', pricebookItemId: 'i1', name: 'Spray head', quantity: 3, unitPriceCents: 1299 }] },
      { id: 'best', tier: 'best', lines: [{ id: 'l2', pricebookItemId: null, name: 'Rotary nozzles', quantity: 1.5, unitPriceCents: 3333 }] },
    ],
  });

  it('adds the sections’ costs and each finding’s chosen option (else its first), rounding each line to the cent', () => {
    const document = emptyInspectionDocument({ technicianName: 'Ana', inspectionDate: '2026-11-25' });
    document.mainLine.estimatedCostCents = 10_000;
    document.shutOff.estimatedCostCents = 2_550;
    document.findings = [finding(null)];
    expect(estimatedTotalCents(document)).toBe(10_000 + 2_550 + 3 * 1299);
    document.findings = [finding('best')];
    expect(estimatedTotalCents(document)).toBe(10_000 + 2_550 + 5000); // 1.5 × 3333 = 4999.5 → 5000
  });
});

describe('lineTotalCents', () => {
  it('rounds half a cent up even where floating point falls just below it', () => {
    expect(0.29 * 50).toBeLessThan(14.5);
    expect(lineTotalCents({ quantity: 0.29, unitPriceCents: 50 })).toBe(15);
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: 3333 })).toBe(5000);
    expect(lineTotalCents({ quantity: 2, unitPriceCents: 1299 })).toBe(2598);
  });
});

describe('reportNumberFor', () => {
  it('is made from the id alone: the same forever, the id’s UTC day, and different for ids made the same millisecond', () => {
    const now = Date.UTC(2026, 10, 25, 23, 59);
    const ids = Array.from({ length: 2000 }, () => uuidv7At(now));
    const numbers = ids.map(reportNumberFor);
    expect(new Set(numbers).size).toBe(ids.length);
    expect(numbers[0]).toMatch(/^IR-261125-/);
    for (const number of numbers) expect(number).toMatch(REPORT_NUMBER_PATTERN);
    expect(reportNumberFor(ids[0]!)).toBe(numbers[0]);
  });

  it('refuses an id that is not a UUIDv7', () => {
    expect(() => reportNumberFor('0b0f5a7e-0000-4000-8000-000000000000')).toThrow('Not a UUIDv7');
  });
});

describe('completion and signatures', () => {
  it('lists what a completed inspection still needs', () => {
    const document = emptyInspectionDocument({ technicianName: 'Ana', inspectionDate: '2026-11-25' });
    expect(missingForCompletion(document)).toEqual(['customer.name', 'customer.address', 'summary.overallAssessment', 'signatures.technician']);
  });

  it('signs the document without its signatures, whatever order its keys were set in', () => {
    const document = emptyInspectionDocument({ technicianName: 'Ana', inspectionDate: '2026-11-25' });
    const signed = signedContent(document);
    document.signatures.customer = { signerName: 'Bo', signedAt: '2026-11-25T10:00:00Z', svg: '<svg/>', contentHash: 'x' };
    expect(signedContent(document)).toBe(signed);
    document.zones.push({ id: 'z', number: 1, description: 'Front', zoneType: 'spray', headCount: 4, issueCounts: {}, status: 'zone-ok', notes: '' });
    expect(signedContent(document)).not.toBe(signed);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });
});

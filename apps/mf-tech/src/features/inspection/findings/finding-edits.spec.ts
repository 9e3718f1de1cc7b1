import { emptyInspectionDocument, estimatedTotalCents, INSPECTION_LIMITS, type InspectionDocument } from '@irrigo/contracts';
import { addFinding, addLine, backToOneOption, chooseOption, offerTiers } from './finding-edits';
import { findingSuggestions } from './finding-suggestions';

const newDocument = () => emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-25' });

function withFinding(): { document: InspectionDocument; findingId: string } {
  const document = newDocument();
  const findingId = addFinding(document, { title: 'Zone 3 not working', priority: 'urgent', section: 'zone', zoneId: 'z-3' }) as string;
  addLine(document, findingId, document.findings[0]!.options[0]!.id, { pricebookItemId: 'i-1', name: 'Valve', quantity: 1, unitPriceCents: 4500 });
  return { document, findingId };
}

describe('Good / Better / Best', () => {
  it('keeps the first option as Good and starts Better and Best as copies with their own line ids', () => {
    const { document, findingId } = withFinding();
    const goodId = document.findings[0]!.options[0]!.id;
    offerTiers(document, findingId);
    const [good, better, best] = document.findings[0]!.options;
    expect([good?.tier, better?.tier, best?.tier]).toEqual(['good', 'better', 'best']);
    expect(good?.id).toBe(goodId);
    expect(better?.lines.map((line) => line.name)).toEqual(['Valve']);
    expect(new Set([good, better, best].map((option) => option?.lines[0]?.id)).size).toBe(3);
  });

  it('counts the customer’s choice, and back to one option keeps that choice', () => {
    const { document, findingId } = withFinding();
    offerTiers(document, findingId);
    const best = document.findings[0]!.options[2]!;
    addLine(document, findingId, best.id, { pricebookItemId: null, name: 'Smart controller', quantity: 1, unitPriceCents: 30000 });
    expect(estimatedTotalCents(document)).toBe(4500);
    chooseOption(document, findingId, best.id);
    expect(estimatedTotalCents(document)).toBe(34500);

    backToOneOption(document, findingId);
    expect(document.findings[0]!.options).toHaveLength(1);
    expect(document.findings[0]!.options[0]).toMatchObject({ id: best.id, tier: null });
    expect(document.findings[0]!.chosenOptionId).toBeNull();
    expect(estimatedTotalCents(document)).toBe(34500);
  });

  it('keeps the limits: no finding past the maximum, no line past the maximum', () => {
    const document = newDocument();
    for (let i = 0; i < INSPECTION_LIMITS.findings; i += 1)
      expect(addFinding(document, { title: `F${i}`, priority: '', section: '', zoneId: null })).not.toBeNull();
    expect(addFinding(document, { title: 'one too many', priority: '', section: '', zoneId: null })).toBeNull();
    const option = document.findings[0]!.options[0]!;
    for (let i = 0; i < INSPECTION_LIMITS.linesPerOption; i += 1)
      expect(addLine(document, document.findings[0]!.id, option.id, { pricebookItemId: null, name: 'x', quantity: 1, unitPriceCents: 1 })).toBe(true);
    expect(addLine(document, document.findings[0]!.id, option.id, { pricebookItemId: null, name: 'x', quantity: 1, unitPriceCents: 1 })).toBe(false);
  });
});

describe('quick picks from the inspection', () => {
  it('suggests what the technician recorded: zones not working, a failed backflow, no rain sensor, a broken shut-off', () => {
    const document = newDocument();
    document.zones.push(
      { id: 'z-1', number: 1, description: 'north entry turf', zoneType: 'spray', headCount: 8, issueCounts: {}, status: 'not-working', notes: '' },
      {
        id: 'z-2',
        number: 2,
        description: '',
        zoneType: 'rotor',
        headCount: 6,
        issueCounts: { 'broken-head': 2, misaligned: 3 },
        status: 'zone-ok',
        notes: '',
      },
      { id: 'z-3', number: 3, description: '', zoneType: 'drip', headCount: null, issueCounts: {}, status: 'zone-ok', notes: '' },
    );
    document.backflow.assemblyType = 'RP';
    document.backflow.readings.checkValve1Psid = 3.2;
    document.rainSensor.present = 'no';
    document.shutOff.hasShutOff = 'yes';
    document.shutOff.operation = 'broken-inoperable';

    expect(findingSuggestions(document).map(({ kind, priority, section, zoneId, values }) => ({ kind, priority, section, zoneId, values }))).toEqual([
      { kind: 'backflowFailed', priority: 'urgent', section: 'backflow', zoneId: null, values: {} },
      { kind: 'shutOffBroken', priority: 'urgent', section: 'shut-off', zoneId: null, values: {} },
      { kind: 'zoneNotWorking', priority: 'urgent', section: 'zone', zoneId: 'z-1', values: { zone: '1 (north entry turf)' } },
      { kind: 'zoneRepairs', priority: 'recommended', section: 'zone', zoneId: 'z-2', values: { zone: '2', count: 2 } },
      { kind: 'noRainSensor', priority: 'recommended', section: 'rain-sensor', zoneId: null, values: {} },
    ]);
    expect(findingSuggestions(newDocument())).toEqual([]);
  });
});

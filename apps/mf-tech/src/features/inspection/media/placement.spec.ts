/** @jest-environment node */
import type { TFunction } from 'i18next';
import { emptyInspectionDocument, type MediaEntry, type Zone } from '@irrigo/contracts';
import { groupMedia, placementFromValue, placementLabel, placementOptions, placementValue } from './placement';

// Keys and values as text, so the test reads what the screen would ask for.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

const zone = (id: string, number: number, description = ''): Zone => ({
  id,
  number,
  description,
  zoneType: '',
  headCount: null,
  issueCounts: {},
  status: 'zone-ok',
  notes: '',
});
const media = (id: string, section: MediaEntry['section'], zoneId: string | null = null): MediaEntry => ({
  id,
  kind: 'photo',
  caption: '',
  section,
  zoneId,
  includeInPdf: true,
  contentType: 'image/jpeg',
  byteSize: 10,
  capturedAt: '2026-11-24T10:00:00.000Z',
});

function documentWith(zones: Zone[], entries: MediaEntry[]) {
  const document = emptyInspectionDocument({ technicianName: 'Luis', inspectionDate: '2026-11-24' });
  document.zones = zones;
  document.media = entries;
  return document;
}

describe('where a photo belongs', () => {
  it('round-trips sections and zones through one select value', () => {
    expect(placementFromValue(placementValue({ section: 'backflow', zoneId: null }))).toEqual({ section: 'backflow', zoneId: null });
    expect(placementFromValue(placementValue({ section: 'zone', zoneId: 'z-9' }))).toEqual({ section: 'zone', zoneId: 'z-9' });
    expect(placementFromValue('zone')).toBeNull();
    expect(placementFromValue('zone:')).toBeNull();
    expect(placementFromValue('kitchen')).toBeNull();
  });

  it('names zones by number and description', () => {
    const document = documentWith([zone('z3', 3, 'North turf'), zone('z4', 4, '  ')], []);
    expect(placementLabel(t, document, { section: 'zone', zoneId: 'z3' })).toBe('media.zoneWithDescription {"number":3,"description":"North turf"}');
    expect(placementLabel(t, document, { section: 'zone', zoneId: 'z4' })).toBe('media.zone {"number":4}');
    expect(placementLabel(t, document, { section: 'zone', zoneId: 'gone' })).toBe('media.zoneRemoved');
    expect(placementLabel(t, document, { section: 'rain-sensor', zoneId: null })).toBe('media.sections.rain-sensor');
  });

  it('offers the sections in the form’s order with the zones by number in place of “zone”', () => {
    const document = documentWith([zone('z2', 2), zone('z1', 1)], []);
    expect(placementOptions(t, document).map((option) => option.value)).toEqual([
      'customer',
      'controller',
      'main-line',
      'backflow',
      'shut-off',
      'rain-sensor',
      'zone:z1',
      'zone:z2',
      'summary',
    ]);
  });

  it('groups the photos in the form’s order, a removed zone’s after the others', () => {
    const document = documentWith(
      [zone('z2', 2), zone('z1', 1)],
      [media('a', 'summary'), media('b', 'zone', 'z2'), media('c', 'zone', 'gone'), media('d', 'customer'), media('e', 'zone', 'z1'), media('f', 'zone', 'z2')],
    );
    expect(groupMedia(document).map((group) => [placementValue(group.placement), group.entries.map((entry) => entry.id)])).toEqual([
      ['customer', ['d']],
      ['zone:z1', ['e']],
      ['zone:z2', ['b', 'f']],
      ['zone:gone', ['c']],
      ['summary', ['a']],
    ]);
  });
});

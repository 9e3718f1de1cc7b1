import { diffInspections, groupBySection } from './document-diff';
import { documentFor } from './sync-testing';

const zone = (id: string, number: number, headCount: number | null) => ({
  id,
  number,
  description: `Zone ${number}`,
  zoneType: 'spray' as const,
  headCount,
  issueCounts: {},
  status: 'zone-ok' as const,
  notes: '',
});

describe('diffInspections', () => {
  it('finds nothing between equal versions', () => {
    expect(diffInspections({ document: documentFor('A'), status: 'draft' }, { document: documentFor('A'), status: 'draft' })).toEqual([]);
  });

  it('names each changed answer by section and field, lists by id, and items on one side only', () => {
    const mine = documentFor('Maria Lopez', (d) => {
      d.zones.push(zone('z-1', 1, 8), zone('z-3', 3, 4));
      d.backflow.readings.checkValve1Psid = 5.2;
      d.summary.notes = 'Mine';
    });
    const theirs = documentFor('Maria Lopez', (d) => {
      d.zones.push(zone('z-2', 2, 6), zone('z-1', 1, 9));
      d.summary.notes = 'Theirs';
    });
    const differences = diffInspections({ document: mine, status: 'completed' }, { document: theirs, status: 'draft' });

    expect(differences).toEqual([
      { section: 'status', field: 'status', item: null, mine: true, theirs: false },
      { section: 'backflow', field: 'readings', item: null, mine: mine.backflow.readings, theirs: theirs.backflow.readings },
      { section: 'summary', field: 'notes', item: null, mine: 'Mine', theirs: 'Theirs' },
      { section: 'zones', field: 'headCount', item: { kind: 'zone', number: 1 }, mine: 8, theirs: 9 },
      { section: 'zones', field: null, item: { kind: 'zone', number: 3 }, mine: mine.zones[1], theirs: undefined },
      { section: 'zones', field: null, item: { kind: 'zone', number: 2 }, mine: undefined, theirs: theirs.zones[0] },
    ]);
    expect(groupBySection(differences).map(([section, entries]) => [section, entries.length])).toEqual([
      ['status', 1],
      ['backflow', 1],
      ['zones', 3],
      ['summary', 1],
    ]);
  });

  it('counts a list whose length differs', () => {
    const mine = documentFor('A', (d) => void d.zones.push(zone('z-1', 1, 1)));
    const differences = diffInspections({ document: mine, status: 'draft' }, { document: documentFor('A'), status: 'draft' });
    expect(differences[0]).toEqual({ section: 'zones', field: 'count', item: null, mine: 1, theirs: 0 });
  });
});

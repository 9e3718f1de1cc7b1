import { emptyInspectionDocument, type Inspection } from '@irrigo/contracts';
import { inspectionOfDeviceRow, type LocalInspectionRow } from '../../device-store';
import type { OutboxItem } from '../../sync';
import { NO_FILTERS } from './api/technician-inspections';
import { forgetLastServerList, LAST_SERVER_LIST_KEY, readLastServerList, saveLastServerList } from './last-server-list';
import { markOf, mergeTechInspections, type DeviceMark } from './tech-inspection-rows';

function deviceRow(id: string, overrides: Partial<LocalInspectionRow> = {}, client = `Client ${id}`): LocalInspectionRow {
  const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-25', language: 'en' });
  document.customer.name = client;
  document.customer.address = '9 Palo Verde Ln';
  return {
    ownerId: 'tech-7',
    id,
    reportNumber: `IR-${id.toUpperCase()}`,
    status: 'draft',
    document,
    createdAt: '2026-11-25T09:00:00.000Z',
    savedAt: '2026-11-25T09:00:00.000Z',
    completedAt: null,
    baseVersion: null,
    conflict: null,
    ...overrides,
  };
}

function serverRow(id: string, createdAt: string, overrides: Partial<Inspection> = {}): Inspection {
  return {
    id,
    reportNumber: `IR-${id.toUpperCase()}`,
    clientName: `Server ${id}`,
    clientAddress: '500 Mesa Dr',
    status: 'completed',
    completedDate: null,
    createdAt,
    savedAt: createdAt,
    estimatedTotal: '10.00',
    technicianId: 'tech-7',
    inspectorName: 'Luis Ortega',
    source: 'database',
    ...overrides,
  };
}

function item(inspectionId: string, overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    key: `inspection:${inspectionId}`,
    kind: 'inspection',
    mediaKind: null,
    inspectionId,
    reportNumber: null,
    clientName: '',
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    inConflict: false,
    waitingForInspection: false,
    refused: false,
    reportSend: null,
    ...overrides,
  } as OutboxItem;
}

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const outbox = (items: OutboxItem[], syncing = false) => ({ items, syncing, now: NOW, explain: (entry: OutboxItem) => `why ${entry.key}` });

describe('markOf', () => {
  it('says why the office is behind on each of the device’s inspections, and nothing when it is not', () => {
    const cases: [LocalInspectionRow, OutboxItem[], boolean, DeviceMark | null][] = [
      [deviceRow('a'), [item('a')], false, { kind: 'onDeviceOnly' }],
      [deviceRow('b', { baseVersion: 2 }), [item('b', { nextAttemptAt: NOW + 60_000 })], false, { kind: 'waiting' }],
      // Only photos left to upload: still changes waiting.
      [deviceRow('c', { baseVersion: 1 }), [item('c', { key: 'media:m1', kind: 'media', mediaKind: 'photo' })], false, { kind: 'waiting' }],
      [deviceRow('d', { baseVersion: 1 }), [item('d')], true, { kind: 'sending' }],
      // Not due yet (auto-save interval): a run for others does not send it.
      [deviceRow('e'), [item('e', { nextAttemptAt: NOW + 60_000 })], true, { kind: 'onDeviceOnly' }],
      [
        deviceRow('f', { baseVersion: 1, conflict: { server: {} as never, detectedAt: '2026-11-25T10:00:00.000Z' } }),
        [item('f', { inConflict: true })],
        false,
        { kind: 'needsChoice' },
      ],
      [
        deviceRow('g'),
        [item('g', { lastFailure: { code: 'VALIDATION_FAILED', status: 400, at: '2026-11-25T10:00:00.000Z' } })],
        true,
        { kind: 'failed', reason: 'why inspection:g' },
      ],
      // No signal is not a refusal: it just waits.
      [deviceRow('h'), [item('h', { lastFailure: { code: 'NETWORK', status: null, at: '2026-11-25T10:00:00.000Z' } })], false, { kind: 'onDeviceOnly' }],
      [deviceRow('i', { baseVersion: 3 }), [], false, null],
      // A report e-mail waiting to go is not a change of the inspection.
      [deviceRow('j', { baseVersion: 3 }), [item('j', { key: 'report-send:k', kind: 'report-send' } as Partial<OutboxItem>)], false, null],
      // Another inspection's items say nothing about this one.
      [deviceRow('k', { baseVersion: 1 }), [item('a')], true, null],
    ];
    for (const [row, items, syncing, expected] of cases) expect([row.id, markOf(row, outbox(items, syncing))]).toEqual([row.id, expected]);
  });
});

describe('mergeTechInspections', () => {
  const entry = (row: LocalInspectionRow, mark: DeviceMark | null) => ({ inspection: inspectionOfDeviceRow(row), mark });

  it('lists the device’s unsent first, then the server’s, never one twice, and the device’s copy wins', () => {
    const unsentOnServer = deviceRow('b', { baseVersion: 1, createdAt: '2026-11-20T09:00:00.000Z' }, 'New name on the device');
    const lists = mergeTechInspections({
      device: [
        entry(deviceRow('a', { createdAt: '2026-11-24T09:00:00.000Z' }), { kind: 'onDeviceOnly' }),
        entry(unsentOnServer, { kind: 'waiting' }),
        entry(deviceRow('c', { baseVersion: 1, createdAt: '2026-11-22T09:00:00.000Z' }), null),
      ],
      server: [
        serverRow('s1', '2026-11-23T09:00:00.000Z'),
        serverRow('c', '2026-11-22T09:00:00.000Z', { clientName: 'Server copy of c' }),
        serverRow('b', '2026-11-20T09:00:00.000Z', { clientName: 'Old name' }),
        // The same inspection under another id would be a server bug; the report number still keeps it once.
        serverRow('dup', '2026-11-19T09:00:00.000Z', { reportNumber: 'IR-A' }),
      ],
      serverComplete: true,
      saved: null,
      filters: NO_FILTERS,
    });
    expect(lists.notSent.map((row) => [row.id, row.clientName, row.mark?.kind])).toEqual([
      ['a', 'Client a', 'onDeviceOnly'],
      ['b', 'New name on the device', 'waiting'],
    ]);
    expect(lists.sent.map((row) => [row.id, row.clientName, row.mark])).toEqual([
      ['s1', 'Server s1', null],
      ['c', 'Server copy of c', null],
    ]);
  });

  it('shows a just-sent device row in its place until the server lists it, but never after an unloaded page', () => {
    const justSent = entry(deviceRow('new', { baseVersion: 1, createdAt: '2026-11-25T09:00:00.000Z' }), null);
    const old = entry(deviceRow('old', { baseVersion: 1, createdAt: '2026-01-01T09:00:00.000Z' }), null);
    const server = [serverRow('s1', '2026-11-23T09:00:00.000Z'), serverRow('s2', '2026-11-21T09:00:00.000Z')];
    const partial = mergeTechInspections({ device: [justSent, old], server, serverComplete: false, saved: null, filters: NO_FILTERS });
    expect(partial.sent.map((row) => row.id)).toEqual(['new', 's1', 's2']);
    const complete = mergeTechInspections({ device: [justSent, old], server, serverComplete: true, saved: null, filters: NO_FILTERS });
    expect(complete.sent.map((row) => row.id)).toEqual(['new', 's1', 's2', 'old']);
  });

  it('without the server, lists the saved list and the device’s sent ones, filtered here', () => {
    const sent = entry(deviceRow('c', { baseVersion: 1, createdAt: '2026-11-22T09:00:00.000Z' }, 'Rosa on the device'), null);
    const saved = [serverRow('c', '2026-11-22T09:00:00.000Z', { clientName: 'Rosa saved' }), serverRow('s1', '2026-11-23T09:00:00.000Z', { status: 'draft' })];
    const all = mergeTechInspections({ device: [sent], server: null, serverComplete: false, saved, filters: NO_FILTERS });
    expect(all.sent.map((row) => [row.id, row.clientName])).toEqual([
      ['s1', 'Server s1'],
      ['c', 'Rosa on the device'],
    ]);
    const drafts = mergeTechInspections({ device: [sent], server: null, serverComplete: false, saved, filters: { q: '', status: 'draft' } });
    expect(drafts.sent.map((row) => row.id)).toEqual(['s1', 'c']);
    const search = mergeTechInspections({ device: [sent], server: null, serverComplete: false, saved, filters: { q: 'ROSA', status: 'all' } });
    expect(search.sent.map((row) => row.id)).toEqual(['c']);
    const byReport = mergeTechInspections({ device: [sent], server: null, serverComplete: false, saved, filters: { q: 'ir-s1', status: 'all' } });
    expect(byReport.sent.map((row) => row.id)).toEqual(['s1']);
  });
});

describe('the list saved on this device', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read back only by its owner, and forgotten', () => {
    saveLastServerList({ ownerId: 'tech-7', fetchedAt: '2026-11-25T10:00:00.000Z', items: [], total: 0 });
    expect(readLastServerList('tech-7')).toMatchObject({ ownerId: 'tech-7', total: 0 });
    expect(readLastServerList('tech-9')).toBeNull();
    forgetLastServerList();
    expect(readLastServerList('tech-7')).toBeNull();
  });

  it('discards a corrupt entry', () => {
    window.localStorage.setItem(LAST_SERVER_LIST_KEY, '{"ownerId":"tech-7"');
    expect(readLastServerList('tech-7')).toBeNull();
    window.localStorage.setItem(LAST_SERVER_LIST_KEY, JSON.stringify({ ownerId: 'tech-7', items: 'nope' }));
    expect(readLastServerList('tech-7')).toBeNull();
    expect(window.localStorage.getItem(LAST_SERVER_LIST_KEY)).toBeNull();
  });
});

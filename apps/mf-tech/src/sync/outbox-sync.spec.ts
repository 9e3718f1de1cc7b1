// tus-js-client as the app's bundle has it (package.json "browser"): jest would take its Node build, which reads no Blob.
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));

import { reportNumberFor } from '@irrigo/contracts';
import { freshDeviceDatabase } from '../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../device-store';
import { outboxKey } from '../device-store/inspections/inspection-rows';
import { keepMyVersion, takeTheirVersion } from './conflict-choice';
import { BACKOFF_MAX_MS, OutboxSync, backoffDelayMs, outboxSync } from './outbox-sync';
import {
  FakeInspectionsServer,
  OWNER,
  deferred,
  documentFor,
  keepBlobsInClones,
  photoBlob,
  saveOnDevice,
  seedInspection,
  seedMedia,
  sharedLocks,
  videoBlob,
  type ServerCall,
} from './sync-testing';
import { RESUMABLE_CHUNK_BYTES } from './resumable-media-upload';

const START = Date.parse('2026-11-25T12:00:00.000Z');
let clock = START;
let db: DeviceDatabase;
let server: FakeInspectionsServer;

function engine(options: { locks?: () => LockManager | undefined; resumableRequestTimeoutMs?: number } = {}): OutboxSync {
  const sync = new OutboxSync({
    now: () => clock,
    random: () => 0.5,
    locks: options.locks ?? (() => undefined),
    ...(options.resumableRequestTimeoutMs ? { resumableRequestTimeoutMs: options.resumableRequestTimeoutMs } : {}),
  });
  sync.setOwner(OWNER);
  return sync;
}

const inspectionPuts = () => server.calls.filter((call) => call.method === 'PUT' && !call.path.includes('/media/'));
const mediaPuts = () => server.calls.filter((call) => call.method === 'PUT' && call.path.includes('/media/'));
const outboxRow = (key: string) => db.outbox.get([OWNER, key]);
const isInspectionPut = (id: string) => (call: ServerCall) => call.method === 'PUT' && call.path === `/api/inspections/${id}`;

beforeEach(() => {
  db = freshDeviceDatabase();
  keepBlobsInClones();
  clock = START;
  server = new FakeInspectionsServer();
  server.install();
});

afterEach(() => {
  replaceDeviceDatabaseForTests(null);
});

describe('backoffDelayMs', () => {
  it('doubles from 5 s up to 10 min, within ± 20 %', () => {
    expect(backoffDelayMs(0, () => 0.5)).toBe(5_000);
    expect(backoffDelayMs(1, () => 0.5)).toBe(10_000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(40_000);
    expect(backoffDelayMs(0, () => 0)).toBe(4_000);
    expect(backoffDelayMs(0, () => 1)).toBe(6_000);
    expect(backoffDelayMs(30, () => 0.5)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelayMs(30, () => 1)).toBe(BACKOFF_MAX_MS * 1.2);
  });
});

describe('OutboxSync: inspections', () => {
  it('creates without If-Match, then updates with If-Match of the version the server gave', async () => {
    await seedInspection(db, 'insp-a');
    const sync = engine();
    await sync.run();

    expect(inspectionPuts()).toHaveLength(1);
    expect(inspectionPuts()[0]).toMatchObject({ path: '/api/inspections/insp-a', ifMatch: null });
    expect(inspectionPuts()[0]?.body).toMatchObject({ status: 'draft', savedAt: '2026-11-25T10:00:00.000Z' });
    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    await saveOnDevice(db, 'insp-a', (document) => void (document.summary.notes = 'Two broken heads in zone 3'), '2026-11-25T10:05:00.000Z');
    await sync.run();

    expect(inspectionPuts()).toHaveLength(2);
    expect(inspectionPuts()[1]?.ifMatch).toBe('"1"');
    expect(server.records.get('insp-a')?.version).toBe(2);
    expect(server.records.get('insp-a')?.document.summary.notes).toBe('Two broken heads in zone 3');
    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends again after an answer lost on the way back, and the server keeps one inspection at one version', async () => {
    await seedInspection(db, 'insp-a');
    server.interrupt(isInspectionPut('insp-a'), { kind: 'drop-answer' });
    const sync = engine();
    await sync.run();

    // The server has it; the device does not know.
    expect(server.records.get('insp-a')?.version).toBe(1);
    const waiting = await outboxRow(outboxKey('inspection', 'insp-a'));
    expect(waiting).toMatchObject({ attempts: 1, nextAttemptAt: START + 5_000, lastFailure: { code: 'NETWORK', status: null } });
    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBeNull();

    clock = START + 5_000;
    await sync.run();
    expect(inspectionPuts()).toHaveLength(2);
    expect(inspectionPuts()[1]?.ifMatch).toBeNull();
    expect(server.records.size).toBe(1);
    expect(server.records.get('insp-a')?.version).toBe(1);
    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    // The same for an update: the lost answer's version is the one the replay gets.
    await saveOnDevice(db, 'insp-a', (document) => void (document.customer.phone = '512-555-0100'), '2026-11-25T10:06:00.000Z');
    server.interrupt(isInspectionPut('insp-a'), { kind: 'drop-answer' });
    await sync.run();
    expect(server.records.get('insp-a')?.version).toBe(2);
    clock += 10_000;
    await sync.run();
    expect(inspectionPuts().at(-1)?.ifMatch).toBe('"1"');
    expect(server.records.get('insp-a')?.version).toBe(2);
    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it("after a lost answer to the create and a save since, takes the server's first version as its own (428)", async () => {
    await seedInspection(db, 'insp-a');
    server.interrupt(isInspectionPut('insp-a'), { kind: 'drop-answer' });
    const sync = engine();
    await sync.run();
    await saveOnDevice(db, 'insp-a', (document) => void (document.summary.notes = 'Saved after the lost answer'), '2026-11-25T10:08:00.000Z');
    clock += 5_000;
    await sync.run();

    expect(server.calls.map((call) => `${call.method} ${call.ifMatch ?? '-'}`)).toEqual(['PUT -', 'PUT -', 'GET -', 'PUT "1"']);
    expect(server.records.get('insp-a')).toMatchObject({ version: 2 });
    expect(server.records.get('insp-a')?.document.summary.notes).toBe('Saved after the lost answer');
    expect(await db.inspections.get([OWNER, 'insp-a'])).toMatchObject({ baseVersion: 2, conflict: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('on 428 when the server holds a newer version than the first, asks the technician to choose', async () => {
    await seedInspection(db, 'insp-a', { document: documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Mine')) });
    server.storeTheirs(
      'insp-a',
      documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Office')),
      3,
    );
    await engine().run();

    expect(server.calls.map((call) => call.method)).toEqual(['PUT', 'GET']);
    expect((await db.inspections.get([OWNER, 'insp-a']))?.conflict?.server.version).toBe(3);
  });

  it('does not try while the browser says it is offline, and tries when asked to', async () => {
    await seedInspection(db, 'insp-a');
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const sync = engine();
    await sync.run();
    expect(server.calls).toHaveLength(0);
    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({ attempts: 0 });
    await sync.run({ force: true });
    expect(server.calls).toHaveLength(1);
    onLine.mockRestore();
  });

  it('keeps the row due when the inspection was saved again while its PUT was in flight', async () => {
    await seedInspection(db, 'insp-a');
    const inFlight = deferred();
    server.hold = inFlight.promise;
    const sync = engine();
    const running = sync.run();
    await waitFor(() => inspectionPuts().length === 1);

    await saveOnDevice(db, 'insp-a', (document) => void (document.summary.notes = 'Typed during the send'), '2026-11-25T10:07:00.000Z');
    server.hold = null;
    inFlight.resolve();
    await running;

    expect((await db.inspections.get([OWNER, 'insp-a']))?.baseVersion).toBe(1);
    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({ attempts: 0, nextAttemptAt: 0, lastFailure: null });

    await sync.run();
    expect(inspectionPuts()).toHaveLength(2);
    expect(inspectionPuts()[1]?.ifMatch).toBe('"1"');
    expect(inspectionPuts()[1]?.body?.document.summary.notes).toBe('Typed during the send');
    expect(await db.outbox.count()).toBe(0);
  });

  it('on 412 keeps the server copy beside the device one and sends nothing until the technician chooses', async () => {
    await seedInspection(db, 'insp-a', { baseVersion: 1, document: documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Mine')) });
    server.storeTheirs(
      'insp-a',
      documentFor('Maria López Garza', (d) => void (d.summary.notes = 'Office notes')),
      2,
    );
    const sync = engine();
    await sync.run();

    expect(server.calls.map((call) => `${call.method} ${call.ifMatch ?? ''}`)).toEqual(['PUT "1"', 'GET ']);
    const local = await db.inspections.get([OWNER, 'insp-a']);
    expect(local?.conflict?.server.version).toBe(2);
    expect(local?.conflict?.server.document.customer.name).toBe('Maria López Garza');
    expect(local?.document.summary.notes).toBe('Mine');
    expect(local?.baseVersion).toBe(1);
    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({ lastFailure: { code: 'STALE_VERSION', status: 412 } });

    await sync.run({ force: true });
    clock += 60 * 60_000;
    await sync.run();
    expect(server.calls).toHaveLength(2);
    expect(server.records.get('insp-a')?.document.summary.notes).toBe('Office notes');
  });

  it('"Keep mine" sends the device version over theirs, based on their version', async () => {
    await seedInspection(db, 'insp-a', { baseVersion: 1, document: documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Mine')) });
    server.storeTheirs(
      'insp-a',
      documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Office notes')),
      2,
    );
    const sync = engine();
    await sync.run();

    await keepMyVersion(OWNER, 'insp-a');
    await sync.run();

    expect(inspectionPuts().at(-1)?.ifMatch).toBe('"2"');
    expect(server.records.get('insp-a')).toMatchObject({ version: 3 });
    expect(server.records.get('insp-a')?.document.summary.notes).toBe('Mine');
    const local = await db.inspections.get([OWNER, 'insp-a']);
    expect(local).toMatchObject({ baseVersion: 3, conflict: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('"Use the other version" replaces the device document and leaves nothing to send', async () => {
    await seedInspection(db, 'insp-a', { baseVersion: 1, document: documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Mine')) });
    server.storeTheirs(
      'insp-a',
      documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Office notes')),
      2,
    );
    const sync = engine();
    await sync.run();

    await takeTheirVersion(OWNER, 'insp-a');
    const local = await db.inspections.get([OWNER, 'insp-a']);
    expect(local).toMatchObject({ baseVersion: 2, conflict: null, savedAt: '2026-11-25T11:00:00.000Z' });
    expect(local?.document.summary.notes).toBe('Office notes');
    expect(await db.outbox.count()).toBe(0);

    await sync.run({ force: true });
    expect(inspectionPuts()).toHaveLength(1);
  });

  it('on 412 with the server already holding the same content, takes its version without asking', async () => {
    const mine = documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Same'));
    await seedInspection(db, 'insp-a', { baseVersion: 1, document: mine });
    server.storeTheirs(
      'insp-a',
      documentFor('Maria Lopez', (d) => void (d.summary.notes = 'Same')),
      2,
    );
    server.interrupt(isInspectionPut('insp-a'), { kind: 'status', status: 412, code: 'STALE_VERSION' });
    await engine().run();

    expect(await db.inspections.get([OWNER, 'insp-a'])).toMatchObject({ baseVersion: 2, conflict: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses the whole queue on 401 without dropping anything, and resumes after a new sign-in', async () => {
    await seedInspection(db, 'insp-a', {}, { enqueuedAt: '2026-11-25T10:00:00.000Z' });
    await seedInspection(db, 'insp-b', {}, { enqueuedAt: '2026-11-25T10:01:00.000Z' });
    server.interrupt(isInspectionPut('insp-a'), { kind: 'status', status: 401, code: 'UNAUTHENTICATED' });
    const sync = engine();
    await sync.run();

    expect(inspectionPuts()).toHaveLength(1);
    expect(sync.getSnapshot()).toMatchObject({ paused: 'signed-out', pausedAt: START });
    expect(await db.outbox.count()).toBe(2);
    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({ attempts: 0, lastFailure: { code: 'UNAUTHENTICATED', status: 401 } });

    await sync.run();
    expect(inspectionPuts()).toHaveLength(1);
    // The current user fetched before the pause does not resume it; one fetched after does.
    sync.resumeAfterSignIn(START - 1);
    expect(sync.getSnapshot().paused).toBe('signed-out');
    sync.resumeAfterSignIn(START + 1);
    await sync.run();
    expect(inspectionPuts()).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits longer after each failure (no signal, busy server) and does not try before the wait is over', async () => {
    await seedInspection(db, 'insp-a');
    server.offline = true;
    const sync = engine();

    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await sync.run();
      const row = await outboxRow(outboxKey('inspection', 'insp-a'));
      waits.push((row?.nextAttemptAt ?? 0) - clock);
      clock = row?.nextAttemptAt ?? clock;
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(inspectionPuts()).toHaveLength(4);

    clock -= 1_000;
    await sync.run();
    expect(inspectionPuts()).toHaveLength(4);

    server.offline = false;
    server.interrupt(isInspectionPut('insp-a'), { kind: 'status', status: 503, code: 'UPSTREAM_UNAVAILABLE' });
    clock += 1_000;
    await sync.run();
    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({
      attempts: 5,
      nextAttemptAt: clock + 80_000,
      lastFailure: { code: 'UPSTREAM_UNAVAILABLE', status: 503 },
    });
  });

  it('keeps a refusal (400, 403, 404) with its code and never drops the row', async () => {
    await seedInspection(db, 'insp-a', { status: 'completed' }, { enqueuedAt: '2026-11-25T10:00:00.000Z' });
    await seedInspection(db, 'insp-b', {}, { enqueuedAt: '2026-11-25T10:01:00.000Z' });
    await seedInspection(db, 'insp-c', {}, { enqueuedAt: '2026-11-25T10:02:00.000Z' });
    server.interrupt(isInspectionPut('insp-a'), { kind: 'status', status: 400, code: 'VALIDATION_FAILED' });
    server.interrupt(isInspectionPut('insp-b'), { kind: 'status', status: 403, code: 'FORBIDDEN' });
    server.interrupt(isInspectionPut('insp-c'), { kind: 'status', status: 404, code: 'NOT_FOUND' });
    await engine().run();

    expect(await outboxRow(outboxKey('inspection', 'insp-a'))).toMatchObject({ attempts: 1, lastFailure: { code: 'VALIDATION_FAILED', status: 400 } });
    expect(await outboxRow(outboxKey('inspection', 'insp-b'))).toMatchObject({ attempts: 1, lastFailure: { code: 'FORBIDDEN', status: 403 } });
    expect(await outboxRow(outboxKey('inspection', 'insp-c'))).toMatchObject({ attempts: 1, lastFailure: { code: 'NOT_FOUND', status: 404 } });
  });
});

describe('OutboxSync: an old report number another inspection has (409 REPORT_NUMBER_TAKEN)', () => {
  /** A UUIDv7 of the day the old app's inspections were moved. */
  const MOVED_ID = '019ab5d2-7c00-7a3b-9c4d-5e6f7a8b9c0d';
  const theirs = '019ab5d2-7c00-7f00-8000-000000000001';

  it('takes the number its id makes, keeps the old one, sends again at once, and the server stores it once', async () => {
    server.storeTheirs(theirs, documentFor('Another device’s client'), 1);
    server.records.set(theirs, { ...server.records.get(theirs)!, reportNumber: 'IR-2025-0042' });
    const signed = documentFor('Rancho Las Palmas HOA', (document) => {
      document.signatures.customer = { signerName: 'Rosa', signedAt: '2026-11-25T09:30:00.000Z', svg: '<svg/>', contentHash: 'c'.repeat(64) };
    });
    await seedInspection(db, MOVED_ID, { reportNumber: 'IR-2025-0042', document: signed });

    await engine().run();

    const puts = inspectionPuts();
    expect(puts.map((call) => call.body?.reportNumber)).toEqual(['IR-2025-0042', reportNumberFor(MOVED_ID)]);
    // Only the number changed: the document (and so what its signatures vouch for) is sent as it was.
    expect(puts[1]?.body?.document).toEqual(signed);
    expect(server.records.get(MOVED_ID)).toMatchObject({ reportNumber: reportNumberFor(MOVED_ID), version: 1 });
    expect(server.records.get(theirs)?.reportNumber).toBe('IR-2025-0042');
    expect(await db.inspections.get([OWNER, MOVED_ID])).toMatchObject({
      reportNumber: reportNumberFor(MOVED_ID),
      previousReportNumber: 'IR-2025-0042',
      baseVersion: 1,
      document: signed,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('says on the outbox row why it was renumbered while the new send waits (no signal), and sends it later', async () => {
    await seedInspection(db, MOVED_ID, { reportNumber: 'IR-2025-0042' });
    server.interrupt(isInspectionPut(MOVED_ID), { kind: 'status', status: 409, code: 'REPORT_NUMBER_TAKEN' });
    server.interrupt(isInspectionPut(MOVED_ID), { kind: 'network' });
    const sync = engine();

    await sync.run();
    // The renumbering's own note was replaced by what stops the new send now: the technician sees both numbers
    // on the device row and why the row still waits.
    expect(await outboxRow(outboxKey('inspection', MOVED_ID))).toMatchObject({ attempts: 1, lastFailure: { code: 'NETWORK' } });
    expect(await db.inspections.get([OWNER, MOVED_ID])).toMatchObject({ reportNumber: reportNumberFor(MOVED_ID), previousReportNumber: 'IR-2025-0042' });

    await sync.run({ force: true });
    expect(inspectionPuts().map((call) => call.body?.reportNumber)).toEqual(['IR-2025-0042', reportNumberFor(MOVED_ID), reportNumberFor(MOVED_ID)]);
    expect(server.records.get(MOVED_ID)?.reportNumber).toBe(reportNumberFor(MOVED_ID));
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the refusal on the row, without renumbering, when the number is already the one its id makes', async () => {
    server.storeTheirs(theirs, documentFor('Another'), 1);
    server.records.set(theirs, { ...server.records.get(theirs)!, reportNumber: reportNumberFor(MOVED_ID) });
    await seedInspection(db, MOVED_ID, { reportNumber: reportNumberFor(MOVED_ID) });

    await engine().run();

    expect(inspectionPuts()).toHaveLength(1);
    expect(await outboxRow(outboxKey('inspection', MOVED_ID))).toMatchObject({ attempts: 1, lastFailure: { code: 'REPORT_NUMBER_TAKEN', status: 409 } });
    expect((await db.inspections.get([OWNER, MOVED_ID]))?.previousReportNumber).toBeUndefined();
  });

  it('never renumbers an inspection the server already stored (it has a version): the refusal is kept', async () => {
    await seedInspection(db, MOVED_ID, { reportNumber: 'IR-2025-0042', baseVersion: 2 });
    server.interrupt(isInspectionPut(MOVED_ID), { kind: 'status', status: 409, code: 'REPORT_NUMBER_TAKEN' });

    await engine().run();

    expect(inspectionPuts()).toHaveLength(1);
    expect(await db.inspections.get([OWNER, MOVED_ID])).toMatchObject({ reportNumber: 'IR-2025-0042' });
    expect(await outboxRow(outboxKey('inspection', MOVED_ID))).toMatchObject({ lastFailure: { code: 'REPORT_NUMBER_TAKEN', status: 409 } });
  });
});

describe('OutboxSync: media', () => {
  it('waits for its inspection to reach the server, then uploads fresh bytes after it', async () => {
    await seedInspection(db, 'insp-a', {}, { enqueuedAt: '2026-11-25T10:05:00.000Z' });
    // Enqueued before its inspection, still sent after it.
    const stored = await seedMedia(db, 'media-1', 'insp-a', photoBlob([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), '2026-11-25T10:00:00.000Z');
    server.interrupt(isInspectionPut('insp-a'), { kind: 'status', status: 503, code: 'UPSTREAM_UNAVAILABLE' });
    const sync = engine();
    await sync.run();

    expect(mediaPuts()).toHaveLength(0);
    expect(await outboxRow(outboxKey('media', 'media-1'))).toMatchObject({ attempts: 0, lastFailure: null });

    clock += 5_000;
    await sync.run();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/inspections/insp-a',
      'PUT /api/inspections/insp-a',
      'PUT /api/inspections/insp-a/media/media-1',
    ]);
    const sent = mediaPuts()[0]?.media;
    expect(sent).toBeInstanceOf(Blob);
    expect(sent).not.toBe(stored.blob);
    expect(sent).toMatchObject({ size: 7, type: 'image/jpeg' });
    expect(await readBytes(sent as Blob)).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await db.mediaBlobs.get([OWNER, 'media-1'])).toMatchObject({ uploaded: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('tries again later on 404 (inspection not there yet) and keeps 409, 413, 415 explained', async () => {
    await seedInspection(db, 'insp-a', { baseVersion: 1 }, { queued: false });
    await seedMedia(db, 'media-404', 'insp-a', photoBlob([1]));
    await seedMedia(db, 'media-413', 'insp-a', photoBlob([2]));
    await seedMedia(db, 'media-415', 'insp-a', photoBlob([3]));
    await seedMedia(db, 'media-409', 'insp-a', photoBlob([4]));
    server.storeTheirs('insp-a', documentFor('Maria Lopez'), 1);
    const isMedia = (id: string) => (call: ServerCall) => call.path.endsWith(`/media/${id}`);
    server.interrupt(isMedia('media-404'), { kind: 'status', status: 404, code: 'NOT_FOUND' });
    server.interrupt(isMedia('media-413'), { kind: 'status', status: 413, code: 'MEDIA_TOO_LARGE' });
    server.interrupt(isMedia('media-415'), { kind: 'status', status: 415, code: 'MEDIA_TYPE_NOT_ALLOWED' });
    server.interrupt(isMedia('media-409'), { kind: 'status', status: 409, code: 'CONFLICT' });
    const sync = engine();
    await sync.run();

    expect(await outboxRow(outboxKey('media', 'media-404'))).toMatchObject({ attempts: 1, nextAttemptAt: START + 5_000, lastFailure: { code: 'NOT_FOUND' } });
    expect(await outboxRow(outboxKey('media', 'media-413'))).toMatchObject({ lastFailure: { code: 'MEDIA_TOO_LARGE', status: 413 } });
    expect(await outboxRow(outboxKey('media', 'media-415'))).toMatchObject({ lastFailure: { code: 'MEDIA_TYPE_NOT_ALLOWED', status: 415 } });
    expect(await outboxRow(outboxKey('media', 'media-409'))).toMatchObject({ lastFailure: { code: 'CONFLICT', status: 409 } });

    clock += 5_000;
    await sync.run();
    expect(await outboxRow(outboxKey('media', 'media-404'))).toBeUndefined();
    expect(await db.mediaBlobs.get([OWNER, 'media-404'])).toMatchObject({ uploaded: 1 });
  });
});

describe('OutboxSync: videos go resumably (tus)', () => {
  const MiB = RESUMABLE_CHUNK_BYTES;
  const tusCalls = () => server.calls.filter((call) => call.path.endsWith('/resumable'));
  const tusLog = () => tusCalls().map((call) => `${call.method} ${call.tus?.uploadOffset ?? ''}`.trim());
  const patchedBytes = () => tusCalls().reduce((sum, call) => sum + (call.method === 'PATCH' ? (call.media?.size ?? 0) : 0), 0);
  const isTus = (method: string, offset?: number) => (call: ServerCall) =>
    call.path.endsWith('/resumable') && call.method === method && (offset === undefined || call.tus?.uploadOffset === String(offset));

  beforeEach(async () => {
    await seedInspection(db, 'insp-a', { baseVersion: 1 }, { queued: false });
    server.storeTheirs('insp-a', documentFor('Maria Lopez'), 1);
  });

  it('sends a video in 1 MiB chunks at the URL made from its id, fresh bytes with its type; photos keep the PUT', async () => {
    const stored = await seedMedia(db, 'video-1', 'insp-a', videoBlob(2.5 * MiB));
    await seedMedia(db, 'photo-1', 'insp-a', photoBlob([0xff, 0xd8, 0xff]), '2026-11-25T10:02:00.000Z');
    await engine().run();

    expect(tusCalls().every((call) => call.path === '/api/inspections/insp-a/media/video-1/resumable')).toBe(true);
    // Nothing known on the device: HEAD finds no upload, POST creates it, then three chunks.
    expect(tusLog()).toEqual(['HEAD', 'POST', 'PATCH 0', `PATCH ${MiB}`, `PATCH ${2 * MiB}`]);
    expect(tusCalls()[1]?.tus).toMatchObject({ uploadLength: String(2.5 * MiB), uploadMetadata: `filetype ${btoa('video/mp4')}`, tusResumable: '1.0.0' });
    expect(tusCalls()[2]?.tus?.contentType).toBe('application/offset+octet-stream');
    const firstChunk = tusCalls()[2]?.media;
    expect(firstChunk).not.toBe(stored.blob);
    expect(firstChunk?.size).toBe(MiB);
    expect(server.media.get('video-1')).toEqual({ inspectionId: 'insp-a', size: 2.5 * MiB, type: 'video/mp4' });
    expect(mediaPuts().map((call) => call.path)).toEqual(['/api/inspections/insp-a/media/photo-1']);
    expect(await db.mediaBlobs.get([OWNER, 'video-1'])).toMatchObject({ uploaded: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('after the signal drops mid-upload, the next try asks the server and sends only the rest', async () => {
    await seedMedia(db, 'video-1', 'insp-a', videoBlob(3 * MiB + 10));
    server.interrupt(isTus('PATCH', 2 * MiB), { kind: 'network' });
    const sync = engine();
    await sync.run();

    expect(await outboxRow(outboxKey('media', 'video-1'))).toMatchObject({ attempts: 1, nextAttemptAt: START + 5_000, lastFailure: { code: 'NETWORK' } });
    expect(server.uploads.get('video-1')?.offset).toBe(2 * MiB);
    expect(await db.mediaBlobs.get([OWNER, 'video-1'])).toMatchObject({ uploaded: 0 });
    server.calls.length = 0;

    clock += 5_000;
    await sync.run();
    expect(tusLog()).toEqual(['HEAD', `PATCH ${2 * MiB}`, `PATCH ${3 * MiB}`]);
    expect(patchedBytes()).toBe(MiB + 10);
    expect(server.media.get('video-1')?.size).toBe(3 * MiB + 10);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a lost answer to the last chunk: the next try starts a new upload and the server’s replay ends it, one file', async () => {
    await seedMedia(db, 'video-1', 'insp-a', videoBlob(MiB + 1));
    server.interrupt(isTus('PATCH', MiB), { kind: 'drop-answer' });
    const sync = engine();
    await sync.run();
    expect(await outboxRow(outboxKey('media', 'video-1'))).toMatchObject({ lastFailure: { code: 'NETWORK' } });
    expect(server.media.has('video-1')).toBe(true);

    clock += 5_000;
    await sync.run();
    expect(await outboxRow(outboxKey('media', 'video-1'))).toBeUndefined();
    expect(await db.mediaBlobs.get([OWNER, 'video-1'])).toMatchObject({ uploaded: 1 });
    expect([...server.media.keys()].filter((id) => id === 'video-1')).toHaveLength(1);
  });

  it('keeps the server’s refusals as the outbox explains them: 413, 415 (at the last chunk); 401 pauses the queue', async () => {
    await seedMedia(db, 'video-413', 'insp-a', videoBlob(100));
    await seedMedia(db, 'video-415', 'insp-a', videoBlob(100), '2026-11-25T10:01:01.000Z');
    const onPath = (id: string, method: string) => (call: ServerCall) => call.path.includes(`/media/${id}/`) && call.method === method;
    server.interrupt(onPath('video-413', 'POST'), { kind: 'status', status: 413, code: 'MEDIA_TOO_LARGE' });
    server.interrupt(onPath('video-415', 'PATCH'), { kind: 'status', status: 415, code: 'MEDIA_TYPE_NOT_ALLOWED' });
    const sync = engine();
    await sync.run();
    expect(await outboxRow(outboxKey('media', 'video-413'))).toMatchObject({ attempts: 1, lastFailure: { code: 'MEDIA_TOO_LARGE', status: 413 } });
    expect(await outboxRow(outboxKey('media', 'video-415'))).toMatchObject({ attempts: 1, lastFailure: { code: 'MEDIA_TYPE_NOT_ALLOWED', status: 415 } });

    await seedMedia(db, 'video-401', 'insp-a', videoBlob(100), '2026-11-25T10:03:00.000Z');
    server.interrupt(onPath('video-401', 'HEAD'), { kind: 'status', status: 401, code: 'UNAUTHENTICATED' });
    server.interrupt(onPath('video-401', 'POST'), { kind: 'status', status: 401, code: 'UNAUTHENTICATED' });
    clock += 60_000;
    await sync.run({ force: true });
    expect(sync.getSnapshot().paused).toBe('signed-out');
    expect(await outboxRow(outboxKey('media', 'video-401'))).toMatchObject({ lastFailure: { code: 'UNAUTHENTICATED', status: 401 } });
  });

  it('gives up a chunk that gets no answer in time, so the outbox goes on with the rest', async () => {
    await seedMedia(db, 'video-1', 'insp-a', videoBlob(2 * MiB));
    await seedMedia(db, 'photo-1', 'insp-a', photoBlob([0xff, 0xd8, 0xff]), '2026-11-25T10:02:00.000Z');
    // The second chunk hangs: a signal so weak nothing comes back.
    const stalled = deferred();
    server.hold = stalled.promise;
    server.holdOnly = isTus('PATCH', MiB);
    const sync = engine({ resumableRequestTimeoutMs: 200 });
    const started = Date.now();
    await sync.run();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await outboxRow(outboxKey('media', 'video-1'))).toMatchObject({ attempts: 1, lastFailure: { code: 'NETWORK' } });
    expect(mediaPuts().map((call) => call.path)).toEqual(['/api/inspections/insp-a/media/photo-1']);
    stalled.resolve();
  });
});

describe('OutboxSync: one sender at a time', () => {
  it('two tabs never send the same item at once: the one without the lock skips its run', async () => {
    await seedInspection(db, 'insp-a');
    const locks = sharedLocks();
    const tabA = engine({ locks: () => locks });
    const tabB = engine({ locks: () => locks });
    const inFlight = deferred();
    server.hold = inFlight.promise;

    const runningA = tabA.run();
    await waitFor(() => inspectionPuts().length === 1);
    await tabB.run();
    expect(inspectionPuts()).toHaveLength(1);

    server.hold = null;
    inFlight.resolve();
    await runningA;
    await tabB.run();
    expect(inspectionPuts()).toHaveLength(1);
    expect(server.records.get('insp-a')?.version).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('runs once in a tab however often it is kicked, and once more after a kick during the run', async () => {
    await seedInspection(db, 'insp-a');
    const inFlight = deferred();
    server.hold = inFlight.promise;
    const sync = engine();
    const runs = [sync.run(), sync.run(), sync.run()];
    await waitFor(() => inspectionPuts().length === 1);
    await saveOnDevice(db, 'insp-a', (document) => void (document.summary.notes = 'Later'), '2026-11-25T10:09:00.000Z');
    void sync.run();
    server.hold = null;
    inFlight.resolve();
    await Promise.all(runs);

    expect(inspectionPuts().map((call) => call.ifMatch)).toEqual([null, '"1"']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends nothing for another person, nor with nobody signed in', async () => {
    await seedInspection(db, 'insp-a');
    await db.inspections.put({ ...(await db.inspections.get([OWNER, 'insp-a']))!, ownerId: 'tech-9' });
    await db.outbox.put({ ...(await db.outbox.get([OWNER, outboxKey('inspection', 'insp-a')]))!, ownerId: 'tech-9' });
    await db.outbox.delete([OWNER, outboxKey('inspection', 'insp-a')]);
    await engine().run();
    const nobody = new OutboxSync({ now: () => clock, locks: () => undefined });
    await nobody.run();
    expect(server.calls).toHaveLength(0);
  });

  it('the app engine is one object however many screens import it', () => {
    expect(outboxSync).toBeInstanceOf(OutboxSync);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function readBytes(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

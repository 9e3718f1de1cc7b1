import { freshDeviceDatabase } from '../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../device-store';
import { outboxKey } from '../device-store/inspections/inspection-rows';
import { OutboxSync } from './outbox-sync';
import { discardReportSend, queueReportSend } from './report-send-queue';
import { readOutboxView } from './sync-status';
import { FakeInspectionsServer, OWNER, documentFor, keepBlobsInClones, photoBlob, seedInspection, seedMedia } from './sync-testing';

const START = Date.parse('2026-11-25T12:00:00.000Z');
const KEY = '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
const SEND_KEY = outboxKey('report-send', KEY);
let clock = START;
let db: DeviceDatabase;
let server: FakeInspectionsServer;

function engine(): OutboxSync {
  const sync = new OutboxSync({ now: () => clock, random: () => 0.5, locks: () => undefined });
  sync.setOwner(OWNER);
  return sync;
}

const sendPosts = () => server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/report/send'));
const sendRow = () => db.outbox.get([OWNER, SEND_KEY]);
const queue = (inspectionId: string, to = 'maria@example.com', at = '2026-11-25T09:30:00.000Z') =>
  queueReportSend(OWNER, inspectionId, { idempotencyKey: KEY, to, lang: 'es' }, new Date(at));

/** The inspection as the server already holds it (sent earlier), and the device's copy based on it. */
async function onServerAndDevice(id: string): Promise<void> {
  const document = documentFor('Maria Lopez', (d) => (d.customer.email = 'maria@example.com'));
  const record = server.storeTheirs(id, document, 1);
  await seedInspection(db, id, { document, status: 'completed', baseVersion: record.version, savedAt: record.savedAt }, { queued: false });
}

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

describe('OutboxSync: a report e-mailed from the field', () => {
  it('goes after its inspection and its photos reach the server, even when queued before them, with its key, to and language', async () => {
    await seedInspection(db, 'insp-a', { status: 'completed', document: documentFor('Maria Lopez') }, { enqueuedAt: '2026-11-25T10:00:00.000Z' });
    await seedMedia(db, 'photo-1', 'insp-a', photoBlob([1, 2, 3]), '2026-11-25T10:01:00.000Z');
    await queue('insp-a', 'maria@example.com', '2026-11-25T09:00:00.000Z');

    await engine().run();

    const order = server.calls.map((call) => `${call.method} ${call.path}`);
    expect(order).toEqual(['PUT /api/inspections/insp-a', 'PUT /api/inspections/insp-a/media/photo-1', 'POST /api/inspections/insp-a/report/send']);
    expect(sendPosts()[0]).toMatchObject({ idempotencyKey: KEY, reportBody: { to: 'maria@example.com', lang: 'es' } });
    expect(server.mails).toEqual([{ inspectionId: 'insp-a', to: 'maria@example.com', lang: 'es' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits, untried, while its inspection has not reached the server', async () => {
    await seedInspection(db, 'insp-a', { status: 'completed' });
    await queue('insp-a');
    server.interrupt((call) => call.method === 'PUT', { kind: 'network' });

    await engine().run();

    expect(sendPosts()).toHaveLength(0);
    expect(await sendRow()).toMatchObject({ attempts: 0, lastFailure: null });
    const item = (await readOutboxView(OWNER)).items.find((entry) => entry.kind === 'report-send');
    expect(item).toMatchObject({ waitingForInspection: true, refused: false, reportSend: { to: 'maria@example.com', lang: 'es' } });
  });

  it('goes at once for an inspection the device does not hold (the server’s copy)', async () => {
    server.storeTheirs(
      'insp-office',
      documentFor('Ana', (d) => (d.customer.email = 'ana@example.com')),
      3,
    );
    await queue('insp-office', 'ana@example.com');

    await engine().run();

    expect(server.mails).toEqual([{ inspectionId: 'insp-office', to: 'ana@example.com', lang: 'es' }]);
    expect(await sendRow()).toBeUndefined();
  });

  it('tries again later on 409 (still mailing) with the same key, and is done at the next 201', async () => {
    await onServerAndDevice('insp-a');
    await queue('insp-a');
    server.interrupt((call) => call.method === 'POST', { kind: 'status', status: 409, code: 'REPORT_SEND_IN_PROGRESS' });
    const sync = engine();

    await sync.run();
    expect(await sendRow()).toMatchObject({ attempts: 1, nextAttemptAt: START + 5_000, lastFailure: { code: 'REPORT_SEND_IN_PROGRESS', status: 409 } });
    expect(server.mails).toHaveLength(0);

    await sync.run();
    expect(sendPosts()).toHaveLength(1);
    clock = START + 5_000;
    await sync.run();
    expect(sendPosts().map((call) => call.idempotencyKey)).toEqual([KEY, KEY]);
    expect(server.mails).toHaveLength(1);
    expect(await sendRow()).toBeUndefined();
  });

  it('mails once when an answer was lost: the retry with the same key is answered 200 and ends the row', async () => {
    await onServerAndDevice('insp-a');
    await queue('insp-a');
    server.interrupt((call) => call.method === 'POST', { kind: 'drop-answer' });
    const sync = engine();

    await sync.run();
    expect(await sendRow()).toMatchObject({ attempts: 1, lastFailure: { code: 'NETWORK', status: null } });
    await sync.run({ force: true });

    expect(sendPosts()).toHaveLength(2);
    expect(server.mails).toHaveLength(1);
    expect(await sendRow()).toBeUndefined();
  });

  it('keeps a 422 for the technician to read, tries it no more (not even “Try now”), and lets them remove it', async () => {
    const document = documentFor('Maria Lopez');
    const record = server.storeTheirs('insp-a', document, 1);
    await seedInspection(db, 'insp-a', { document, status: 'completed', baseVersion: record.version }, { queued: false });
    await queueReportSend(OWNER, 'insp-a', { idempotencyKey: KEY, to: '', lang: 'en' });
    const sync = engine();

    await sync.run();
    expect(await sendRow()).toMatchObject({ attempts: 1, lastFailure: { code: 'CUSTOMER_HAS_NO_EMAIL', status: 422 } });
    await sync.run({ force: true });
    clock = START + 3_600_000;
    await sync.run();
    expect(sendPosts()).toHaveLength(1);
    const [item] = (await readOutboxView(OWNER)).items;
    expect(item).toMatchObject({ refused: true, waitingForInspection: false });

    await discardReportSend(OWNER, SEND_KEY);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps one row per key however often the same send is queued', async () => {
    await queue('insp-a');
    await queue('insp-a');
    expect(await db.outbox.count()).toBe(1);
  });
});

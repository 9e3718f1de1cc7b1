import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { emptyInspectionDocument, REPORT_NUMBER_PATTERN, reportNumberFor } from '@irrigo/contracts';
import { TECHNICIAN_SETTINGS_STORAGE_KEY } from '../../features/tech-settings/technician-settings';
import { DeviceDatabase, replaceDeviceDatabaseForTests } from '../device-database';
import { freshDeviceDatabase } from '../testing';
import { isSendable } from '../../sync/outbox-sync';
import { INSPECTION_STORES, type LocalInspectionRow, type MediaBlobRow, type OutboxRow } from './inspection-rows';
import {
  completeLocalInspection,
  countUnsentItems,
  createLocalInspection,
  LocalInspectionNotFoundError,
  readLocalInspections,
  removeMediaBlob,
  requestInspectionSend,
  saveInspectionDocument,
  storeMediaBlob,
} from './local-inspections';

const init = { technicianName: 'Ana Ruiz', inspectionDate: '2026-11-24', language: 'es' as const };
const MINUTE = 60_000;

let db: DeviceDatabase;

beforeEach(() => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  replaceDeviceDatabaseForTests(null);
});

describe('a new inspection on the device', () => {
  it('gets a UUIDv7 id, the report number made from it, an empty draft and one outbox row', async () => {
    const row = await createLocalInspection('tech-a', init);

    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row.reportNumber).toBe(reportNumberFor(row.id));
    expect(row.reportNumber).toMatch(REPORT_NUMBER_PATTERN);
    expect(row).toMatchObject({ ownerId: 'tech-a', status: 'draft', baseVersion: null, conflict: null, completedAt: null });
    expect(row.document.customer).toMatchObject({ technicianName: 'Ana Ruiz', inspectionDate: '2026-11-24', language: 'es', name: '' });
    expect(await db.inspections.get(['tech-a', row.id])).toEqual(row);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ ownerId: 'tech-a', key: `inspection:${row.id}`, kind: 'inspection', entityId: row.id, inspectionId: row.id, attempts: 0 }),
    ]);
  });
});

describe('saving', () => {
  it('is readable after the database is closed and opened again', async () => {
    const row = await createLocalInspection('tech-a', init);
    const document = { ...row.document, customer: { ...row.document.customer, name: 'Rancho Las Palmas', address: '12 Calle Sol' } };

    await saveInspectionDocument('tech-a', row.id, document);
    db.close();
    const reopened = new DeviceDatabase({ indexedDB: Dexie.dependencies.indexedDB, IDBKeyRange });
    replaceDeviceDatabaseForTests(reopened);

    const stored = await reopened.inspections.get(['tech-a', row.id]);
    expect(stored?.document.customer.name).toBe('Rancho Las Palmas');
    expect((stored?.savedAt ?? '') >= row.savedAt).toBe(true);
  });

  it('keeps one outbox row per inspection however many saves, with its failed attempts', async () => {
    const row = await createLocalInspection('tech-a', init);
    await db.outbox.update(['tech-a', `inspection:${row.id}`], { attempts: 3, lastFailure: { code: 'NETWORK', status: null, at: '2026-11-24T10:00:00.000Z' } });

    for (let i = 0; i < 10; i += 1) {
      await saveInspectionDocument('tech-a', row.id, { ...row.document, summary: { overallAssessment: 'good', notes: `note ${i}` } });
    }

    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ attempts: 3, lastFailure: { code: 'NETWORK' } });
    expect((await db.inspections.get(['tech-a', row.id]))?.document.summary.notes).toBe('note 9');
  });

  it('is sent within the technician’s auto-save minutes, never later than it was already due', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z'), doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, JSON.stringify({ preferences: { autoSaveFrequency: 10 } }));
    const row = await createLocalInspection('tech-a', init);
    const key: [string, string] = ['tech-a', `inspection:${row.id}`];
    const start = Date.now();
    expect((await db.outbox.get(key))?.nextAttemptAt).toBe(start + 10 * MINUTE);

    jest.setSystemTime(start + 3 * MINUTE);
    await saveInspectionDocument('tech-a', row.id, row.document);
    // Still the first save's time: saving again does not push a pending send further away.
    expect((await db.outbox.get(key))?.nextAttemptAt).toBe(start + 10 * MINUTE);

    await requestInspectionSend('tech-a', row.id);
    expect((await db.outbox.get(key))?.nextAttemptAt).toBe(start + 3 * MINUTE);
    await saveInspectionDocument('tech-a', row.id, row.document);
    expect((await db.outbox.get(key))?.nextAttemptAt).toBe(start + 3 * MINUTE);
  });

  it('uses 5 minutes when the technician never chose', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z'), doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    const row = await createLocalInspection('tech-a', init);
    expect((await db.outbox.get(['tech-a', `inspection:${row.id}`]))?.nextAttemptAt).toBe(Date.now() + 5 * MINUTE);
  });

  it('does not report success when the transaction fails, and leaves nothing half-written', async () => {
    const row = await createLocalInspection('tech-a', init);
    jest.spyOn(db.outbox, 'put').mockRejectedValue(new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError')));

    await expect(saveInspectionDocument('tech-a', row.id, { ...row.document, summary: { overallAssessment: 'poor', notes: 'x' } })).rejects.toThrow();

    expect((await db.inspections.get(['tech-a', row.id]))?.document.summary.notes).toBe('');
  });

  it('refuses to save an inspection the owner does not have', async () => {
    const row = await createLocalInspection('tech-a', init);

    await expect(saveInspectionDocument('tech-b', row.id, row.document)).rejects.toBeInstanceOf(LocalInspectionNotFoundError);
    expect(await db.inspections.count()).toBe(1);
  });
});

describe('completing', () => {
  it('marks it completed and makes it due now', async () => {
    const row = await createLocalInspection('tech-a', init);
    const before = Date.now();

    await completeLocalInspection('tech-a', row.id);

    const stored = await db.inspections.get(['tech-a', row.id]);
    expect(stored?.status).toBe('completed');
    expect(stored?.completedAt).not.toBeNull();
    expect((await db.outbox.get(['tech-a', `inspection:${row.id}`]))?.nextAttemptAt).toBeLessThanOrEqual(Date.now());
    expect((await db.outbox.get(['tech-a', `inspection:${row.id}`]))?.nextAttemptAt).toBeGreaterThanOrEqual(before);
  });
});

describe('media', () => {
  it('keeps the bytes and queues their upload now; removing drops both', async () => {
    const row = await createLocalInspection('tech-a', init);
    await storeMediaBlob('tech-a', { id: 'media-1', inspectionId: row.id, blob: new Blob(['jpeg bytes']), contentType: 'image/jpeg' });

    expect(await db.mediaBlobs.get(['tech-a', 'media-1'])).toMatchObject({ inspectionId: row.id, contentType: 'image/jpeg', byteSize: 10, uploaded: 0 });
    expect(await db.outbox.get(['tech-a', 'media:media-1'])).toMatchObject({ kind: 'media', entityId: 'media-1', inspectionId: row.id });
    expect(await countUnsentItems(db, 'tech-a')).toBe(2);

    await removeMediaBlob('tech-a', 'media-1');

    expect(await db.mediaBlobs.count()).toBe(0);
    expect(await db.outbox.get(['tech-a', 'media:media-1'])).toBeUndefined();
    expect(await countUnsentItems(db, 'tech-a')).toBe(1);
  });

  it('keeps no bytes for an inspection that is not on the device (none yet, or another person’s): their upload could never be sent', async () => {
    const others = await createLocalInspection('tech-b', init);
    const blob = new Blob(['jpeg bytes']);

    await expect(storeMediaBlob('tech-a', { id: 'media-1', inspectionId: '', blob, contentType: 'image/jpeg' })).rejects.toBeInstanceOf(
      LocalInspectionNotFoundError,
    );
    await expect(
      storeMediaBlob('tech-a', { id: 'media-2', inspectionId: '019ab8c2-0000-7000-8000-00000000dead', blob, contentType: 'image/jpeg' }),
    ).rejects.toBeInstanceOf(LocalInspectionNotFoundError);
    await expect(storeMediaBlob('tech-a', { id: 'media-3', inspectionId: others.id, blob, contentType: 'image/jpeg' })).rejects.toBeInstanceOf(
      LocalInspectionNotFoundError,
    );

    expect(await db.mediaBlobs.count()).toBe(0);
    expect((await db.outbox.toArray()).map((row) => row.key)).toEqual([`inspection:${others.id}`]);
  });
});

describe('two people on one device', () => {
  it('a second owner never sees the first one’s inspections', async () => {
    const first = await createLocalInspection('tech-a', init);
    await createLocalInspection('tech-b', { ...init, technicianName: 'Beto' });

    expect((await readLocalInspections(db, 'tech-a')).map((row) => row.id)).toEqual([first.id]);
    expect((await readLocalInspections(db, 'tech-b')).map((row) => row.document.customer.technicianName)).toEqual(['Beto']);
    expect(await countUnsentItems(db, 'tech-b')).toBe(1);
    await expect(completeLocalInspection('tech-b', first.id)).rejects.toBeInstanceOf(LocalInspectionNotFoundError);
    await expect(requestInspectionSend('tech-b', first.id)).rejects.toBeInstanceOf(LocalInspectionNotFoundError);
  });

  it('lists the newest first', async () => {
    const older = await createLocalInspection('tech-a', init);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createLocalInspection('tech-a', init);

    expect((await readLocalInspections(db, 'tech-a')).map((row) => row.id)).toEqual([newer.id, older.id]);
  });
});

describe('the schema', () => {
  it('migrates a version 1 database to the current version with its data kept', async () => {
    const indexedDB = new IDBFactory();
    const v1 = new Dexie('irrigo-field', { indexedDB, IDBKeyRange });
    v1.version(1).stores({
      myCustomers: '[ownerId+id], ownerId',
      pricebookCatalogues: 'ownerId',
      referenceSyncs: '[ownerId+dataset], ownerId',
      pricebookPicks: '[ownerId+itemId], ownerId',
    });
    await v1.table('pricebookPicks').put({ ownerId: 'tech-a', itemId: 'item-1', favourite: true, usedAt: null });
    v1.close();

    const v2 = new DeviceDatabase({ indexedDB, IDBKeyRange });
    replaceDeviceDatabaseForTests(v2);
    await v2.open();

    expect(v2.verno).toBe(3);
    expect(await v2.pricebookPicks.toArray()).toEqual([{ ownerId: 'tech-a', itemId: 'item-1', favourite: true, usedAt: null }]);
    const row = await createLocalInspection('tech-a', init);
    expect(await v2.inspections.where('[ownerId+reportNumber]').equals(['tech-a', row.reportNumber]).count()).toBe(1);
  });

  const V1_STORES = {
    myCustomers: '[ownerId+id], ownerId',
    pricebookCatalogues: 'ownerId',
    referenceSyncs: '[ownerId+dataset], ownerId',
    pricebookPicks: '[ownerId+itemId], ownerId',
  };

  /** A device's store as version 2 of the app left it. */
  function version2(indexedDB: IDBFactory): Dexie {
    const v2 = new Dexie('irrigo-field', { indexedDB, IDBKeyRange });
    v2.version(1).stores(V1_STORES);
    v2.version(2).stores(INSPECTION_STORES);
    return v2;
  }

  function inspectionListing(ownerId: string, id: string, mediaIds: string[]): LocalInspectionRow {
    const document = emptyInspectionDocument(init);
    document.media = mediaIds.map((mediaId) => ({
      id: mediaId,
      kind: 'photo',
      caption: '',
      section: 'customer',
      zoneId: null,
      includeInPdf: true,
      contentType: 'image/jpeg',
      byteSize: 4,
      capturedAt: '2026-11-24T10:00:00.000Z',
    }));
    const at = '2026-11-24T10:00:00.000Z';
    return {
      ownerId,
      id,
      reportNumber: reportNumberFor(id),
      status: 'draft',
      document,
      createdAt: at,
      savedAt: at,
      completedAt: null,
      baseVersion: 3,
      conflict: null,
    };
  }

  function strayPhoto(ownerId: string, id: string): { blob: MediaBlobRow; upload: OutboxRow } {
    const at = '2026-11-24T10:00:00.000Z';
    return {
      blob: { ownerId, id, inspectionId: '', blob: new Blob(['jpeg']), contentType: 'image/jpeg', byteSize: 4, uploaded: 0, createdAt: at },
      upload: { ownerId, key: `media:${id}`, kind: 'media', entityId: id, inspectionId: '', attempts: 0, nextAttemptAt: 0, lastFailure: null, enqueuedAt: at },
    };
  }

  it('version 3 gives photos kept under an empty inspection id the id of the inspection that lists them, and leaves the others', async () => {
    const indexedDB = new IDBFactory();
    const before = version2(indexedDB);
    const listed = inspectionListing('tech-a', '019ab8c2-0000-7000-8000-00000000000a', ['photo-1']);
    // Another person's inspection lists photo-3, which tech-a kept: it is not theirs to take.
    const othersInspection = inspectionListing('tech-b', '019ab8c2-0000-7000-8000-00000000000b', ['photo-3']);
    await before.table('inspections').bulkPut([listed, othersInspection]);
    for (const id of ['photo-1', 'photo-2', 'photo-3']) {
      const { blob, upload } = strayPhoto('tech-a', id);
      await before.table('mediaBlobs').put(blob);
      await before.table('outbox').put(upload);
    }
    before.close();

    const after = new DeviceDatabase({ indexedDB, IDBKeyRange });
    replaceDeviceDatabaseForTests(after);
    await after.open();

    expect(after.verno).toBe(3);
    const inspectionOf = async (id: string) => ({
      blob: (await after.mediaBlobs.get(['tech-a', id]))?.inspectionId,
      upload: (await after.outbox.get(['tech-a', `media:${id}`]))?.inspectionId,
    });
    expect(await inspectionOf('photo-1')).toEqual({ blob: listed.id, upload: listed.id });
    expect(await inspectionOf('photo-2')).toEqual({ blob: '', upload: '' });
    expect(await inspectionOf('photo-3')).toEqual({ blob: '', upload: '' });
    // Its inspection is on the server: the photo goes at the next sync.
    const upload = await after.outbox.get(['tech-a', 'media:photo-1']);
    expect(upload && isSendable(upload, await after.inspections.get(['tech-a', listed.id]))).toBe(true);
  });

  it('an older app still cached on the device opens the version 3 store as it is', async () => {
    const indexedDB = new IDBFactory();
    const current = new DeviceDatabase({ indexedDB, IDBKeyRange });
    replaceDeviceDatabaseForTests(current);
    const row = await createLocalInspection('tech-a', init);
    current.close();

    const older = version2(indexedDB);
    await older.open();
    expect(await older.table('inspections').count()).toBe(1);
    expect((await older.table<LocalInspectionRow>('inspections').toArray())[0]?.id).toBe(row.id);
    older.close();
  });
});

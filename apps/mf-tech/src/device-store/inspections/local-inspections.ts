import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_AUTO_SAVE_MINUTES, emptyInspectionDocument, reportNumberFor, type InspectionDocument } from '@irrigo/contracts';
import { readTechnicianSettings } from '../../features/tech-settings/technician-settings';
import { withDeviceDatabase, type DeviceDatabase } from '../device-database';
import { outboxKey, type LocalInspectionRow, type OutboxKind, type OutboxRow } from './inspection-rows';

/**
 * The inspections a technician writes on this device (DESIGN.md "Offline first"). Every write changes the
 * inspection (or the media Blob) and its outbox row in ONE IndexedDB transaction, and every function
 * resolves only once that transaction has committed: when the screen says "Saved", it is on the disk.
 * Rows are keyed by [ownerId+id], so one person's calls never reach another's inspections.
 */

/** Thrown when a save names an inspection this owner does not have on the device. */
export class LocalInspectionNotFoundError extends Error {
  constructor(id: string) {
    super(`No inspection ${id} on this device for the signed-in person`);
    this.name = 'LocalInspectionNotFoundError';
  }
}

const MINUTE_MS = 60_000;

/** The technician's auto-save interval (their settings on this device), in ms: how long a save may wait to be sent. */
export function autoSaveDelayMs(): number {
  try {
    return readTechnicianSettings('en').preferences.autoSaveFrequency * MINUTE_MS;
  } catch {
    return DEFAULT_AUTO_SAVE_MINUTES * MINUTE_MS;
  }
}

/**
 * Adds or refreshes the one outbox row of a thing (`kind:entityId`), inside the caller's transaction. Failed
 * attempts are kept (the backoff goes on); the row becomes due at `dueAt` unless it was already due sooner.
 * A refreshed row whose last send failed loses nothing: lastFailure stays for "N waiting to sync" to explain.
 */
export async function enqueueInTransaction(
  db: DeviceDatabase,
  ownerId: string,
  item: { kind: OutboxKind; entityId: string; inspectionId: string },
  dueAt: number,
  now: Date = new Date(),
): Promise<OutboxRow> {
  const key = outboxKey(item.kind, item.entityId);
  const existing = await db.outbox.get([ownerId, key]);
  const row: OutboxRow = existing
    ? { ...existing, nextAttemptAt: Math.min(existing.nextAttemptAt, dueAt) }
    : {
        ownerId,
        key,
        kind: item.kind,
        entityId: item.entityId,
        inspectionId: item.inspectionId,
        attempts: 0,
        nextAttemptAt: dueAt,
        lastFailure: null,
        enqueuedAt: now.toISOString(),
      };
  await db.outbox.put(row);
  return row;
}

/** A new draft on this device: its id (UUIDv7) and report number are made here, with no server. */
export function createLocalInspection(
  ownerId: string,
  init: { technicianName: string; inspectionDate: string; language: 'en' | 'es' },
): Promise<LocalInspectionRow> {
  const now = new Date();
  const id = uuidv7({ msecs: now.getTime() });
  const at = now.toISOString();
  const row: LocalInspectionRow = {
    ownerId,
    id,
    reportNumber: reportNumberFor(id),
    status: 'draft',
    document: emptyInspectionDocument(init),
    createdAt: at,
    savedAt: at,
    completedAt: null,
    baseVersion: null,
    conflict: null,
  };
  return withDeviceDatabase(async (db) => {
    await db.transaction('rw', db.inspections, db.outbox, async () => {
      await db.inspections.add(row);
      await enqueueInTransaction(db, ownerId, { kind: 'inspection', entityId: id, inspectionId: id }, now.getTime() + autoSaveDelayMs(), now);
    });
    return row;
  });
}

async function updateInspection(
  ownerId: string,
  id: string,
  change: (row: LocalInspectionRow, now: Date) => LocalInspectionRow,
  dueAt: (now: Date) => number,
): Promise<void> {
  const now = new Date();
  const due = dueAt(now);
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.inspections, db.outbox, async () => {
      const row = await db.inspections.get([ownerId, id]);
      if (!row) throw new LocalInspectionNotFoundError(id);
      await db.inspections.put(change(row, now));
      await enqueueInTransaction(db, ownerId, { kind: 'inspection', entityId: id, inspectionId: id }, due, now);
    }),
  );
}

/**
 * Keeps the technician's latest document (every change, not only every few minutes). It is sent within the
 * technician's auto-save interval, or sooner if something already made it due (requestInspectionSend).
 */
export function saveInspectionDocument(ownerId: string, id: string, document: InspectionDocument): Promise<void> {
  return updateInspection(
    ownerId,
    id,
    (row, now) => ({ ...row, document, savedAt: now.toISOString() }),
    (now) => now.getTime() + autoSaveDelayMs(),
  );
}

/** The technician completed the inspection on the device: it is sent now (the server checks it and stamps its completedDate). */
export function completeLocalInspection(ownerId: string, id: string): Promise<void> {
  return updateInspection(
    ownerId,
    id,
    (row, now) => ({ ...row, status: 'completed', completedAt: now.toISOString(), savedAt: now.toISOString() }),
    (now) => now.getTime(),
  );
}

/** Sends the inspection's latest saved state now rather than at the next auto-save (the technician moved to another section). */
export async function requestInspectionSend(ownerId: string, id: string): Promise<void> {
  const now = new Date();
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.inspections, db.outbox, async () => {
      if (!(await db.inspections.get([ownerId, id]))) throw new LocalInspectionNotFoundError(id);
      await enqueueInTransaction(db, ownerId, { kind: 'inspection', entityId: id, inspectionId: id }, now.getTime(), now);
    }),
  );
}

/**
 * A photo or video's bytes (made by the app, never the picker's File), kept and queued for upload in one
 * transaction. Only for an inspection of the owner's on the device (LocalInspectionNotFoundError otherwise):
 * an upload that names no inspection, or one the device does not have, would never be sent.
 */
export async function storeMediaBlob(ownerId: string, media: { id: string; inspectionId: string; blob: Blob; contentType: string }): Promise<void> {
  if (media.inspectionId === '') throw new LocalInspectionNotFoundError(media.inspectionId);
  const now = new Date();
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.inspections, db.mediaBlobs, db.outbox, async () => {
      if (!(await db.inspections.get([ownerId, media.inspectionId]))) throw new LocalInspectionNotFoundError(media.inspectionId);
      await db.mediaBlobs.put({
        ownerId,
        id: media.id,
        inspectionId: media.inspectionId,
        blob: media.blob,
        contentType: media.contentType,
        byteSize: media.blob.size,
        uploaded: 0,
        createdAt: now.toISOString(),
      });
      await enqueueInTransaction(db, ownerId, { kind: 'media', entityId: media.id, inspectionId: media.inspectionId }, now.getTime(), now);
    }),
  );
}

/** The technician removed a photo or video: its bytes and its pending upload leave the device. */
export async function removeMediaBlob(ownerId: string, mediaId: string): Promise<void> {
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.mediaBlobs, db.outbox, async () => {
      await db.mediaBlobs.delete([ownerId, mediaId]);
      await db.outbox.delete([ownerId, outboxKey('media', mediaId)]);
    }),
  );
}

/** One of the owner's inspections, or undefined. */
export function readLocalInspection(db: DeviceDatabase, ownerId: string, id: string): Promise<LocalInspectionRow | undefined> {
  return db.inspections.get([ownerId, id]);
}

/** The owner's inspections on this device, newest first (by creation, then by last save). */
export async function readLocalInspections(db: DeviceDatabase, ownerId: string): Promise<LocalInspectionRow[]> {
  const rows = await db.inspections.where('ownerId').equals(ownerId).toArray();
  return rows.sort((a, b) => (a.createdAt === b.createdAt ? b.savedAt.localeCompare(a.savedAt) : b.createdAt.localeCompare(a.createdAt)));
}

/** How many things of the owner's the server has yet to receive (inspections and media files). */
export function countUnsentItems(db: DeviceDatabase, ownerId: string): Promise<number> {
  return db.outbox.where('ownerId').equals(ownerId).count();
}

/** The ids of the owner's inspections that still wait in the outbox (not yet on the server in their latest state). */
export async function unsentInspectionIds(db: DeviceDatabase, ownerId: string): Promise<Set<string>> {
  const rows = await db.outbox.where('ownerId').equals(ownerId).toArray();
  return new Set(rows.map((row) => row.inspectionId));
}

import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaKind } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY, useConnectivity, useCurrentUser } from '@irrigo/session';
import { useDeviceOwner, withDeviceDatabase } from '../device-store';
import type { LocalInspectionRow, OutboxFailure, OutboxKind, ReportSendRequest } from '../device-store/inspections/inspection-rows';
import { isRefusedForGood, isSendable, outboxSync } from './outbox-sync';

/** One thing still to send, as "N waiting to sync" lists it. */
export interface OutboxItem {
  key: string;
  kind: OutboxKind;
  /** For media: photo or video (from the inspection's media entry); null when the entry is gone. */
  mediaKind: MediaKind | null;
  inspectionId: string;
  /** null when the inspection is no longer on the device. */
  reportNumber: string | null;
  clientName: string;
  attempts: number;
  nextAttemptAt: number;
  lastFailure: OutboxFailure | null;
  /** The inspection waits for the technician's choice between two versions. */
  inConflict: boolean;
  /** A photo, video or report e-mail waiting for its inspection to reach the server first. */
  waitingForInspection: boolean;
  /** For a report's e-mail: to whom, in which language, under which Idempotency-Key. */
  reportSend: ReportSendRequest | null;
  /** A report's e-mail the server refused for good (422): it waits for the technician to read why and remove it. */
  refused: boolean;
}

export interface SyncStatus {
  /** The signed-in person's outbox rows. */
  waiting: number;
  /** Of those, the ones whose last send failed. */
  failed: number;
  /** Their inspections with a conflict to choose (ConflictChooser). */
  conflicts: LocalInspectionRow[];
  paused: 'signed-out' | 'offline' | null;
  syncing: boolean;
  items: OutboxItem[];
  /** false until the device store answered the first time. */
  loaded: boolean;
}

interface OutboxView {
  items: OutboxItem[];
  conflicts: LocalInspectionRow[];
}

const EMPTY_VIEW: OutboxView = { items: [], conflicts: [] };

/**
 * The owner's outbox with what each item is (report number, client, photo or video), oldest first. Empty
 * when this browser gives no device store (private windows): the frame must still render.
 */
export function readOutboxView(ownerId: string): Promise<OutboxView> {
  return readOutboxViewOrThrow(ownerId).catch(() => EMPTY_VIEW);
}

function readOutboxViewOrThrow(ownerId: string): Promise<OutboxView> {
  return withDeviceDatabase(async (db) => {
    const rows = (await db.outbox.where('ownerId').equals(ownerId).toArray()).sort((a, b) => a.enqueuedAt.localeCompare(b.enqueuedAt));
    const ids = [...new Set(rows.map((row) => row.inspectionId))];
    const found = await db.inspections.bulkGet(ids.map((id): [string, string] => [ownerId, id]));
    const inspections = new Map(found.filter((row) => row !== undefined).map((row) => [row.id, row]));
    const items = rows.map((row): OutboxItem => {
      const inspection = inspections.get(row.inspectionId);
      const entry = row.kind === 'media' ? inspection?.document.media.find((media) => media.id === row.entityId) : undefined;
      return {
        key: row.key,
        kind: row.kind,
        mediaKind: entry?.kind ?? null,
        inspectionId: row.inspectionId,
        reportNumber: inspection?.reportNumber ?? null,
        clientName: inspection?.document.customer.name ?? '',
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt,
        lastFailure: row.lastFailure,
        inConflict: Boolean(inspection?.conflict),
        waitingForInspection: row.kind !== 'inspection' && !isRefusedForGood(row) && !isSendable(row, inspection, rows),
        reportSend: row.reportSend ?? null,
        refused: isRefusedForGood(row),
      };
    });
    return { items, conflicts: [...inspections.values()].filter((row) => row.conflict !== null) };
  });
}

/** The engine's own state (paused, syncing), shared by every screen. */
export function useOutboxSyncSnapshot() {
  return useSyncExternalStore(outboxSync.subscribe, outboxSync.getSnapshot, outboxSync.getSnapshot);
}

/** What waits to be sent for the signed-in person, and why it has not gone yet; live from the device store. */
export function useSyncStatus(): SyncStatus {
  const ownerId = useDeviceOwner();
  const engine = useOutboxSyncSnapshot();
  const connectivity = useConnectivity();
  const view = useLiveQuery(() => (ownerId ? readOutboxView(ownerId) : Promise.resolve(EMPTY_VIEW)), [ownerId]);
  const { items, conflicts } = view ?? EMPTY_VIEW;
  const paused = engine.ownerId === ownerId && engine.paused ? engine.paused : connectivity === 'offline' ? 'offline' : null;
  return {
    waiting: items.length,
    failed: items.filter((item) => item.lastFailure !== null).length,
    conflicts,
    paused,
    syncing: engine.syncing,
    items,
    loaded: view !== undefined,
  };
}

/**
 * Runs the outbox sync engine while mounted (the technician frame and the inspection screen both mount it;
 * the engine runs once however many do). It sends for the signed-in person only, and after a 401 asks the
 * server who is signed in: a fresh answer with a user resumes the queue.
 */
export function useOutboxSync(): void {
  const ownerId = useDeviceOwner();
  const { data: user, dataUpdatedAt } = useCurrentUser();
  const queryClient = useQueryClient();
  const { paused } = useOutboxSyncSnapshot();

  useEffect(() => outboxSync.attach(), []);
  useEffect(() => {
    outboxSync.setOwner(ownerId);
    if (ownerId) void outboxSync.run();
  }, [ownerId]);
  useEffect(() => {
    if (user) outboxSync.resumeAfterSignIn(dataUpdatedAt);
  }, [user, dataUpdatedAt]);
  useEffect(() => {
    // The session ended on the server: the shell learns it from the current user, and prompts to sign in.
    if (paused === 'signed-out') void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [paused, queryClient]);
}

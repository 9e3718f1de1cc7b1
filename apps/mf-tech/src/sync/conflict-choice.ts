import { withDeviceDatabase } from '../device-store';
import { outboxKey, type OutboxRow } from '../device-store/inspections/inspection-rows';
import { outboxSync } from './outbox-sync';

/**
 * The technician's answer to a conflict (ConflictChooser). Nothing is overwritten before it: until then the
 * device keeps its own document and the server's copy side by side, and sends nothing for the inspection.
 */

/**
 * "Keep mine": the device's document goes to the server over theirs. It is based on the server's version
 * now, so the next send is accepted, and it is due at once.
 */
export async function keepMyVersion(ownerId: string, inspectionId: string, now: Date = new Date()): Promise<void> {
  const kept = await withDeviceDatabase((db) =>
    db.transaction('rw', db.inspections, db.outbox, async () => {
      const row = await db.inspections.get([ownerId, inspectionId]);
      if (!row?.conflict) return false;
      await db.inspections.update([ownerId, inspectionId], { baseVersion: row.conflict.server.version, conflict: null });
      const key = outboxKey('inspection', inspectionId);
      const existing = await db.outbox.get([ownerId, key]);
      const due: OutboxRow = existing
        ? { ...existing, attempts: 0, nextAttemptAt: 0, lastFailure: null }
        : {
            ownerId,
            key,
            kind: 'inspection',
            entityId: inspectionId,
            inspectionId,
            attempts: 0,
            nextAttemptAt: 0,
            lastFailure: null,
            enqueuedAt: now.toISOString(),
          };
      await db.outbox.put(due);
      return true;
    }),
  );
  if (kept) void outboxSync.run();
}

/**
 * "Use the other version": the server's document replaces the device's (which was not sent), and nothing is
 * left to send for it.
 */
export async function takeTheirVersion(ownerId: string, inspectionId: string): Promise<void> {
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.inspections, db.outbox, async () => {
      const row = await db.inspections.get([ownerId, inspectionId]);
      if (!row?.conflict) return;
      const { server } = row.conflict;
      const completed = server.status === 'completed';
      await db.inspections.put({
        ...row,
        document: server.document,
        status: completed ? 'completed' : 'draft',
        completedAt: completed ? (server.completedDate ?? row.completedAt) : null,
        savedAt: server.savedAt,
        baseVersion: server.version,
        conflict: null,
      });
      await db.outbox.delete([ownerId, outboxKey('inspection', inspectionId)]);
    }),
  );
}

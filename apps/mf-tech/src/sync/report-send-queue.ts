import { withDeviceDatabase } from '../device-store';
import { outboxKey, type OutboxRow, type ReportSendRequest } from '../device-store/inspections/inspection-rows';

/**
 * Keeps a report's e-mail in the device's outbox (kind 'report-send'), for when the screen could not send it
 * (no signal, the request never answered) or the inspection has not reached the office yet. The row is keyed
 * by the Idempotency-Key, so queueing the same send twice (a second tap, a retried click) keeps one row, and
 * the server mails once whichever of the screen and the outbox got through.
 */
export async function queueReportSend(ownerId: string, inspectionId: string, request: ReportSendRequest, now: Date = new Date()): Promise<void> {
  const key = outboxKey('report-send', request.idempotencyKey);
  await withDeviceDatabase((db) =>
    db.transaction('rw', db.outbox, async () => {
      if (await db.outbox.get([ownerId, key])) return;
      const row: OutboxRow = {
        ownerId,
        key,
        kind: 'report-send',
        entityId: request.idempotencyKey,
        inspectionId,
        attempts: 0,
        nextAttemptAt: 0,
        lastFailure: null,
        enqueuedAt: now.toISOString(),
        reportSend: request,
      };
      await db.outbox.add(row);
    }),
  );
}

/** The technician gives up on a send the server refused (422), after reading why: its row goes. */
export async function discardReportSend(ownerId: string, key: string): Promise<void> {
  await withDeviceDatabase((db) => db.outbox.delete([ownerId, key]));
}

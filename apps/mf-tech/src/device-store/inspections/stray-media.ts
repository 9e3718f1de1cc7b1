import type { Transaction } from 'dexie';
import type { LocalInspectionRow, MediaBlobRow, OutboxRow } from './inspection-rows';

/**
 * DeviceDatabase version 3's upgrade (no schema change), run once when a device opens the app after the
 * update: a photo or video added to a new inspection before anything was typed was kept, by earlier versions
 * of the app, under an empty inspection id (the inspection was made just after it), and its upload waited
 * forever. Each such photo whose inspection on the device lists it (document.media) is given that
 * inspection's id, in its bytes' row and its outbox row, so it is sent. One that no inspection of its owner
 * lists (deleted since, or its entry never saved) is left as it is: nothing says where it belongs.
 */
export async function reattachStrayMedia(transaction: Transaction): Promise<void> {
  const mediaBlobs = transaction.table<MediaBlobRow, [string, string]>('mediaBlobs');
  const outbox = transaction.table<OutboxRow, [string, string]>('outbox');
  const inspections = transaction.table<LocalInspectionRow, [string, string]>('inspections');
  const strayBlobs = await mediaBlobs.where('inspectionId').equals('').toArray();
  const strayUploads = (await outbox.where('inspectionId').equals('').toArray()).filter((row) => row.kind === 'media');
  const owners = new Set([...strayBlobs, ...strayUploads].map((row) => row.ownerId));
  for (const ownerId of owners) {
    const holderOf = new Map<string, string>();
    await inspections
      .where('ownerId')
      .equals(ownerId)
      .each((inspection) => {
        for (const entry of inspection.document.media) holderOf.set(entry.id, inspection.id);
      });
    for (const blob of strayBlobs.filter((row) => row.ownerId === ownerId)) {
      const inspectionId = holderOf.get(blob.id);
      if (inspectionId) await mediaBlobs.update([ownerId, blob.id], { inspectionId });
    }
    for (const upload of strayUploads.filter((row) => row.ownerId === ownerId)) {
      const inspectionId = holderOf.get(upload.entityId);
      if (inspectionId) await outbox.update([ownerId, upload.key], { inspectionId });
    }
  }
}

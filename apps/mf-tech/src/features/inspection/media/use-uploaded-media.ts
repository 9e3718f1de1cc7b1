import { useLiveQuery } from 'dexie-react-hooks';
import { withDeviceDatabase } from '../../../device-store';

/** Whether the server has a photo's bytes yet, as far as this device knows. */
export type MediaUploadState = 'uploaded' | 'waiting';

/**
 * The upload state of each photo and video of an inspection kept on this device (media id → state), kept
 * current as the outbox sends them; undefined while reading or when the device store cannot be read.
 */
export function useMediaUploadStates(ownerId: string, inspectionId: string | null): ReadonlyMap<string, MediaUploadState> | undefined {
  return useLiveQuery(async () => {
    // A new inspection not yet on the device has nothing kept.
    if (inspectionId === null) return new Map<string, MediaUploadState>();
    try {
      const rows = await withDeviceDatabase((db) => db.mediaBlobs.where('inspectionId').equals(inspectionId).toArray());
      return new Map(rows.filter((row) => row.ownerId === ownerId).map((row) => [row.id, row.uploaded === 1 ? 'uploaded' : 'waiting'] as const));
    } catch {
      return undefined;
    }
  }, [ownerId, inspectionId]);
}

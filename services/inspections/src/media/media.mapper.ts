import type { StoredMedia } from '@irrigo/contracts';
import type { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';

export function toStoredMedia(row: InspectionMediaEntity): StoredMedia {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    kind: row.kind,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    hasThumbnail: row.thumbnailKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** The name a download is given: made by the server from the id and type, never the device's file name. */
export function downloadName(mediaId: string, contentType: string, thumbnail: boolean): string {
  return `${mediaId}${thumbnail ? '-thumbnail' : ''}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

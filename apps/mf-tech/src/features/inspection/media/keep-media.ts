import { v7 as uuidv7 } from 'uuid';
import { INSPECTION_LIMITS, type MediaEntry } from '@irrigo/contracts';
import { deviceStoreProblemOf, storeMediaBlob } from '../../../device-store';
import type { SectionProps } from '../section-props';
import { mediaProblemOf, type MediaProblem } from './media-files';
import type { MediaPlacement } from './placement';
import type { PreparedMedia } from './resize-photo';

/**
 * Why a photo or video was not kept: the spec's file problems, the inspection already holding the most
 * photos it may, or the device refusing to store the bytes (out of space, storage blocked, anything else).
 */
export type KeepProblem = MediaProblem | 'too-many' | 'storage-full' | 'storage-unavailable' | 'storage-failed';

export class KeepMediaError extends Error {
  constructor(
    readonly problem: KeepProblem,
    options?: { cause?: unknown },
  ) {
    super(`Media not kept: ${problem}`, options);
    this.name = 'KeepMediaError';
  }
}

export function keepProblemOf(error: unknown): KeepProblem {
  return error instanceof KeepMediaError ? error.problem : mediaProblemOf(error);
}

export type MediaTarget = Pick<SectionProps, 'ensureInspection' | 'ownerId' | 'change'>;

/**
 * Keeps a photo or video: the inspection is on the device first (a new one is made there now, with its id
 * and report number), then its bytes (with their upload queued, under that id), and only once they are on
 * the disk does the inspection list it, so an entry never points at bytes that are not there. No bytes is
 * no photo (Invalid File): the server would refuse the upload on every try.
 */
export async function keepMedia(target: MediaTarget, prepared: PreparedMedia, placement: MediaPlacement, mediaCount: number): Promise<MediaEntry> {
  if (mediaCount >= INSPECTION_LIMITS.media) throw new KeepMediaError('too-many');
  if (prepared.blob.size === 0) throw new KeepMediaError('invalid-file');
  const id = uuidv7();
  try {
    const inspectionId = await target.ensureInspection();
    await storeMediaBlob(target.ownerId, { id, inspectionId, blob: prepared.blob, contentType: prepared.contentType });
  } catch (error) {
    const problem = deviceStoreProblemOf(error);
    throw new KeepMediaError(problem === 'full' ? 'storage-full' : problem === 'unavailable' ? 'storage-unavailable' : 'storage-failed', { cause: error });
  }
  const entry: MediaEntry = {
    id,
    kind: prepared.kind,
    caption: '',
    section: placement.section,
    zoneId: placement.section === 'zone' ? placement.zoneId : null,
    includeInPdf: true,
    contentType: prepared.contentType,
    byteSize: prepared.blob.size,
    capturedAt: prepared.capturedAt,
  };
  target.change((draft) => {
    draft.media.push(entry);
  });
  return entry;
}

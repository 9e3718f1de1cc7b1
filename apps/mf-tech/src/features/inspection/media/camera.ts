import { MEDIA_MAX_BYTES, MEDIA_VIDEO_TYPES } from '@irrigo/contracts';
import { baseContentType } from './media-files';

/**
 * Why the camera could not be opened, in the three cases of spec §8: Camera Permission Required (the
 * person or the browser said no), Camera Not Available (no camera, or no camera API: photos can still be
 * chosen from the gallery), Camera Access Issue (anything else, e.g. another app holds the camera: Try Again).
 */
export type CameraProblem = 'permission' | 'unavailable' | 'issue';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'permission';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError' || name === 'CameraUnavailable') return 'unavailable';
  return 'issue';
}

export type CameraMode = 'photo' | 'video';

/** The back camera; photos ask for a larger frame than videos (which must fit 10 MB). */
const CONSTRAINTS: Record<CameraMode, MediaStreamConstraints> = {
  photo: { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 2048 }, height: { ideal: 1536 } } },
  video: { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } },
};

/** Opens the camera; rejects with an error named like the browser's (`CameraUnavailable` when there is no camera API). */
export async function openCamera(mode: CameraMode): Promise<MediaStream> {
  // Insecure origins and old browsers have no mediaDevices at all.
  const devices = typeof navigator === 'undefined' ? undefined : (navigator.mediaDevices as MediaDevices | undefined);
  if (!devices || typeof devices.getUserMedia !== 'function') {
    throw Object.assign(new Error('No camera API in this browser'), { name: 'CameraUnavailable' });
  }
  return devices.getUserMedia(CONSTRAINTS[mode]);
}

/** Turns the camera off (the light goes out): every track of the stream stops. */
export function closeCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The recording type this browser makes that the server stores (Safari: MP4; Chrome and Firefox: WebM). */
export function recorderTypeFor(isTypeSupported: (type: string) => boolean): string | undefined {
  const candidates = ['video/mp4', 'video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];
  return candidates.find((type) => (MEDIA_VIDEO_TYPES as readonly string[]).includes(baseContentType(type)) && isTypeSupported(type));
}

/** About 40 s of 720p fits in 10 MB at this rate. */
export const RECORDING_BITS_PER_SECOND = 2_000_000;
/** A recording hands over its bytes once a second, so it can stop before the limit. */
export const RECORDING_SLICE_MS = 1000;

/**
 * Whether a recording must stop now to stay within 10 MB: the next slice and the last one (handed over when
 * it stops) will be about as large as the largest so far, so it stops while both still fit.
 */
export function mustStopRecording(recordedBytes: number, largestSliceBytes: number, limit: number = MEDIA_MAX_BYTES): boolean {
  return recordedBytes + 2 * largestSliceBytes >= limit;
}

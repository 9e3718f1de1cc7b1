import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { MEDIA_MAX_EDGE_PX, MEDIA_THUMBNAIL_EDGE_PX, type MediaKind } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { isoBmffProblem, webmProblem } from './video-container.js';

/** Photos the server re-encodes (sharp's prebuilt libvips reads these; it cannot decode HEIC). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Videos stored as sent. */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];
/** How each accepted video's container is checked from its first byte to its last (file-type reads only the first). */
const CONTAINER_PROBLEM: Record<AcceptedVideoType, (bytes: Buffer) => string | null> = {
  'video/mp4': isoBmffProblem,
  'video/quicktime': isoBmffProblem,
  'video/webm': webmProblem,
};
/** What a stored photo and every thumbnail are. */
export const STORED_IMAGE_TYPE = 'image/jpeg';
export const JPEG_QUALITY = 82;
const THUMBNAIL_QUALITY = 75;
/** A 48 MP phone photo is 8064 × 6048; anything far larger is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 64_000_000;

/** What the service keeps of an upload: the bytes to store, their type and size, and a thumbnail for photos. */
export interface PreparedMedia {
  kind: MediaKind;
  contentType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  /** SHA-256 (hex) of the bytes the device sent: the same upload sent again has the same one. */
  sha256: string;
}

const notAllowed = (message: string) => new DomainException('MEDIA_TYPE_NOT_ALLOWED', HttpStatus.UNSUPPORTED_MEDIA_TYPE, message);

/** image/… or video/…: the family a Content-Type header declares, or null for anything else. */
export function declaredFamily(contentType: string | undefined): 'image' | 'video' | null {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^image\/[a-z0-9.+-]+$/.test(essence)) return 'image';
  if (/^video\/[a-z0-9.+-]+$/.test(essence)) return 'video';
  return null;
}

/** The declared family, or 415 for a body that does not even claim to be a photo or video (JSON, text, a form). */
export function assertMediaContentType(contentType: string | undefined): 'image' | 'video' {
  const declared = declaredFamily(contentType);
  if (!declared) throw notAllowed('Send the file itself as the body with an image/… or video/… Content-Type');
  return declared;
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Checks an upload by its magic bytes (never by its name or only its Content-Type) and makes what is stored:
 * - a JPEG, PNG or WebP photo is decoded and written again as a JPEG (turned upright by its EXIF orientation,
 *   longest side at most 2048 px, quality 82) without any metadata, so GPS position and camera details are
 *   gone, and anything hidden after or inside the image (a JPEG that is also an HTML page) does not survive;
 *   plus a 320 px JPEG thumbnail;
 * - an MP4, QuickTime or WebM video is kept as sent (the 10 MB limit bounds it) once its container is whole to
 *   the last byte (video-container.ts), so a video header followed by an HTML page is not stored;
 * - anything else is 415 MEDIA_TYPE_NOT_ALLOWED: SVG, HTML and text (no magic bytes), HEIC (the device sends
 *   JPEG; sharp here cannot decode HEIC), other types, a video whose container is not whole, and a file whose
 *   bytes are of the other family than its Content-Type says (a video sent as image/jpeg).
 */
export async function prepareMedia(bytes: Buffer, declaredContentType: string | undefined): Promise<PreparedMedia> {
  const declared = assertMediaContentType(declaredContentType);
  const detected = await fileTypeFromBuffer(bytes);
  const sha256 = sha256Of(bytes);
  if (!detected) throw notAllowed('The file is not a photo or video this service accepts (JPEG, PNG, WebP, MP4, MOV, WebM)');
  if (detected.mime === 'image/heic' || detected.mime === 'image/heif' || detected.mime.startsWith('image/heic') || detected.mime.startsWith('image/heif')) {
    throw notAllowed('HEIC photos cannot be stored: send the photo as JPEG (the app converts photos to JPEG before uploading)');
  }
  const imageType = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime);
  const videoType = ACCEPTED_VIDEO_TYPES.find((type) => type === detected.mime);
  if (!imageType && !videoType) throw notAllowed(`Files of type ${detected.mime} are not accepted (JPEG, PNG, WebP, MP4, MOV, WebM)`);
  const family = imageType ? 'image' : 'video';
  if (family !== declared) throw notAllowed(`The file is ${detected.mime} but was sent as ${declared}/…`);
  if (videoType) {
    const problem = CONTAINER_PROBLEM[videoType](bytes);
    if (problem) throw notAllowed(`The file is not a whole ${videoType} video: ${problem}`);
    return { kind: 'video', contentType: videoType, bytes, width: null, height: null, thumbnail: null, sha256 };
  }
  return { kind: 'photo', ...(await reencodePhoto(bytes)), sha256 };
}

async function reencodePhoto(bytes: Buffer): Promise<Pick<PreparedMedia, 'contentType' | 'bytes' | 'width' | 'height' | 'thumbnail'>> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MEDIA_MAX_EDGE_PX, height: MEDIA_MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({ width: MEDIA_THUMBNAIL_EDGE_PX, height: MEDIA_THUMBNAIL_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { contentType: STORED_IMAGE_TYPE, bytes: data, width: info.width, height: info.height, thumbnail };
  } catch (error) {
    if (error instanceof DomainException) throw error;
    throw notAllowed(`The photo could not be read: ${error instanceof Error ? error.message.split('\n')[0] : 'not a readable image'}`);
  }
}

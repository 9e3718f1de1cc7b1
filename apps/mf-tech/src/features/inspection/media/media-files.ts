import { MEDIA_MAX_BYTES, MEDIA_MAX_EDGE_PX, MEDIA_VIDEO_TYPES, type MediaKind } from '@irrigo/contracts';

/**
 * What the device accepts as a photo or a video, before anything is decoded (spec §5): the rules that need
 * no browser, so they are tested on their own (resize-photo.ts does the decoding).
 */

/**
 * Why a file was not kept, in the spec's words (the screen translates them): Invalid File (§5: not an
 * image or a video), File Too Large (§5: 10 MB or more after resizing), Upload Error (§8: a photo the
 * device could not decode or re-encode).
 */
export type MediaProblem = 'invalid-file' | 'file-too-large' | 'upload-error';

export class MediaFileError extends Error {
  constructor(
    readonly problem: MediaProblem,
    options?: { cause?: unknown },
  ) {
    super(`Media file refused: ${problem}`, options);
    this.name = 'MediaFileError';
  }
}

/** The problem of any error met while preparing a file: ours as they are, anything else is an Upload Error. */
export function mediaProblemOf(error: unknown): MediaProblem {
  return error instanceof MediaFileError ? error.problem : 'upload-error';
}

/** What a picked file claims to be. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif', 'gif', 'avif', 'bmp']);
const VIDEO_TYPE_BY_EXTENSION: Readonly<Record<string, (typeof MEDIA_VIDEO_TYPES)[number]>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  webm: 'video/webm',
};

/** `video/webm;codecs=vp9` → `video/webm`. */
export function baseContentType(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? '';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Photo, video, or neither (Invalid File). Browsers leave the type empty for some files (HEIC outside
 * Safari), so the name's extension decides then. Images are re-encoded to JPEG on the device, so any type
 * the browser can decode will do, except SVG (a document, not a photo: the server refuses it). Videos are
 * kept as they are, so only the types the server stores are accepted.
 */
export function mediaKindOf(file: PickedFile): MediaKind | null {
  const type = baseContentType(file.type);
  if (type === 'image/svg+xml') return null;
  if (type.startsWith('image/')) return 'photo';
  if (type.startsWith('video/')) return (MEDIA_VIDEO_TYPES as readonly string[]).includes(type) ? 'video' : null;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = extensionOf(file.name);
  if (IMAGE_EXTENSIONS.has(extension)) return 'photo';
  return extension in VIDEO_TYPE_BY_EXTENSION ? 'video' : null;
}

/** The type a video is stored and sent with (recorders add codecs; pickers may give none). */
export function videoContentType(file: PickedFile): string {
  const type = baseContentType(file.type);
  if ((MEDIA_VIDEO_TYPES as readonly string[]).includes(type)) return type;
  return VIDEO_TYPE_BY_EXTENSION[extensionOf(file.name)] ?? 'video/mp4';
}

/** A file of no bytes is no photo or video (Invalid File): the server answers its upload 400 on every try. */
export function isEmptyFile(file: PickedFile): boolean {
  return file.size === 0;
}

/** The spec's limit: files must be smaller than 10 MB (exactly 10 MB is the most the server takes). */
export function exceedsMediaLimit(byteSize: number): boolean {
  return byteSize > MEDIA_MAX_BYTES;
}

export interface Size {
  width: number;
  height: number;
}

/** A size scaled down (never up) so its longest side is at most `maxEdge`, keeping its proportions. */
export function fitWithin(size: Size, maxEdge: number = MEDIA_MAX_EDGE_PX): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxEdge) return { width: size.width, height: size.height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * The option that makes the browser downscale a photo while decoding it (createImageBitmap), so a 48 MP
 * photo never reaches a canvas at full size (iOS refuses canvases over 16.7 M pixels). Only the SHORT side
 * is given: the other follows the proportions, and whether a browser measures it before or after turning
 * the photo upright (EXIF orientation), the result is never distorted and never longer than `maxEdge`.
 * Null when the photo is small enough already.
 */
export function decodeResizeOption(displayed: Size, maxEdge: number = MEDIA_MAX_EDGE_PX): { resizeWidth: number } | { resizeHeight: number } | null {
  const target = fitWithin(displayed, maxEdge);
  if (target.width === displayed.width && target.height === displayed.height) return null;
  return displayed.width <= displayed.height ? { resizeWidth: target.width } : { resizeHeight: target.height };
}

/** When a picked photo or video was taken, as far as the file says (else now). */
export function capturedAtOf(file: { lastModified?: number }, now: Date = new Date()): string {
  const when = file.lastModified;
  return typeof when === 'number' && Number.isFinite(when) && when > 0 ? new Date(when).toISOString() : now.toISOString();
}

import { MEDIA_MAX_EDGE_PX, type MediaKind } from '@irrigo/contracts';
import { decodeResizeOption, fitWithin, MediaFileError, type Size } from './media-files';

/**
 * Photos are made small on the device before they are kept (field-libraries.md §5): decoded already
 * downscaled (createImageBitmap's resize options: a 48 MP photo never reaches a canvas at full size, which
 * iOS would refuse), turned upright from their EXIF orientation while decoding, drawn on a canvas and
 * re-encoded as JPEG. Re-encoding keeps no metadata, so the location the phone wrote into the photo never
 * leaves the device. The spec's 10 MB limit applies to the result (prepare-media.ts).
 */

export const PHOTO_JPEG_QUALITY = 0.82;
export const JPEG_TYPE = 'image/jpeg';

/** A file made ready to keep: bytes the app owns (never the picker's File, which WebKit may drop). */
export interface PreparedMedia {
  kind: MediaKind;
  blob: Blob;
  contentType: string;
  capturedAt: string;
}

/** The size a photo is shown at (upright), read from its header by the browser without decoding all of it. */
function displayedSize(file: Blob): Promise<Size> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new MediaFileError('upload-error'));
    };
    image.src = url;
  });
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(size: Size): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

/** A canvas's picture as a JPEG Blob. */
export function canvasToJpeg(canvas: AnyCanvas, quality: number = PHOTO_JPEG_QUALITY): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: JPEG_TYPE, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new MediaFileError('upload-error'))), JPEG_TYPE, quality);
  });
}

/**
 * Draws an image (a decoded photo, a camera's video frame) at most `maxEdge` on its longest side on a white
 * background (a transparent PNG would otherwise turn black in a JPEG) and encodes it as JPEG.
 */
export async function drawAsJpeg(source: CanvasImageSource, sourceSize: Size, maxEdge: number = MEDIA_MAX_EDGE_PX): Promise<Blob> {
  const size = fitWithin(sourceSize, maxEdge);
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new MediaFileError('upload-error');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvasToJpeg(canvas);
}

/** A photo file as a JPEG of at most 2048 px on its longest side, upright and without metadata. */
export async function resizePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    const resize = decodeResizeOption(await displayedSize(file));
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', resizeQuality: 'high', ...resize });
  } catch (error) {
    throw error instanceof MediaFileError ? error : new MediaFileError('upload-error', { cause: error });
  }
  try {
    // A browser that ignored the resize options gives the full size: drawing scales it down all the same.
    return await drawAsJpeg(bitmap, { width: bitmap.width, height: bitmap.height });
  } catch (error) {
    throw error instanceof MediaFileError ? error : new MediaFileError('upload-error', { cause: error });
  } finally {
    bitmap.close();
  }
}

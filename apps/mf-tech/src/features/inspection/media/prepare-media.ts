import { capturedAtOf, exceedsMediaLimit, isEmptyFile, MediaFileError, mediaKindOf, videoContentType } from './media-files';
import { JPEG_TYPE, resizePhoto, type PreparedMedia } from './resize-photo';

/**
 * A picked file made ready to keep, or a MediaFileError saying why not: Invalid File for anything but a
 * photo or a video, and for an empty file (0 bytes: the server refuses it); Upload Error for a photo the
 * device cannot decode; File Too Large for a video (kept as it is: no transcoding in the browser) or a
 * resized photo over 10 MB. The bytes kept are the app's own (a fresh Blob), never the picker's File, which
 * WebKit may later fail to read.
 */
export async function prepareMediaFile(file: File, now: Date = new Date()): Promise<PreparedMedia> {
  const kind = mediaKindOf(file);
  if (!kind || isEmptyFile(file)) throw new MediaFileError('invalid-file');
  const capturedAt = capturedAtOf(file, now);
  if (kind === 'video') {
    if (exceedsMediaLimit(file.size)) throw new MediaFileError('file-too-large');
    const contentType = videoContentType(file);
    let bytes: ArrayBuffer;
    try {
      bytes = await file.arrayBuffer();
    } catch (error) {
      throw new MediaFileError('upload-error', { cause: error });
    }
    return { kind, blob: new Blob([bytes], { type: contentType }), contentType, capturedAt };
  }
  const jpeg = await resizePhoto(file);
  if (exceedsMediaLimit(jpeg.size)) throw new MediaFileError('file-too-large');
  return { kind, blob: jpeg, contentType: JPEG_TYPE, capturedAt };
}

/** @jest-environment node */
import { MEDIA_MAX_BYTES } from '@irrigo/contracts';
import { capturedAtOf, decodeResizeOption, exceedsMediaLimit, fitWithin, MediaFileError, mediaKindOf, mediaProblemOf, videoContentType } from './media-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('which picked files are photos or videos (spec §5: Invalid File otherwise)', () => {
  it.each([
    ['IMG_0001.JPG', 'image/jpeg', 'photo'],
    ['IMG_0002.HEIC', 'image/heic', 'photo'],
    ['scan.png', 'image/png', 'photo'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['recording.webm', 'video/webm;codecs=vp9', 'video'],
  ])('%s (%s) is a %s', (name, type, kind) => {
    expect(mediaKindOf(file(name, type))).toBe(kind);
  });

  it('decides by the extension when the browser gives no type (HEIC outside Safari)', () => {
    expect(mediaKindOf(file('IMG_0003.heic', ''))).toBe('photo');
    expect(mediaKindOf(file('clip.MOV', ''))).toBe('video');
    expect(mediaKindOf(file('clip.m4v', 'application/octet-stream'))).toBe('video');
    expect(mediaKindOf(file('notes', ''))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['report.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
    ['movie.avi', 'video/x-msvideo'],
    ['page.html', 'text/html'],
    // A type that says otherwise wins over a photo's extension.
    ['trick.jpg', 'text/html'],
  ])('refuses %s (%s)', (name, type) => {
    expect(mediaKindOf(file(name, type))).toBeNull();
  });

  it('stores videos under the type the server keeps, without codecs', () => {
    expect(videoContentType(file('a.webm', 'video/webm;codecs=vp8,opus'))).toBe('video/webm');
    expect(videoContentType(file('a.mov', ''))).toBe('video/quicktime');
    expect(videoContentType(file('a.mp4', 'video/mp4'))).toBe('video/mp4');
  });
});

describe('the 10 MB limit', () => {
  it('takes exactly 10 MB and refuses one byte more', () => {
    expect(exceedsMediaLimit(MEDIA_MAX_BYTES)).toBe(false);
    expect(exceedsMediaLimit(MEDIA_MAX_BYTES + 1)).toBe(true);
    expect(exceedsMediaLimit(0)).toBe(false);
  });
});

describe('photo sizes', () => {
  it('brings the longest side down to 2048 px, keeping proportions, and never enlarges', () => {
    expect(fitWithin({ width: 8064, height: 6048 })).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin({ width: 5000, height: 5000 })).toEqual({ width: 2048, height: 2048 });
    expect(fitWithin({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
    expect(fitWithin({ width: 20000, height: 3 })).toEqual({ width: 2048, height: 1 });
  });

  it('asks the decoder for the short side only, so the photo is never distorted whichever way it is turned', () => {
    // 48 MP landscape: height 1536 → width follows to 2048.
    expect(decodeResizeOption({ width: 8064, height: 6048 })).toEqual({ resizeHeight: 1536 });
    // Portrait (EXIF-rotated) photo: width 1536 → height follows to 2048.
    expect(decodeResizeOption({ width: 3024, height: 4032 })).toEqual({ resizeWidth: 1536 });
    expect(decodeResizeOption({ width: 2048, height: 1000 })).toBeNull();
  });

  it('whichever side the browser applies the option to, the result fits within 2048 px', () => {
    for (const displayed of [
      { width: 8064, height: 6048 },
      { width: 6048, height: 8064 },
      { width: 4000, height: 4000 },
      { width: 9000, height: 2000 },
    ]) {
      const option = decodeResizeOption(displayed)!;
      for (const stored of [displayed, { width: displayed.height, height: displayed.width }]) {
        // The browser scales `stored` so the named side has the asked length, the other in proportion.
        const scale = 'resizeWidth' in option ? option.resizeWidth / stored.width : option.resizeHeight / stored.height;
        expect(Math.max(stored.width, stored.height) * scale).toBeLessThanOrEqual(2048.5);
      }
    }
  });
});

describe('problems and times', () => {
  it('anything unexpected while preparing a file is an Upload Error', () => {
    expect(mediaProblemOf(new MediaFileError('file-too-large'))).toBe('file-too-large');
    expect(mediaProblemOf(new DOMException('The source image could not be decoded.', 'InvalidStateError'))).toBe('upload-error');
  });

  it('a file’s time is when it was last modified, else now', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(capturedAtOf({ lastModified: Date.parse('2026-11-24T09:30:00.000Z') }, now)).toBe('2026-11-24T09:30:00.000Z');
    expect(capturedAtOf({ lastModified: 0 }, now)).toBe(now.toISOString());
    expect(capturedAtOf({}, now)).toBe(now.toISOString());
  });
});

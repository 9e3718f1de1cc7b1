/** @jest-environment node */
import { MEDIA_MAX_BYTES } from '@irrigo/contracts';
import { cameraProblemOf, mustStopRecording, recorderTypeFor } from './camera';

describe('camera problems (spec §8)', () => {
  it.each([
    ['NotAllowedError', 'permission'],
    ['SecurityError', 'permission'],
    ['NotFoundError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
    ['CameraUnavailable', 'unavailable'],
    ['NotReadableError', 'issue'],
    ['AbortError', 'issue'],
  ])('%s → %s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('camera', name))).toBe(problem);
  });

  it('anything that is not a named error is an access issue', () => {
    expect(cameraProblemOf('boom')).toBe('issue');
    expect(cameraProblemOf(null)).toBe('issue');
  });
});

describe('video recording', () => {
  it('records MP4 where the browser can (Safari), else WebM, never a type the server refuses', () => {
    expect(recorderTypeFor(() => true)).toBe('video/mp4');
    expect(recorderTypeFor((type) => type.startsWith('video/webm'))).toBe('video/webm;codecs=vp9');
    expect(recorderTypeFor((type) => type === 'video/webm')).toBe('video/webm');
    expect(recorderTypeFor((type) => type === 'video/x-matroska')).toBeUndefined();
  });

  it('stops while the next second and the closing slice still fit in 10 MB', () => {
    const slice = 250_000;
    expect(mustStopRecording(MEDIA_MAX_BYTES - 3 * slice, slice)).toBe(false);
    expect(mustStopRecording(MEDIA_MAX_BYTES - 2 * slice, slice)).toBe(true);
  });
});

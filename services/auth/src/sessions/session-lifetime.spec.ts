import { describe, expect, it } from '@jest/globals';
import { isSessionLive, newSessionTimes, sessionLifetime, slideSession } from './session-lifetime.js';

const lifetime = sessionLifetime(720, 336);
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

describe('session lifetime', () => {
  const start = at('2025-06-01T08:00:00Z');
  const times = { ...newSessionTimes(start, lifetime), revokedAt: null };

  it('starts with 12 hours of idle time inside 14 days in all', () => {
    expect(times.idleExpiresAt).toEqual(at('2025-06-01T20:00:00Z'));
    expect(times.absoluteExpiresAt).toEqual(at('2025-06-15T08:00:00Z'));
    expect(times.lastSeenAt).toEqual(start);
  });

  it('never lets the idle limit start beyond the absolute one', () => {
    const short = newSessionTimes(start, { idleMs: minutes(120), absoluteMs: minutes(60) });
    expect(short.idleExpiresAt).toEqual(short.absoluteExpiresAt);
  });

  it('is live until either limit, and never once revoked', () => {
    expect(isSessionLive(times, at('2025-06-01T19:59:59Z'))).toBe(true);
    expect(isSessionLive(times, at('2025-06-01T20:00:00Z'))).toBe(false);
    expect(isSessionLive({ ...times, idleExpiresAt: at('2025-07-01T00:00:00Z') }, at('2025-06-15T08:00:00Z'))).toBe(false);
    expect(isSessionLive({ ...times, revokedAt: start }, start)).toBe(false);
  });

  it('slides at most once a minute', () => {
    expect(slideSession(times, new Date(start.getTime() + 59_999), lifetime)).toBeNull();
    const later = new Date(start.getTime() + minutes(1));
    expect(slideSession(times, later, lifetime)).toEqual({ lastSeenAt: later, idleExpiresAt: new Date(later.getTime() + minutes(720)) });
  });

  it('slides no further than the absolute limit', () => {
    const nearTheEnd = at('2025-06-15T00:00:00Z');
    expect(slideSession(times, nearTheEnd, lifetime)?.idleExpiresAt).toEqual(times.absoluteExpiresAt);
  });
});

import { describe, expect, it } from '@jest/globals';
import { hasSessionCookie, sessionTokenOf } from './session-cookie.js';

describe('sessionTokenOf', () => {
  it('finds the session cookie among others, percent-decoded', () => {
    expect(sessionTokenOf('theme=dark; irrigo_session=abc.def; lang=es')).toBe('abc.def');
    expect(sessionTokenOf('irrigo_session=quoted%20value')).toBe('quoted value');
  });

  it('takes the first when a client sends two, and keeps a value that is not valid percent-encoding as sent', () => {
    expect(sessionTokenOf('irrigo_session=first; irrigo_session=second')).toBe('first');
    expect(sessionTokenOf('irrigo_session=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('is null without one', () => {
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('irrigo_session=')).toBeNull();
    expect(sessionTokenOf('other_irrigo_session=abc')).toBeNull();
  });
});

describe('hasSessionCookie', () => {
  it('sees a session cookie even when it is empty, and no other cookie', () => {
    expect(hasSessionCookie('lang=es; irrigo_session=')).toBe(true);
    expect(hasSessionCookie('lang=es; other_irrigo_session=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

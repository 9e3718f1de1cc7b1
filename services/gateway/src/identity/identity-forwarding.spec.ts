import { describe, expect, it } from '@jest/globals';
import { sessionTokenOf } from './identity-forwarding.js';

describe('sessionTokenOf', () => {
  it('finds the session cookie among others', () => {
    expect(sessionTokenOf('theme=dark; irrigo_session=abc.def; lang=es')).toBe('abc.def');
    expect(sessionTokenOf('irrigo_session="quoted%20value"')).toBe('quoted value');
  });

  it('is null without one', () => {
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('irrigo_session=')).toBeNull();
    expect(sessionTokenOf('other_irrigo_session=abc')).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { hashSessionToken, isWellFormedSessionToken, issueSessionToken } from './session-token.js';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueSessionToken().token));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(isWellFormedSessionToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256, which does not reveal them', () => {
    const { token, tokenHash } = issueSessionToken();
    expect(tokenHash).toBe(hashSessionToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
  });

  it('recognises only the shape they are issued in', () => {
    expect(isWellFormedSessionToken('')).toBe(false);
    expect(isWellFormedSessionToken('a'.repeat(42))).toBe(false);
    expect(isWellFormedSessionToken('a'.repeat(44))).toBe(false);
    expect(isWellFormedSessionToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedSessionToken(`${'a'.repeat(42)}+`)).toBe(false);
  });
});

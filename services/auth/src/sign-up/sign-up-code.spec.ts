import { describe, expect, it } from '@jest/globals';
import { issueSignUpCode, matchesSignUpCode } from './sign-up-code.js';

describe('sign-up codes', () => {
  it('are six digits, stored only as a salted hash', () => {
    const { code, codeHash } = issueSignUpCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(codeHash).not.toContain(code);
    expect(codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('match as typed with spaces or a dash, and nothing else', () => {
    const { code, codeHash } = issueSignUpCode();
    expect(matchesSignUpCode(codeHash, code)).toBe(true);
    expect(matchesSignUpCode(codeHash, ` ${code.slice(0, 3)} ${code.slice(3)} `)).toBe(true);
    expect(matchesSignUpCode(codeHash, `${code.slice(0, 3)}-${code.slice(3)}`)).toBe(true);
    const other = code === '000000' ? '000001' : '000000';
    expect(matchesSignUpCode(codeHash, other)).toBe(false);
    expect(matchesSignUpCode(codeHash, 'abcdef')).toBe(false);
    expect(matchesSignUpCode('corrupt', code)).toBe(false);
  });

  it('hash the same code differently each time', () => {
    const hashes = new Set(Array.from({ length: 20 }, () => issueSignUpCode().codeHash.split(':')[0]));
    expect(hashes.size).toBe(20);
  });
});

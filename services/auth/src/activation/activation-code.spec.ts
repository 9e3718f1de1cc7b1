import { describe, expect, it } from '@jest/globals';
import { activationCodeHash, issueActivationCode } from './activation-code.js';

describe('activation codes', () => {
  it('are four groups of four Crockford base32 symbols (80 random bits), different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => issueActivationCode().code));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('are kept as a SHA-256 that does not contain them', () => {
    const { code, codeHash } = issueActivationCode();
    expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash).not.toContain(code.replace(/-/g, '').toLowerCase());
    expect(activationCodeHash(code)).toBe(codeHash);
  });

  it('match however a person copies them from paper: case, spaces, no dashes, O for 0, I or L for 1', () => {
    const hash = activationCodeHash('0A1B-2C3D-4E5F-6G7H');
    expect(activationCodeHash(' oa1b 2c3d 4e5f 6g7h ')).toBe(hash);
    expect(activationCodeHash('0AIB2C3D4E5F6G7H')).toBe(hash);
    expect(activationCodeHash('0ALB-2C3D-4E5F-6G7H')).toBe(hash);
  });

  it('recognise only the shape they are issued in', () => {
    expect(activationCodeHash('')).toBeNull();
    expect(activationCodeHash('0A1B-2C3D-4E5F-6G7')).toBeNull();
    expect(activationCodeHash('0A1B-2C3D-4E5F-6G7U')).toBeNull();
    expect(activationCodeHash("' OR 1=1 --")).toBeNull();
  });
});

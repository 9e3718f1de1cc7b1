import { describe, expect, it } from '@jest/globals';
import { issueResetCode, resetCodeHash } from './reset-code.js';

describe('reset codes', () => {
  it('are seven groups of four Crockford base32 symbols (140 random bits), different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => issueResetCode().code));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
  });

  it('are kept as a SHA-256 that does not contain them', () => {
    const { code, codeHash } = issueResetCode();
    expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash).not.toContain(code.replace(/-/g, '').toLowerCase());
    expect(resetCodeHash(code)).toBe(codeHash);
  });

  it('match however a person types them: case, spaces, no dashes, O for 0, I or L for 1', () => {
    const code = '0A1B-2C3D-4E5F-6G7H-8J9K-MNPQ-RSTV';
    const hash = resetCodeHash(code);
    expect(resetCodeHash(' oa1b 2c3d 4e5f 6g7h 8j9k mnpq rstv ')).toBe(hash);
    expect(resetCodeHash('0AIB2C3D4E5F6G7H8J9KMNPQRSTV')).toBe(hash);
    expect(resetCodeHash('0ALB-2C3D-4E5F-6G7H-8J9K-MNPQ-RSTV')).toBe(hash);
  });

  it('recognise only the shape they are issued in', () => {
    expect(resetCodeHash('')).toBeNull();
    expect(resetCodeHash('0A1B-2C3D-4E5F-6G7H-8J9K-MNPQ-RST')).toBeNull();
    expect(resetCodeHash('0A1B-2C3D-4E5F-6G7H-8J9K-MNPQ-RSTU')).toBeNull();
    expect(resetCodeHash("' OR 1=1 --")).toBeNull();
  });
});

import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters from the URL-safe alphabet, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  /** Goes to the browser in the cookie and nowhere else. */
  token: string;
  /** What the database keeps. */
  tokenHash: string;
}

export function issueSessionToken(): IssuedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/**
 * A plain SHA-256 is enough here (no salt, no slow hash): the token is 256 random bits, so there is
 * nothing to guess, and a fast lookup by hash is what every request needs.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const isWellFormedSessionToken = (token: string): boolean => TOKEN_PATTERN.test(token);

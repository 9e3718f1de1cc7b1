import { createHash, randomInt } from 'node:crypto';

/**
 * Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand from an e-mail survives the
 * usual confusions (O/0, I/1/L), which normalization undoes.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 28 symbols of 5 bits: 140 random bits, beyond guessing even without the rate limit. */
const CODE_LENGTH = 28;
const GROUP_LENGTH = 4;
const NORMALIZED_PATTERN = /^[0-9A-HJKMNP-TV-Z]{28}$/;

export interface IssuedResetCode {
  /** For the e-mail only, e.g. "7KQ2-M9XD-…": never stored, never in a response. */
  code: string;
  /** What the database keeps. */
  codeHash: string;
}

export function issueResetCode(): IssuedResetCode {
  const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = symbols.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? symbols;
  return { code, codeHash: hashNormalizedCode(symbols) };
}

/**
 * The hash a typed code is looked up by, or null when it cannot be a code at all. Case, spaces, dashes and
 * the look-alike letters do not matter. A plain SHA-256 is enough: 140 random bits leave nothing to brute-force.
 */
export function resetCodeHash(typed: string): string | null {
  const normalized = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return NORMALIZED_PATTERN.test(normalized) ? hashNormalizedCode(normalized) : null;
}

const hashNormalizedCode = (normalized: string): string => createHash('sha256').update(normalized, 'utf8').digest('hex');

import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32 (no I, L, O, U): a code copied from paper survives the O/0 and I/1/L confusions. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 symbols of 5 bits: 80 random bits, with attempts rate-limited and a life of hours. */
const CODE_LENGTH = 16;
const GROUP_LENGTH = 4;
const NORMALIZED_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;

export interface IssuedActivationCode {
  /** For the e-mail or the printed sheet only, e.g. "7KQ2-M9XD-…": never stored. */
  code: string;
  codeHash: string;
}

export function issueActivationCode(): IssuedActivationCode {
  const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const code = symbols.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? symbols;
  return { code, codeHash: hashNormalized(symbols) };
}

/**
 * The hash a typed code is looked up by, or null when it cannot be a code. Case, spaces, dashes and the
 * look-alike letters do not matter. A plain SHA-256 is enough: 80 random bits cannot be tried offline in time
 * for a code that lives hours, and online attempts are limited.
 */
export function activationCodeHash(typed: string): string | null {
  const normalized = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return NORMALIZED_PATTERN.test(normalized) ? hashNormalized(normalized) : null;
}

const hashNormalized = (normalized: string): string => createHash('sha256').update(normalized, 'utf8').digest('hex');

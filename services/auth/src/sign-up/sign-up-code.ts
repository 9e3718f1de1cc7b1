import { SIGN_UP_CODE_LENGTH } from '@irrigo/contracts';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface IssuedSignUpCode {
  /** For the e-mail only: never stored, never in a response. */
  code: string;
  /** `<salt>:<hmac>`, what the database keeps. */
  codeHash: string;
}

const digest = (salt: string, code: string): string => createHmac('sha256', salt).update(code, 'utf8').digest('hex');

/**
 * Six random digits. A million codes is little, so what protects them is the attempt cap per code, the
 * per-address limit and the 15 minutes; the salted hash only keeps a copy of the table from being usable.
 */
export function issueSignUpCode(): IssuedSignUpCode {
  const code = String(randomInt(0, 10 ** SIGN_UP_CODE_LENGTH)).padStart(SIGN_UP_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, codeHash: `${salt}:${digest(salt, code)}` };
}

/** Whether `typed` (spaces or dashes as a person types them) is the code behind `codeHash`. */
export function matchesSignUpCode(codeHash: string, typed: string): boolean {
  const normalized = typed.replace(/[\s-]/g, '');
  const [salt, expected] = codeHash.split(':');
  if (!salt || !expected || !new RegExp(`^\\d{${SIGN_UP_CODE_LENGTH}}$`).test(normalized)) return false;
  return timingSafeEqual(Buffer.from(digest(salt, normalized), 'hex'), Buffer.from(expected, 'hex'));
}

import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Raising them later is safe: old hashes are upgraded at sign-in. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The same characters can arrive composed or decomposed depending on the keyboard (an iPad's "ñ" vs a
 * desktop's); normalizing first means a person's password works from every device they use.
 */
const normalized = (password: string): string => password.normalize('NFC');

@Injectable()
export class PasswordHasher {
  /** Hash of a password no one has, checked when an e-mail is unknown so that a miss costs as long as a hit. */
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(normalized(password), PASSWORD_HASH_OPTIONS);
  }

  /** Verifies against `hash`, or against the decoy when there is no account, always doing the same work. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.decoy ??= argon2.hash(randomBytes(32).toString('base64url'), PASSWORD_HASH_OPTIONS);
      await argon2.verify(await this.decoy, normalized(password)).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, normalized(password));
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
    return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, { memoryCost, timeCost, parallelism });
  }
}

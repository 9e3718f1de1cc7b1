import { HttpStatus, Injectable } from '@nestjs/common';
import { ADMIN_PASSWORD_MIN_LENGTH, failedStrongPasswordRules, type StrongPasswordRule } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { PasswordGuessability } from './password-guessability.js';
import { isBuiltFromPersonalWords, personalWords, type PasswordOwner } from './personal-words.js';

export type { PasswordOwner } from './personal-words.js';

/** English sentences in `details`; the UI shows its own translation chosen by the error code. */
const RULE_SENTENCES: Record<StrongPasswordRule, string> = {
  minLength: `Use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  lowercase: 'Add a lowercase letter.',
  uppercase: 'Add an uppercase letter.',
  number: 'Add a number.',
  special: 'Add a special character.',
};

const TOO_EASY = 'This password is too easy to guess.';
const PERSONAL = "The password must not contain the account's e-mail address or name.";

/**
 * What every new password must pass, wherever it is chosen: admin setup, an admin setting a technician's
 * password, a technician's change, a reset. Minimum and maximum lengths are the DTOs' (PasswordLength),
 * since they differ per form; this is the part that needs the owner.
 */
@Injectable()
export class PasswordPolicy {
  private readonly guessability = new PasswordGuessability();

  /** 400 PASSWORD_TOO_COMMON when the password is common, guessable, or made of the owner's name or e-mail. */
  assertNotCommon(password: string, owner: PasswordOwner): void {
    const words = personalWords(owner);
    if (isBuiltFromPersonalWords(password, words)) throw tooCommon([PERSONAL]);
    const { guessable, feedback } = this.guessability.check(password.normalize('NFC'), words);
    if (guessable) throw tooCommon([TOO_EASY, ...feedback]);
  }

  /** The reset form's rules (spec §5): 400 PASSWORD_TOO_WEAK listing each rule the password misses. */
  assertMeetsResetRules(password: string): void {
    const failed = failedStrongPasswordRules(password);
    if (failed.length > 0) {
      throw new DomainException('PASSWORD_TOO_WEAK', HttpStatus.BAD_REQUEST, 'Please ensure your password meets all requirements', failed.map((rule) => RULE_SENTENCES[rule]));
    }
  }
}

const tooCommon = (details: string[]) =>
  new DomainException('PASSWORD_TOO_COMMON', HttpStatus.BAD_REQUEST, 'This password is too common or too easy to guess; choose another', details);

import { HttpStatus, Injectable } from '@nestjs/common';
import { ADMIN_PASSWORD_MIN_LENGTH, failedStrongPasswordRules, type StrongPasswordRule } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { OrganizationNameSource } from './installation-organization.js';
import { PasswordGuessability } from './password-guessability.js';
import { contextWords, isBuiltFromPersonalWords, isDressedUpWord, personalWords, type PasswordOwner } from './personal-words.js';

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

  constructor(private readonly organization: OrganizationNameSource) {}

  /**
   * 400 PASSWORD_TOO_COMMON when the password is common, guessable, or made of the owner's name or e-mail.
   * "Guessable" is judged knowing whose account it is: their names and e-mail, their organization, the
   * product and the trade, so "Irrigo2026!" or "RiegoVerde1!" is a weak password here whatever its length.
   */
  async assertNotCommon(password: string, owner: PasswordOwner): Promise<void> {
    if (isBuiltFromPersonalWords(password, personalWords(owner))) throw tooCommon([PERSONAL]);
    const organizationName = owner.organizationName === undefined ? await this.organization.current() : owner.organizationName;
    const known = contextWords({ ...owner, organizationName });
    if (isDressedUpWord(password, known)) throw tooCommon([TOO_EASY]);
    const { guessable, feedback } = this.guessability.check(password.normalize('NFC'), known);
    if (guessable) throw tooCommon([TOO_EASY, ...feedback]);
  }

  /** The reset form's rules (spec §5): 400 PASSWORD_TOO_WEAK listing each rule the password misses. */
  assertMeetsResetRules(password: string): void {
    const failed = failedStrongPasswordRules(password);
    if (failed.length > 0) {
      throw new DomainException(
        'PASSWORD_TOO_WEAK',
        HttpStatus.BAD_REQUEST,
        'Please ensure your password meets all requirements',
        failed.map((rule) => RULE_SENTENCES[rule]),
      );
    }
  }
}

const tooCommon = (details: string[]) =>
  new DomainException('PASSWORD_TOO_COMMON', HttpStatus.BAD_REQUEST, 'This password is too common or too easy to guess; choose another', details);

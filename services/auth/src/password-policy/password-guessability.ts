import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as esEs from '@zxcvbn-ts/language-es-es';

/**
 * zxcvbn's 0-4 scale: 0-1 fall to an online attack, 2 to an offline one within hours (under 10^8 guesses:
 * "Summer2024!", "Admin@123"). 3 and up (10^8 guesses and more) resist a slow-hash offline attack (argon2).
 */
export const WEAKEST_ACCEPTED_SCORE = 3;

/**
 * zxcvbn's matching is super-linear in length (l33t variants above all): 64 characters can take a second of
 * CPU on the event loop. The first 32 characters, with fewer l33t variants, stay under ~100 ms, and a password
 * whose first 32 characters are guessable (a repeated common word) is a weak password anyway.
 */
const SCORED_PREFIX_LENGTH = 32;
const L33T_MAX_SUBSTITUTIONS = 20;

export interface Guessability {
  /**
   * Scores low and is built (at least partly) from something an attacker tries first: a common password,
   * a word, a name, a keyboard run, a repeat, a sequence, a date. A short password of random characters
   * also scores low, but only for being short, and the spec sets the minimum lengths (6 for a technician's
   * change): that is the length rule's business, not the blocklist's.
   */
  guessable: boolean;
  /** zxcvbn's feedback, English sentences; empty when it has nothing to say. */
  feedback: string[];
}

/**
 * Scores passwords against common passwords, English and Spanish words, names, keyboard patterns, dates
 * and the owner's own details. Building the dictionaries takes ~200 ms, so one instance serves the process.
 */
export class PasswordGuessability {
  private readonly zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...esEs.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });

  /** `known`: words an attacker of this account tries first (the owner's, the organization's, the trade's). */
  check(password: string, known: string[]): Guessability {
    const scored = [...password].slice(0, SCORED_PREFIX_LENGTH).join('');
    const result = this.zxcvbn.check(scored, known);
    const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter((line): line is string => Boolean(line));
    const patterned = result.sequence.some((match) => match.pattern !== 'bruteforce');
    return { guessable: result.score < WEAKEST_ACCEPTED_SCORE && patterned, feedback };
  }
}

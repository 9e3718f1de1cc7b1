import { TRADE_WORDS } from './trade-words.js';

/**
 * What a person's password must not be built from: their e-mail's local part and their names. Compared
 * folded (no case, accents or separators), so "Marta.Ruiz-2025" is caught for marta.ruiz@example.com.
 */
export interface PasswordOwner {
  email: string | null;
  names: (string | null | undefined)[];
  /**
   * The organization the account belongs to, as known to the caller: a string when the caller has it (the
   * admin setup form), null when there is none, left out to let the policy look up the installation's.
   */
  organizationName?: string | null;
}

/** Shorter name words ("Li", "Ana") are not blocked inside longer passwords, only as the whole password. */
const CONTAINED_WORD_MIN_LENGTH = 4;

/** Top-level and second-level e-mail domain labels say nothing about the person: "com", "co", "org"… */
const GENERIC_DOMAIN_LABEL_MAX_LENGTH = 3;

export const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const withoutSeparators = (value: string): string =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

const phraseAndWords = (phrase: string): string[] => [phrase, ...phrase.split(/[\s._+-]+/u)];
const unique = (words: string[]): string[] => [...new Set(words.map(fold).filter(Boolean))];

/** The owner's words, folded and unique: whole name, each name word, the e-mail's local part and its words. */
export function personalWords(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split('@')[0] ?? '';
  const phrases = [...owner.names, localPart].filter((phrase): phrase is string => Boolean(phrase?.trim()));
  return unique(phrases.flatMap(phraseAndWords));
}

/**
 * Everything an attacker who knows whose account it is would try: the personal words, the e-mail's domain
 * ("riegoverde" of m.ruiz@riegoverde.com), the organization's name and its words, the product and the trade.
 */
export function contextWords(owner: PasswordOwner): string[] {
  const domain = owner.email?.split('@')[1] ?? '';
  const domainLabels = domain.split('.').filter((label) => label.length > GENERIC_DOMAIN_LABEL_MAX_LENGTH);
  const organization = owner.organizationName?.trim() ? phraseAndWords(owner.organizationName) : [];
  const words = [...personalWords(owner), ...domainLabels.flatMap(phraseAndWords), ...organization, ...TRADE_WORDS];
  // Folded and as written (lower case, accents kept): the estimator compares the password as typed.
  return [...new Set([...unique(words), ...words.map(withoutSeparators).filter(Boolean)])];
}

/**
 * True when the password's letters are exactly one known word, whatever digits and symbols dress it:
 * "Otoño-2025!", "Irrigo#1", "R1egoVerde!" (NIST SP 800-63B: context-specific words "and derivatives
 * thereof"). The estimator alone scores "-2025!" as six random characters, which it is not.
 */
export function isDressedUpWord(password: string, words: string[]): boolean {
  const letters = fold(password).replace(/\P{L}/gu, '');
  return letters !== '' && words.includes(letters);
}

/** True when the password is one of the owner's words, or contains one long enough to be more than chance. */
export function isBuiltFromPersonalWords(password: string, words: string[]): boolean {
  const folded = fold(password);
  return words.some((word) => folded === word || (word.length >= CONTAINED_WORD_MIN_LENGTH && folded.includes(word)));
}

/**
 * What a person's password must not be built from: their e-mail's local part and their names. Compared
 * folded (no case, accents or separators), so "Marta.Ruiz-2025" is caught for marta.ruiz@example.com.
 */
export interface PasswordOwner {
  email: string | null;
  names: (string | null | undefined)[];
}

/** Shorter name words ("Li", "Ana") are not blocked inside longer passwords, only as the whole password. */
const CONTAINED_WORD_MIN_LENGTH = 4;

export const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The owner's words, folded and unique: whole name, each name word, the e-mail's local part and its words. */
export function personalWords(owner: PasswordOwner): string[] {
  const localPart = owner.email?.split('@')[0] ?? '';
  const phrases = [...owner.names, localPart].filter((phrase): phrase is string => Boolean(phrase?.trim()));
  const words = phrases.flatMap((phrase) => [phrase, ...phrase.split(/[\s._+-]+/u)]);
  return [...new Set(words.map(fold).filter(Boolean))];
}

/** True when the password is one of the owner's words, or contains one long enough to be more than chance. */
export function isBuiltFromPersonalWords(password: string, words: string[]): boolean {
  const folded = fold(password);
  return words.some((word) => folded === word || (word.length >= CONTAINED_WORD_MIN_LENGTH && folded.includes(word)));
}

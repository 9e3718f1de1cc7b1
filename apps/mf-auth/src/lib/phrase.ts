import type { TFunction } from 'i18next';
import { waitText } from './wait-text.js';

/**
 * Something a screen says, kept as a translation key where we have one (so it follows a language switch)
 * or as the server's own text. `waitSeconds` fills {{wait}} ("2 minutes"); without it the key's
 * `_noWait` twin is used.
 */
export type Phrase = { key: string; values?: Record<string, string | number>; waitSeconds?: number; withWait?: boolean } | { text: string };

export function phraseText(t: TFunction, phrase: Phrase): string {
  if ('text' in phrase) return phrase.text;
  if (phrase.withWait) {
    const wait = waitText(t, phrase.waitSeconds);
    return wait ? t(phrase.key, { ...phrase.values, wait }) : t(`${phrase.key}_noWait`, { ...phrase.values });
  }
  return t(phrase.key, { ...phrase.values });
}

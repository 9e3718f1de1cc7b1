import { LANGUAGES, type Language } from '@irrigo/contracts';
import { STORAGE_KEYS } from '@irrigo/session';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be unavailable (privacy modes); the browser language still decides.
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Without storage the choice lasts for this page only, which is the best the browser allows.
  }
}

/** Spec §1: the stored choice, else Spanish when the browser language starts with "es", else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browserLanguage = typeof navigator === 'undefined' ? '' : navigator.language;
  return browserLanguage.toLowerCase().startsWith('es') ? 'es' : 'en';
}

import { initI18n, setLanguage } from '@irrigo/i18n';

/** Tests render in English unless they switch; the stored choice would otherwise leak between tests. */
export async function switchToEnglish(): Promise<void> {
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
}

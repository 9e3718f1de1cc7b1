import { useTranslation } from 'react-i18next';
import type { Language } from '@irrigo/contracts';
import { isLanguage } from './language.js';
import { setLanguage } from './i18n.js';

/** The current language (re-renders on change) and the setter that persists the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : 'en', setLanguage };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@irrigo/contracts';
import { formatUsd } from '../../../pricebook/pricebook-item-rules';
import { INSPECTION_NAMESPACE } from '../i18n';

const languageOf = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** The findings' texts, the interface language, and money and quantities written in it (USD, 2 decimals). */
export function useFindingsText() {
  const { t, i18n } = useTranslation(INSPECTION_NAMESPACE);
  const language = languageOf(i18n.language);
  const money = useCallback((cents: number) => formatUsd(cents, language), [language]);
  const quantity = useCallback(
    (value: number) => new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(value),
    [language],
  );
  return { t, language, money, quantity };
}

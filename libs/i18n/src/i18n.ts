import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@irrigo/contracts';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';
import glossaryEn from './locales/en/glossary.json';
import glossaryEs from './locales/es/glossary.json';
import { detectLanguage, isLanguage, storeLanguage } from './language.js';

/** Namespace owned by this lib: language names, generic actions and states, shared screens (404, unavailable). */
export const COMMON_NAMESPACE = 'common';

/**
 * The product's own words (Settings, Pricebook, Inspections…), one spelling per language for every remote.
 * A remote's text names a term by nesting, `$t(glossary:settings)`, so the two apps cannot drift apart.
 */
export const GLOSSARY_NAMESPACE = 'glossary';

/** One namespace's resources in every interface language; both are required so no screen is half-translated. */
export type TranslationBundles = Record<Language, Record<string, ResourceKey>>;

/**
 * The one i18next instance of the page. @irrigo/i18n and i18next are federation singletons, so the shell
 * and every remote read and switch the same instance.
 */
export const i18n: I18n = i18next;

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = language;
}

/**
 * Initialises i18next once for the whole page (the shell and a remote running standalone both call it;
 * later calls return the same instance). Synchronous: resources are bundled, nothing is fetched.
 */
export function initI18n(): I18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.use(initReactI18next).init({
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    ns: [COMMON_NAMESPACE, GLOSSARY_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      en: { [COMMON_NAMESPACE]: commonEn, [GLOSSARY_NAMESPACE]: glossaryEn },
      es: { [COMMON_NAMESPACE]: commonEs, [GLOSSARY_NAMESPACE]: glossaryEs },
    },
    initAsync: false,
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    // Namespaces are registered in memory before their screens render; suspending would only add flicker.
    react: { useSuspense: false },
  });
  return i18n;
}

/** The current interface language. */
export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : 'en';
}

/** Switches the interface language everywhere on the page and keeps the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  initI18n();
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Registers an app's or a remote's namespace (call at module load, before its screens render).
 * Re-registering replaces the bundle, so a remote reloaded by the shell does not duplicate keys.
 */
export function addTranslations(namespace: string, bundles: TranslationBundles): void {
  initI18n();
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}

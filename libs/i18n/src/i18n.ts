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

/**
 * Switches the interface language everywhere on the page and keeps the choice for the next visit. Namespaces
 * registered with loaders get the new language's texts first, so no screen shows a key for a moment. If they cannot
 * be fetched (no signal, and not kept by the service worker) the page stays in the language it can show.
 */
export async function setLanguage(language: Language): Promise<void> {
  initI18n();
  try {
    await loadLazyNamespaces(language);
  } catch (error) {
    console.warn(`[i18n] texts in ${language} could not be loaded; the language stays ${getLanguage()}`, error);
    return;
  }
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

/** What a loader resolves to: the JSON itself, or the module object `import('./en.json')` gives. */
export type TranslationModule = Record<string, ResourceKey> | { default: Record<string, ResourceKey> };

/**
 * One loader per interface language, e.g. `{ en: () => import('./locales/en/tech.json'), es: ... }`: the bundler
 * makes each language a file of its own, fetched only when that language is shown.
 */
export type TranslationLoaders = Record<Language, () => Promise<TranslationModule>>;

const lazyNamespaces = new Map<string, TranslationLoaders>();
/** (language, namespace) → its load, in flight or done; a failed load is forgotten so the next ask tries again. */
const lazyLoads = new Map<string, Promise<void>>();

function resourcesOf(loaded: TranslationModule): Record<string, ResourceKey> {
  const module = loaded as { default?: unknown };
  return typeof module.default === 'object' && module.default !== null
    ? (module.default as Record<string, ResourceKey>)
    : (loaded as Record<string, ResourceKey>);
}

function loadLazyNamespace(language: Language, namespace: string): Promise<void> {
  const loaders = lazyNamespaces.get(namespace);
  if (!loaders) return Promise.resolve();
  const key = `${language}|${namespace}`;
  let load = lazyLoads.get(key);
  if (!load) {
    load = loaders[language]().then(
      (loaded) => void i18n.addResourceBundle(language, namespace, resourcesOf(loaded), true, true),
      (error: unknown) => {
        lazyLoads.delete(key);
        throw error;
      },
    );
    lazyLoads.set(key, load);
  }
  return load;
}

function loadLazyNamespaces(language: Language): Promise<void> {
  return Promise.all([...lazyNamespaces.keys()].map((namespace) => loadLazyNamespace(language, namespace))).then(() => undefined);
}

/**
 * The lazy form of addTranslations, for a namespace on a path where every kilobyte counts (the technicians'
 * screens): only the interface language's texts are fetched, now; the other language's when the user switches
 * (setLanguage waits for them). A screen must not render before its texts are in: the shell's remote screens wait for
 * whenTranslationsLoaded(). Re-registering replaces the loaders and fetches again, as addTranslations replaces texts.
 */
export function addTranslationLoaders(namespace: string, loaders: TranslationLoaders): Promise<void> {
  initI18n();
  lazyNamespaces.set(namespace, loaders);
  for (const language of LANGUAGES) {
    lazyLoads.delete(`${language}|${namespace}`);
  }
  return loadLazyNamespace(getLanguage(), namespace);
}

/**
 * Resolves once every namespace registered with loaders has its texts in the current language; a load that failed
 * earlier is tried again, and rejects if it fails again.
 */
export function whenTranslationsLoaded(): Promise<void> {
  return loadLazyNamespaces(getLanguage());
}

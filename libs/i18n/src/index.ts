export {
  COMMON_NAMESPACE,
  GLOSSARY_NAMESPACE,
  i18n,
  initI18n,
  getLanguage,
  setLanguage,
  addTranslations,
  addTranslationLoaders,
  whenTranslationsLoaded,
  type TranslationBundles,
  type TranslationLoaders,
  type TranslationModule,
} from './i18n.js';
export { detectLanguage, isLanguage } from './language.js';
export { useLanguage } from './use-language.js';

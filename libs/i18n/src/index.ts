export { COMMON_NAMESPACE, GLOSSARY_NAMESPACE, i18n, initI18n, getLanguage, setLanguage, addTranslations, type TranslationBundles } from './i18n.js';
export { detectLanguage, isLanguage } from './language.js';
export { useLanguage } from './use-language.js';

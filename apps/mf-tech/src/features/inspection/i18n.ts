import { addTranslationLoaders, type TranslationModule } from '@irrigo/i18n';

/**
 * The inspection screens' texts: their own namespace, loaded only when an inspection opens (in the
 * interface language; the other when the technician switches). One file per part of the screen, each
 * under its own top-level key (form, media, findings, details), merged into the namespace.
 */
export const INSPECTION_NAMESPACE = 'inspection';

const merged = async (parts: Promise<TranslationModule>[]): Promise<TranslationModule> => {
  const modules = (await Promise.all(parts)) as ({ default?: Record<string, unknown> } & Record<string, unknown>)[];
  return { default: Object.assign({}, ...modules.map((module) => module.default ?? module)) };
};

void addTranslationLoaders(INSPECTION_NAMESPACE, {
  en: () =>
    merged([
      import(/* webpackChunkName: "inspection-en" */ './locales/en/form.json'),
      import(/* webpackChunkName: "inspection-en" */ './locales/en/media.json'),
      import(/* webpackChunkName: "inspection-en" */ './locales/en/findings.json'),
      import(/* webpackChunkName: "inspection-en" */ './locales/en/details.json'),
    ]),
  es: () =>
    merged([
      import(/* webpackChunkName: "inspection-es" */ './locales/es/form.json'),
      import(/* webpackChunkName: "inspection-es" */ './locales/es/media.json'),
      import(/* webpackChunkName: "inspection-es" */ './locales/es/findings.json'),
      import(/* webpackChunkName: "inspection-es" */ './locales/es/details.json'),
    ]),
  // A failed fetch is tried again, and reported, by whenTranslationsLoaded when the screen loads.
}).catch(() => undefined);

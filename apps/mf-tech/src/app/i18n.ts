import { addTranslationLoaders } from '@irrigo/i18n';

/** The namespace of this remote's screens; registered as soon as any exposed module loads. */
export const TECH_NAMESPACE = 'tech';

// The technicians' screens load on a weak signal: only the interface language's texts are fetched (the other
// language's when the user switches). The shell shows a screen once they are in (whenTranslationsLoaded).
void addTranslationLoaders(TECH_NAMESPACE, {
  en: () => import(/* webpackChunkName: "tech-en" */ '../locales/en/tech.json'),
  es: () => import(/* webpackChunkName: "tech-es" */ '../locales/es/tech.json'),
  // A failed fetch is tried again, and reported, by whenTranslationsLoaded when the screen loads.
}).catch(() => undefined);

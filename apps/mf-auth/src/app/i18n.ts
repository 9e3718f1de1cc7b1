import { addTranslationLoaders } from '@irrigo/i18n';

/** The namespace of this remote's texts; registered as soon as any exposed module loads. */
export const AUTH_NAMESPACE = 'auth';

// /tech-login is a technician's first screen on a weak signal: only the interface language's texts are fetched (the
// other language's when the user switches). The shell shows a screen once they are in (whenTranslationsLoaded).
void addTranslationLoaders(AUTH_NAMESPACE, {
  en: () => import(/* webpackChunkName: "auth-en" */ '../locales/en/auth.json'),
  es: () => import(/* webpackChunkName: "auth-es" */ '../locales/es/auth.json'),
  // A failed fetch is tried again, and reported, by whenTranslationsLoaded when the screen loads.
}).catch(() => undefined);

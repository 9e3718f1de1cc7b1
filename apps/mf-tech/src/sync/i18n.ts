import { addTranslationLoaders } from '@irrigo/i18n';

/**
 * The sync badge's and the version chooser's texts: a namespace of their own, because the badge sits in every
 * technician screen's frame and should not bring the inspection form's texts with it. Keys live under `sync`.
 */
export const SYNC_NAMESPACE = 'sync';

void addTranslationLoaders(SYNC_NAMESPACE, {
  en: () => import(/* webpackChunkName: "sync-en" */ './locales/en/sync.json'),
  es: () => import(/* webpackChunkName: "sync-es" */ './locales/es/sync.json'),
  // A failed fetch is tried again, and reported, by whenTranslationsLoaded when the screen loads.
}).catch(() => undefined);

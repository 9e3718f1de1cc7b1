import { ROUTE_TITLES_NAMESPACE } from '@irrigo/contracts';
import { addTranslations } from '@irrigo/i18n';
import en from './locales/en/shell.json';
import es from './locales/es/shell.json';
import titlesEn from './locales/en/titles.json';
import titlesEs from './locales/es/titles.json';

/** The shell's own texts (top bar, navigation, guards, start-up); generic words live in 'common'. */
export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { en, es });
  // Every route's page title (ROUTES' `title`), shown in the browser's tab and history.
  addTranslations(ROUTE_TITLES_NAMESPACE, { en: titlesEn, es: titlesEs });
}

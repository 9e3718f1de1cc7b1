import { addTranslations } from '@irrigo/i18n';
import en from './locales/en/shell.json';
import es from './locales/es/shell.json';

/** The shell's own texts (top bar, navigation, guards, start-up); generic words live in 'common'. */
export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { en, es });
}

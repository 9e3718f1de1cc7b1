import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/settings.json';
import es from '../../locales/es/settings.json';

/** The settings hub's texts, in their own namespace. */
export const SETTINGS_NAMESPACE = 'settings';

addTranslations(SETTINGS_NAMESPACE, { en, es });

import { addTranslations } from '@irrigo/i18n';
import en from './locales/en.json';
import es from './locales/es.json';

/** The table's own texts travel with its entry, so a screen without a table never loads them. */
export const DATA_TABLE_NAMESPACE = 'dataTable';

addTranslations(DATA_TABLE_NAMESPACE, { en, es });

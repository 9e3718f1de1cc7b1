import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/pricebook.json';
import es from '../../locales/es/pricebook.json';

/** The pricebook screens' texts (browse, categories, items, bulk manage, CSV, sync), in their own namespace. */
export const PRICEBOOK_NAMESPACE = 'pricebook';

addTranslations(PRICEBOOK_NAMESPACE, { en, es });

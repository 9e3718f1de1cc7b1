import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/customers.json';
import es from '../../locales/es/customers.json';

/** The customers screen's texts, in their own namespace. */
export const CUSTOMERS_NAMESPACE = 'customers';

addTranslations(CUSTOMERS_NAMESPACE, { en, es });

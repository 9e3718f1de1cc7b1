import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/bulk-accounts.json';
import es from '../../locales/es/bulk-accounts.json';

/** The bulk accounts screen's texts, in their own namespace. */
export const BULK_ACCOUNTS_NAMESPACE = 'bulkAccounts';

addTranslations(BULK_ACCOUNTS_NAMESPACE, { en, es });

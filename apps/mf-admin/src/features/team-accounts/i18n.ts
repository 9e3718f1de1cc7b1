import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/team-accounts.json';
import es from '../../locales/es/team-accounts.json';

/** The team accounts screen's texts, in their own namespace. */
export const TEAM_ACCOUNTS_NAMESPACE = 'teamAccounts';

addTranslations(TEAM_ACCOUNTS_NAMESPACE, { en, es });

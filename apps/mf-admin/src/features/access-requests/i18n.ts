import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/access-requests.json';
import es from '../../locales/es/access-requests.json';

/** The access requests screen's texts, in their own namespace. */
export const ACCESS_REQUESTS_NAMESPACE = 'accessRequests';

addTranslations(ACCESS_REQUESTS_NAMESPACE, { en, es });

import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/activation.json';
import es from '../../locales/es/activation.json';

/** The activation page's texts, in their own namespace so the sign-in screens' file stays theirs. */
export const ACTIVATION_NAMESPACE = 'activation';

addTranslations(ACTIVATION_NAMESPACE, { en, es });

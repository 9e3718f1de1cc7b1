import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/sign-up.json';
import es from '../../locales/es/sign-up.json';

/** Texts of /sign-in, /sign-up and role selection, in their own namespace so the other screens' file stays theirs. */
export const SIGN_UP_NAMESPACE = 'sign-up';

addTranslations(SIGN_UP_NAMESPACE, { en, es });

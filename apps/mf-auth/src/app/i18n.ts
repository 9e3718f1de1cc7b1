import { addTranslations } from '@irrigo/i18n';
import en from '../locales/en/auth.json';
import es from '../locales/es/auth.json';

/** The namespace of this remote's texts; registered as soon as any exposed module loads. */
export const AUTH_NAMESPACE = 'auth';

addTranslations(AUTH_NAMESPACE, { en, es });

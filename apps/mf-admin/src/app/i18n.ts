import { addTranslations } from '@irrigo/i18n';
import en from '../locales/en/admin.json';
import es from '../locales/es/admin.json';

/** The namespace of this remote's screens; registered as soon as any exposed module loads. */
export const ADMIN_NAMESPACE = 'admin';

addTranslations(ADMIN_NAMESPACE, { en, es });

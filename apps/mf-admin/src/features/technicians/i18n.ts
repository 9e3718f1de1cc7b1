import { addTranslations } from '@irrigo/i18n';
import en from '../../locales/en/technicians.json';
import es from '../../locales/es/technicians.json';

/** The technicians roster's texts, in their own namespace. */
export const TECHNICIANS_NAMESPACE = 'technicians';

addTranslations(TECHNICIANS_NAMESPACE, { en, es });

import { addTranslations } from '@irrigo/i18n';
import en from '../locales/en/tech.json';
import es from '../locales/es/tech.json';

/** The namespace of this remote's screens; registered as soon as any exposed module loads. */
export const TECH_NAMESPACE = 'tech';

addTranslations(TECH_NAMESPACE, { en, es });

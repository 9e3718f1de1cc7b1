import { useTranslation } from 'react-i18next';
import { useLanguage } from '@irrigo/i18n';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { partOfDay } from '../greeting';
import styles from './Greeting.module.css';

export function Greeting({ firstName, now }: { firstName: string; now: Date }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(now);
  // Spanish weekdays come lower-case; only the first letter of the line is raised (months stay lower-case).
  const today = date.charAt(0).toLocaleUpperCase(language) + date.slice(1);
  return (
    <div className={styles.greeting}>
      <h1 className={styles.title}>{t(`dashboard.greeting.${partOfDay(now)}`, { name: firstName })}</h1>
      <p className={styles.date}>{today}</p>
    </div>
  );
}

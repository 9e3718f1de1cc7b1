import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './screens.module.css';

/** Spec §6: the section exists but belongs to another role. */
export function AccessRequired({ required }: { required: 'admin' | 'technician' }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.message} aria-labelledby="access-required-title">
      <Lock aria-hidden size={40} className={styles.icon} />
      <h1 id="access-required-title" className={styles.title}>
        {t(`accessRequired.${required}.title`)}
      </h1>
      <p className={styles.description}>{t(`accessRequired.${required}.description`)}</p>
    </section>
  );
}

import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, LanguageSelector } from '@irrigo/ui';
import styles from './screens.module.css';

/** /config.json could not be read: without it no screen can load, so say so and offer Retry. */
export function StartupError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.fullPage}>
      <section role="alert" className={styles.message} aria-labelledby="startup-error-title">
        <CloudOff aria-hidden size={40} className={styles.icon} />
        <h1 id="startup-error-title" className={styles.title}>
          {t('startup.title')}
        </h1>
        <p className={styles.description}>{t('startup.description')}</p>
        <Button onClick={onRetry} loading={retrying}>
          {t('startup.retry')}
        </Button>
        <LanguageSelector />
      </section>
    </main>
  );
}

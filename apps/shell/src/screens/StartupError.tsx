import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, LanguageSelector, MessageCard } from '@irrigo/ui';
import styles from './screens.module.css';

/** /config.json could not be read: without it no screen can load, so say so and offer Retry. */
export function StartupError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.fullPage}>
      <MessageCard role="alert" icon={CloudOff} title={t('startup.title')} description={t('startup.description')}>
        <Button onClick={onRetry} loading={retrying}>
          {t('startup.retry')}
        </Button>
        <LanguageSelector />
      </MessageCard>
    </main>
  );
}

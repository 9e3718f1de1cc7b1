import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { Button } from './Button.js';
import styles from './RemoteUnavailable.module.css';

export interface RemoteUnavailableProps {
  /** Tries to load the section again (the shell re-imports the remote's module). */
  onRetry: () => void;
  /** True while that new attempt is in flight. */
  retrying?: boolean;
  className?: string;
}

/** Shown in place of a section whose remote is down or slow; the rest of the app keeps working. */
export function RemoteUnavailable({ onRetry, retrying = false, className }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  return (
    <section role="alert" aria-live="assertive" className={cx(styles.card, className)}>
      <CloudOff aria-hidden size={40} className={styles.icon} />
      <h2 className={styles.title}>{t('remoteUnavailable.title')}</h2>
      <p className={styles.description}>{t('remoteUnavailable.description')}</p>
      <Button variant="primary" onClick={onRetry} loading={retrying}>
        {t('remoteUnavailable.retry')}
      </Button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '@irrigo/ui';
import styles from './screens.module.css';

/** Shown while the shell still needs an answer (who is signed in, where the remotes are). */
export function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div className={fullPage ? styles.fullPage : styles.centered}>
      <Spinner size="lg" label={t('page.loading')} />
    </div>
  );
}

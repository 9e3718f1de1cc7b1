import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@irrigo/ui';
import styles from './screens.module.css';

/** Any path the route table does not know, for a signed-in user (spec §2). */
export function NotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.message} aria-labelledby="not-found-title">
      <Compass aria-hidden size={40} className={styles.icon} />
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.description}>{t('notFound.description')}</p>
      <Button asChild>
        <Link to={homePath}>{t('notFound.goHome')}</Link>
      </Button>
    </section>
  );
}

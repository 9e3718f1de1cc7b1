import { Link } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { Button, CardContent } from '@irrigo/ui';
import { AuthPage } from '../../../components/AuthPage.js';
import styles from '../../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';

/** Setup is one-time (spec §6): once an admin exists, point people to the logins. */
export function AdminAlreadySetUp() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <AuthPage title={t('adminSetup.alreadySetUp.title')} description={t('adminSetup.alreadySetUp.description')}>
      <CardContent className={styles.actions}>
        <Button asChild size="lg" fullWidth>
          <Link to="/admin-login">{t('adminSetup.alreadySetUp.goToLogin')}</Link>
        </Button>
        <Button asChild variant="secondary" size="lg" fullWidth>
          <Link to="/tech-login">{t('adminSetup.alreadySetUp.technicianLogin')}</Link>
        </Button>
      </CardContent>
    </AuthPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert, Button, CardContent, Spinner } from '@irrigo/ui';
import { useAdminExists } from '../../api/admin-exists.js';
import { AuthPage } from '../../components/AuthPage.js';
import styles from '../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { AdminAlreadySetUp } from './components/AdminAlreadySetUp.js';
import { AdminSetupForm } from './components/AdminSetupForm.js';

/**
 * /admin-setup (own page) and /setup (inside the office shell): the one-time creation of the first
 * administrator. States (spec §4): checking, then already set up or the form.
 */
export default function AdminSetup() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const adminExists = useAdminExists();

  if (adminExists.data?.exists) return <AdminAlreadySetUp />;

  return (
    <AuthPage title={t('adminSetup.title')} description={t('adminSetup.description')}>
      {adminExists.isPending ? (
        <CardContent className={styles.centered}>
          <Spinner size="lg" label={t('adminSetup.checking')} />
          <p aria-hidden>{t('adminSetup.checking')}</p>
        </CardContent>
      ) : adminExists.isError ? (
        <CardContent className={styles.actions}>
          <Alert tone="danger" title={t('adminSetup.checkFailedTitle')}>
            {t('adminSetup.checkFailed')}
          </Alert>
          <Button variant="secondary" fullWidth loading={adminExists.isFetching} onClick={() => void adminExists.refetch()}>
            {t('adminSetup.retry')}
          </Button>
        </CardContent>
      ) : (
        <AdminSetupForm />
      )}
    </AuthPage>
  );
}

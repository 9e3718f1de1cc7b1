import { useState } from 'react';
import { Link } from '@irrigo/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SelectableRole, SignUpUser } from '@irrigo/contracts';
import { logOut } from '@irrigo/session';
import { Alert, Button, CardContent } from '@irrigo/ui';
import { AuthPage } from '../../../components/AuthPage.js';
import { reloadPage } from '../../../lib/reload-page.js';
import { useChooseRole } from '../api/sign-up.js';
import { signUpFailure, type Failure } from '../sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from '../i18n.js';
import styles from './RoleSelection.module.css';

export interface RoleSelectionProps {
  user: SignUpUser;
}

const CHOICES: readonly SelectableRole[] = ['admin', 'technician'];

/**
 * Welcome, choose your role (spec §2): two cards. Choosing stores the role and setupComplete, then the
 * page reloads (spec §4). A choice an administrator must approve leaves the account waiting, which this
 * screen says instead of the cards.
 */
export function RoleSelection({ user }: RoleSelectionProps) {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const choose = useChooseRole();
  const [failure, setFailure] = useState<Failure | null>(null);

  if (user.setupComplete && user.role === null) return <WaitingForApproval user={user} />;

  const onChoose = (role: SelectableRole) => {
    setFailure(null);
    choose.mutate({ role }, { onSuccess: () => reloadPage(), onError: (error) => setFailure(signUpFailure(error)) });
  };

  return (
    <AuthPage title={t('roleSelection.title', { name: user.name })} description={t('roleSelection.description')}>
      <CardContent className={styles.stack}>
        <div className={styles.choices}>
          {CHOICES.map((role) => (
            <section key={role} className={styles.choice} aria-labelledby={`role-${role}`}>
              <h2 id={`role-${role}`} className={styles.choiceTitle}>
                {t(`roleSelection.${role}.title`)}
              </h2>
              <p className={styles.choiceText}>{t(`roleSelection.${role}.description`)}</p>
              <Button
                size="lg"
                fullWidth
                loading={choose.isPending && choose.variables?.role === role}
                disabled={choose.isPending}
                onClick={() => onChoose(role)}
              >
                {t(`roleSelection.${role}.button`)}
              </Button>
            </section>
          ))}
        </div>
        {failure && (
          <Alert tone="danger" title={t('roleSelection.failedTitle')}>
            {t(failure.key, { minutes: failure.minutes })}
            {failure.reason === 'ADMIN_NOT_SET_UP' && (
              <>
                {' '}
                <Link to="/admin-setup">{t('roleSelection.goToAdminSetup')}</Link>
              </>
            )}
          </Alert>
        )}
      </CardContent>
    </AuthPage>
  );
}

function WaitingForApproval({ user }: RoleSelectionProps) {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const requested = user.requestedRole ?? 'technician';

  // Every remote starts again signed out, as after any other sign-out of a whole page.
  const signOut = async () => {
    setSigningOut(true);
    await logOut(queryClient);
    reloadPage();
  };

  return (
    <AuthPage title={t('pending.title')} description={t('pending.description', { name: user.name })}>
      <CardContent className={styles.stack}>
        <Alert tone="info" title={t(`pending.${requested}.title`)}>
          {t(`pending.${requested}.message`)}
        </Alert>
        <Button variant="secondary" size="lg" fullWidth loading={signingOut} onClick={() => void signOut()}>
          {t('pending.signOut')}
        </Button>
      </CardContent>
    </AuthPage>
  );
}

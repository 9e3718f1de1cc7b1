import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@irrigo/ui';
import styles from '../../../components/AuthForm.module.css';
import { useSignedUpUser } from '../api/sign-up.js';
import { SIGN_UP_NAMESPACE } from '../i18n.js';
import { RoleSelection } from './RoleSelection.js';

/**
 * What /sign-in and /sign-up show: their form to someone signed out, role selection to a signed-up
 * account without a role, and the way on to /dashboard (whose guard sends technicians to their own) to
 * anyone set up.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const navigate = useNavigate();
  const signedIn = useSignedUpUser();
  const user = signedIn.data?.user ?? null;
  const setUp = user !== null && user.role !== null && user.setupComplete;

  useEffect(() => {
    if (setUp) void navigate('/dashboard', { replace: true });
  }, [setUp, navigate]);

  if (signedIn.isPending || setUp) {
    return (
      <div className={styles.centered}>
        <Spinner size="lg" label={t('checking')} />
      </div>
    );
  }
  if (user) return <RoleSelection user={user} />;
  return <>{children}</>;
}

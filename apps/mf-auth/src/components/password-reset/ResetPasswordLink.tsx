import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import type { PasswordResetUserType } from '@irrigo/contracts';
import { Button } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { resetTokenOf } from './reset-link.js';
import styles from './PasswordResetDialog.module.css';

/**
 * The dialog (Radix, the form kit, three steps) is fetched when it is first wanted, so a login screen on a
 * weak signal shows its form without it.
 */
const PasswordResetDialog = lazy(() => import('./PasswordResetDialog.js'));

/**
 * "Forgot your password? Reset Password" on a login screen, opening the reset dialog on the right tab; the
 * reset e-mail's link to this page opens it at Verify.
 */
export function ResetPasswordLink({ userType }: { userType: PasswordResetUserType }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { hash } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A reset e-mail's link wants the dialog too; it stays once loaded (the dialog takes the code out of the address).
  if (!wanted && resetTokenOf(hash) !== null) setWanted(true);

  return (
    <p className={styles.resetRow}>
      <span>{t('passwordReset.forgotPrompt')}</span>
      <Button
        variant="ghost"
        className={styles.resetButton}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('passwordReset.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PasswordResetDialog defaultUserType={userType} open={open} onOpenChange={setOpen} openFromResetLink />
        </Suspense>
      )}
    </p>
  );
}

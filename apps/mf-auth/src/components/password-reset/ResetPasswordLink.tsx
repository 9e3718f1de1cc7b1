import { useTranslation } from 'react-i18next';
import type { PasswordResetUserType } from '@irrigo/contracts';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import PasswordResetDialog from './PasswordResetDialog.js';
import styles from './PasswordResetDialog.module.css';

/**
 * "Forgot your password? Reset Password" on a login screen, opening the reset dialog on the right tab; the
 * reset e-mail's link to this page opens it at Verify.
 */
export function ResetPasswordLink({ userType }: { userType: PasswordResetUserType }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <p className={styles.resetRow}>
      <span>{t('passwordReset.forgotPrompt')}</span>
      <PasswordResetDialog defaultUserType={userType} triggerVariant="ghost" triggerClassName={styles.resetButton} openFromResetLink />
    </p>
  );
}

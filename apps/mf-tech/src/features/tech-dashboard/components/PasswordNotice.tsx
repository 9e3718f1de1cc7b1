import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { KeyRound } from 'lucide-react';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { TECH_SETTINGS_PATH } from '../../../components/tech-frame/navigation';
import styles from './PasswordNotice.module.css';

const WARNING = 'warning';

/** Shown while the account still has the password an administrator set (GET /api/auth/user mustChangePassword). */
export function PasswordNotice() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <Alert tone={WARNING} title={t('dashboard.passwordNotice.title')}>
      <p className={styles.text}>{t('dashboard.passwordNotice.description')}</p>
      <Link to={TECH_SETTINGS_PATH} className={styles.link}>
        <KeyRound aria-hidden size={18} />
        {t('dashboard.passwordNotice.action')}
      </Link>
    </Alert>
  );
}

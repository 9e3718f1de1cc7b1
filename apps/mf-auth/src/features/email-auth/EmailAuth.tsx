import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { EmailLoginCard } from './components/EmailLoginCard.js';
import { SetTechnicianPasswordCard } from './components/SetTechnicianPasswordCard.js';
import { SetupProcessCard } from './components/SetupProcessCard.js';
import styles from './EmailAuth.module.css';

/**
 * /email-auth, the e-mail authentication test page (spec §2): try an admin or technician e-mail login,
 * give a synced technician a password, and read how technician sign-in gets set up.
 */
export default function EmailAuth() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('emailAuth.title')}</h1>
        <p className={styles.description}>{t('emailAuth.description')}</p>
      </header>
      <div className={styles.grid}>
        <EmailLoginCard />
        <SetTechnicianPasswordCard />
        <div className={styles.wide}>
          <SetupProcessCard />
        </div>
      </div>
    </div>
  );
}

import { Droplets } from 'lucide-react';
import { PRODUCT_NAME } from '@irrigo/contracts';
import { LanguageSelector } from '@irrigo/ui';
import { AdminLoginWidget } from './AdminLoginWidget.js';
import styles from './TopBar.module.css';

/**
 * The office frame for someone not signed in (public office pages such as /setup, /email-auth): brand,
 * language and, once we know nobody is signed in, the admin login widget.
 */
export function GuestTopBar({ showAdminLogin = false }: { showAdminLogin?: boolean }) {
  return (
    <header className={styles.topBar}>
      <div className={styles.start}>
        <p className={styles.organization}>
          <Droplets aria-hidden size={22} className={styles.brandIcon} />
          <span className={styles.organizationName}>{PRODUCT_NAME}</span>
        </p>
      </div>
      <div className={styles.end}>
        {showAdminLogin && <AdminLoginWidget />}
        <LanguageSelector />
      </div>
    </header>
  );
}

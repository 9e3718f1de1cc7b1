import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { Building2, Droplets } from 'lucide-react';
import { canManageOrganization, PRODUCT_NAME } from '@irrigo/contracts';
import { useConnectivity, useCurrentUser } from '@irrigo/session';
import { ConnectivityBadge } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { SyncStatusBadge, useOutboxSync } from '../../sync';
import { BottomBar } from './BottomBar';
import { OFFICE_HOME_PATH } from './navigation';
import { SideMenu } from './SideMenu';
import styles from './TechFrame.module.css';

/**
 * The office's way back: an admin or a manager who opens a field screen from the office (New Inspection,
 * Site Mapping) lands in this full-screen frame, which has no office navigation of its own.
 */
function BackToOffice() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const { data: user } = useCurrentUser();
  if (!user || !canManageOrganization(user.role)) return null;
  return (
    <Link to={OFFICE_HOME_PATH} className={styles.backToOffice}>
      <Building2 aria-hidden size={20} />
      <span className={styles.backToOfficeLabel}>{t('nav.backToOffice')}</span>
    </Link>
  );
}

/**
 * The mobile frame of the technician screens: top bar with the Menu button and the connection badge, the
 * page, and the bottom tab bar. These routes have the whole page (frame 'none' in the route table), so the frame is the remote's.
 */
export function TechFrame({ children }: { children: ReactNode }) {
  // In the yard the signal comes and goes: the bar says which, so a screen that needs it explains itself.
  const connectivity = useConnectivity();
  // What the technician captured offline goes to the office from every field screen, not only the form.
  useOutboxSync();
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <SideMenu />
        <span className={styles.brand}>
          <Droplets aria-hidden size={22} />
          {PRODUCT_NAME}
        </span>
        <div className={styles.end}>
          <ConnectivityBadge connectivity={connectivity} emphasis="quiet" />
          <SyncStatusBadge placement="bar" />
          <BackToOffice />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <BottomBar />
    </div>
  );
}

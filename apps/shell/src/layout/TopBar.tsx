import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@irrigo/ui';
import type { ShellUser } from '../app/shell-user.js';
import { AdminLoginWidget } from './AdminLoginWidget.js';
import { HcpStatusBadge } from './HcpStatusBadge.js';
import { LocationSwitcher } from './LocationSwitcher.js';
import type { NavItem } from './navigation.js';
import { NotificationBell } from './NotificationBell.js';
import { OrganizationName } from './OrganizationName.js';
import { QuickSearch } from './QuickSearch.js';
import { UserMenu } from './UserMenu.js';
import styles from './TopBar.module.css';

interface TopBarProps {
  user: ShellUser;
  /** The user's destinations, for the search box. */
  items: readonly NavItem[];
  /** Mobile: the search box gives way and a Menu button opens the navigation drawer. */
  isMobile: boolean;
  onOpenMenu: () => void;
}

/**
 * Spec §2 "Shell": organization, location switcher, HCP status, bell, user menu, search on wide screens.
 * A technician also gets the admin login widget (an admin taking over the device); office users already
 * signed in have the user menu for their session, so the widget would only repeat it.
 */
export function TopBar({ user, items, isMobile, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.topBar}>
      <div className={styles.start}>
        {isMobile && (
          <IconButton label={t('nav.menu')} onClick={onOpenMenu}>
            <Menu aria-hidden size={24} />
          </IconButton>
        )}
        <OrganizationName user={user} />
      </div>
      <div className={styles.context}>
        <LocationSwitcher />
        <HcpStatusBadge />
      </div>
      {!isMobile && <QuickSearch items={items} />}
      <div className={styles.end}>
        {user.role === 'technician' && <AdminLoginWidget />}
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

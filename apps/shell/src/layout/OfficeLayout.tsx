import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from '@irrigo/router';
import { TooltipProvider } from '@irrigo/ui/tooltip';
import { useShellSession } from '../app/shell-user.js';
import { BottomBar } from './BottomBar.js';
import { GuestTopBar } from './GuestTopBar.js';
import { bottomBarItemsFor, sidebarItemsFor } from './navigation.js';
import { NavigationDrawer } from './NavigationDrawer.js';
import { Sidebar } from './Sidebar.js';
import { TopBar } from './TopBar.js';
import { useIsMobile } from './use-is-mobile.js';
import styles from './OfficeLayout.module.css';

/**
 * The office frame around every `office` route: top bar, sidebar (desktop) or bottom bar and Menu
 * drawer (below 768 px), and the route's screen. Someone not signed in gets only a brand bar: there is
 * nothing to navigate to yet. It mounts the tooltip provider (spec §9 delays) for the office screens.
 */
export function OfficeLayout() {
  return (
    <TooltipProvider>
      <OfficeFrame />
    </TooltipProvider>
  );
}

function OfficeFrame() {
  const { t } = useTranslation('shell');
  const session = useShellSession();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);

  if (session.status !== 'signed-in') {
    return (
      <div className={styles.guest}>
        {/* While the session is still loading the widget would flash in and out for a signed-in admin. */}
        <GuestTopBar showAdminLogin={session.status === 'signed-out'} />
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    );
  }

  const { user } = session;
  const items = sidebarItemsFor(user.role);
  return (
    <div className={isMobile ? styles.mobile : styles.desktop}>
      <a href="#main-content" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <TopBar user={user} items={items} isMobile={isMobile} onOpenMenu={() => setMenuOpen(true)} />
      {!isMobile && <Sidebar items={items} />}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {isMobile && (
        <>
          <BottomBar items={bottomBarItemsFor(user.role)} />
          <NavigationDrawer items={items} open={menuOpen} onOpenChange={setMenuOpen} />
        </>
      )}
    </div>
  );
}

import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@irrigo/router';
import { LogOut } from 'lucide-react';
import { LanguageSelector } from '@irrigo/ui';
import { Drawer, DrawerContent } from '@irrigo/ui/drawer';
import { TECH_NAMESPACE } from '../../app/i18n';
import { SIDE_MENU_ITEMS, TECH_HOME_PATH } from './navigation';
import { useLogOut } from '../../hooks/use-log-out';
import styles from './SideMenu.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button, which gets the focus back when the menu closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/** The slide-out side menu of the technician screens: the pages, the language and Sign Out. */
export default function SideMenuDrawer({ open, onOpenChange, menuButton }: SideMenuDrawerProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const logOut = useLogOut();

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        title={t('nav.menu')}
        closeLabel={t('nav.closeMenu')}
        description={t('nav.menuDescription')}
        onCloseAutoFocus={(event) => {
          // The Menu button is not the drawer's own trigger (it is drawn before the drawer is loaded): give it the focus back.
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <nav aria-label={t('nav.menuLabel')} className={styles.nav}>
          <ul className={styles.list}>
            {SIDE_MENU_ITEMS.map(({ id, to, icon: Icon }) => (
              <li key={id}>
                <NavLink to={to} end={to === TECH_HOME_PATH} className={linkClass} onClick={() => onOpenChange(false)}>
                  <Icon aria-hidden size={22} className={styles.icon} />
                  <span>{t(`nav.items.${id}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.footer}>
          <LanguageSelector />
          <button type="button" className={styles.logout} onClick={logOut.request} disabled={logOut.isPending} aria-busy={logOut.isPending || undefined}>
            <LogOut aria-hidden size={22} className={styles.icon} />
            <span>{logOut.isPending ? t('nav.loggingOut') : t('nav.logout')}</span>
          </button>
          {logOut.confirmation}
        </div>
      </DrawerContent>
    </Drawer>
  );
}

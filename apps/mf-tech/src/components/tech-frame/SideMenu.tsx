import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@irrigo/router';
import { LogOut, Menu } from 'lucide-react';
import { LanguageSelector } from '@irrigo/ui';
import { Drawer, DrawerContent, DrawerTrigger } from '@irrigo/ui/drawer';
import { TECH_NAMESPACE } from '../../app/i18n';
import { SIDE_MENU_ITEMS, TECH_HOME_PATH } from './navigation';
import { useLogOut } from '../../hooks/use-log-out';
import styles from './SideMenu.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** The slide-out side menu of the technician screens, opened by the Menu button of the top bar. */
export function SideMenu() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();

  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger className={styles.trigger}>
        <Menu aria-hidden size={22} />
        <span>{t('nav.menu')}</span>
      </DrawerTrigger>
      <DrawerContent title={t('nav.menu')} closeLabel={t('nav.closeMenu')} description={t('nav.menuDescription')}>
        <nav aria-label={t('nav.menuLabel')} className={styles.nav}>
          <ul className={styles.list}>
            {SIDE_MENU_ITEMS.map(({ id, to, icon: Icon }) => (
              <li key={id}>
                <NavLink to={to} end={to === TECH_HOME_PATH} className={linkClass} onClick={() => setOpen(false)}>
                  <Icon aria-hidden size={22} className={styles.icon} />
                  <span>{t(`nav.items.${id}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.footer}>
          <LanguageSelector />
          <button type="button" className={styles.logout} onClick={() => logOut.mutate()} disabled={logOut.isPending} aria-busy={logOut.isPending || undefined}>
            <LogOut aria-hidden size={22} className={styles.icon} />
            <span>{logOut.isPending ? t('nav.loggingOut') : t('nav.logout')}</span>
          </button>
        </div>
      </DrawerContent>
    </Drawer>
  );
}

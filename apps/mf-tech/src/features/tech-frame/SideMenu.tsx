import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import { LanguageSelector } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../i18n';
import { SIDE_MENU_ITEMS, TECH_HOME_PATH } from './navigation';
import { useLogOut } from './use-log-out';
import styles from './SideMenu.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** The slide-out side menu of the technician screens, opened by the Menu button of the top bar. */
export function SideMenu() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger}>
        <Menu aria-hidden size={22} />
        <span>{t('nav.menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer}>
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.title}>{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('nav.closeMenu')}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.visuallyHidden}>{t('nav.menuDescription')}</Dialog.Description>

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
            <button
              type="button"
              className={styles.logout}
              onClick={() => logOut.mutate()}
              disabled={logOut.isPending}
              aria-busy={logOut.isPending || undefined}
            >
              <LogOut aria-hidden size={22} className={styles.icon} />
              <span>{logOut.isPending ? t('nav.loggingOut') : t('nav.logout')}</span>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

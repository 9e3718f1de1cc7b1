import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { TECH_NAMESPACE } from '../../app/i18n';
import styles from './SideMenu.module.css';

/** The drawer (Radix Dialog) is fetched when the menu is first opened, not with every technician screen. */
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer'));

/** The Menu button of the technicians' top bar and the slide-out side menu it opens. */
export function SideMenu() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden size={22} />
        <span>{t('nav.menu')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDrawer open={open} onOpenChange={setOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </>
  );
}

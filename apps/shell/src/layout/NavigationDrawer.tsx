import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation.js';
import { NavItemLink } from './NavItemLink.js';
import styles from './NavigationDrawer.module.css';

interface NavigationDrawerProps {
  items: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** On mobile the sidebar's full list slides in from the left (Menu button in the top bar). */
export function NavigationDrawer({ items, open, onOpenChange }: NavigationDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('nav.closeMenu')}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <NavItemLink item={item} onNavigate={() => onOpenChange(false)} />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

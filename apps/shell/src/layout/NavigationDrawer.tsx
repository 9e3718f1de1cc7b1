import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent } from '@irrigo/ui/drawer';
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
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} onNavigate={() => onOpenChange(false)} />
              </li>
            ))}
          </ul>
        </nav>
      </DrawerContent>
    </Drawer>
  );
}

import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation.js';
import { NavItemLink } from './NavItemLink.js';
import styles from './BottomBar.module.css';

/** The mobile navigation (below 768 px): at most 4 destinations, see bottomBarItemsFor. */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.bottomLabel')} className={styles.bottomBar}>
      {items.map((item) => (
        <NavItemLink key={item.id} item={item} asTab />
      ))}
    </nav>
  );
}

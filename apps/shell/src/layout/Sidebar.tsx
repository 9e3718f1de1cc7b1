import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation.js';
import { NavItemLink } from './NavItemLink.js';
import styles from './Sidebar.module.css';

/** The desktop navigation: every destination of the user's role (see sidebarItemsFor). */
export function Sidebar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')} className={styles.sidebar}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

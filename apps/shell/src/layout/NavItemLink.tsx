import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@irrigo/router';
import { cx } from './class-names.js';
import { isNavItemActive, type NavItem } from './navigation.js';
import styles from './NavItemLink.module.css';

interface NavItemLinkProps {
  item: NavItem;
  /** Icon over a short label, for the bottom bar; a full-width row otherwise (sidebar, drawer). */
  asTab?: boolean;
  onNavigate?: () => void;
}

/** One destination of the navigation; the current one is highlighted and announced as the page. */
export function NavItemLink({ item, asTab = false, onNavigate }: NavItemLinkProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const current = active ? 'page' : undefined;
  const Icon = item.icon;
  return (
    <Link to={item.to} aria-current={current} className={cx(styles.link, asTab ? styles.tab : styles.row, active && styles.active)} onClick={onNavigate}>
      <Icon aria-hidden size={asTab ? 22 : 20} className={styles.icon} />
      <span className={styles.label}>{t(item.labelKey)}</span>
    </Link>
  );
}

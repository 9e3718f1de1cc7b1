import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { CalendarDays, ClipboardPlus, FolderTree, Layers, ListChecks, Package, RefreshCw, Users, type LucideIcon } from 'lucide-react';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import styles from './QuickActions.module.css';

interface QuickAction {
  /** Key under dashboard.quickActions in the admin namespace. */
  id: string;
  to: string;
  icon: LucideIcon;
}

/**
 * Spec §2 "Admin dashboard": the eight shortcuts, in the spec's order. Sync opens the pricebook's sync
 * (/admin/pricebook-sync): /pricebook is the pricebook itself, where the sidebar's Pricebook leads.
 */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: 'newInspection', to: '/inspection', icon: ClipboardPlus },
  { id: 'schedule', to: '/scheduling', icon: CalendarDays },
  { id: 'inventory', to: '/inventory', icon: Package },
  { id: 'technicians', to: '/technicians', icon: Users },
  { id: 'bulkManagePricebook', to: '/admin/pricebook', icon: Layers },
  { id: 'categories', to: '/pricebook-categories', icon: FolderTree },
  { id: 'items', to: '/pricebook-items', icon: ListChecks },
  { id: 'sync', to: '/admin/pricebook-sync', icon: RefreshCw },
];

export function QuickActions() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className={styles.grid}>
        {QUICK_ACTIONS.map(({ id, to, icon: Icon }) => (
          <li key={id}>
            <Link to={to} className={styles.action}>
              <span className={styles.iconBox} aria-hidden>
                <Icon size={24} />
              </span>
              <span className={styles.label}>{t(`dashboard.quickActions.${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

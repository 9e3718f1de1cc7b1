import { useTranslation } from 'react-i18next';
import { NavLink } from '@irrigo/router';
import { TECH_NAMESPACE } from '../../app/i18n';
import { BOTTOM_TABS, TECH_HOME_PATH } from './navigation';
import styles from './BottomBar.module.css';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);

/** The five-tab bar fixed at the bottom of the technician screens (spec §2). */
export function BottomBar() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <nav aria-label={t('nav.bottomBarLabel')} className={styles.bar}>
      <ul className={styles.tabs}>
        {BOTTOM_TABS.map(({ id, to, icon: Icon }) => (
          <li key={id} className={styles.item}>
            <NavLink to={to} end={to === TECH_HOME_PATH} className={tabClass}>
              <Icon aria-hidden size={24} />
              <span className={styles.label}>{t(`nav.items.${id}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

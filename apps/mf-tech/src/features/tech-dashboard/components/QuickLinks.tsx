import { useTranslation } from 'react-i18next';
import { BookOpen, ChevronRight, UsersRound } from 'lucide-react';
import { Link } from '@irrigo/router';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { TECH_CUSTOMERS_PATH, TECH_PRICEBOOK_PATH } from '../../../components/tech-frame/navigation';
import fieldUi from '../../../components/field-ui.module.css';
import styles from './QuickLinks.module.css';

const LINKS = [
  { id: 'customers', to: TECH_CUSTOMERS_PATH, icon: UsersRound },
  { id: 'pricebook', to: TECH_PRICEBOOK_PATH, icon: BookOpen },
] as const;

/** What a technician opens on site, one tap from home; both work with no signal. */
export function QuickLinks() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <nav aria-label={t('dashboard.quickLinks.label')}>
      <ul className={styles.links}>
        {LINKS.map(({ id, to, icon: Icon }) => (
          <li key={id}>
            <Link to={to} className={`${fieldUi.cardLink} ${styles.link}`}>
              <Icon aria-hidden size={26} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.title}>{t(`dashboard.quickLinks.${id}.title`)}</span>
                <span className={styles.hint}>{t(`dashboard.quickLinks.${id}.hint`)}</span>
              </span>
              <ChevronRight aria-hidden size={22} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

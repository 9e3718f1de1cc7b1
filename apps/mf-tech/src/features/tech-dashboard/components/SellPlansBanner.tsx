import { useTranslation } from 'react-i18next';
import { BadgeDollarSign, ChevronRight } from 'lucide-react';
import { Link } from '@irrigo/router';
import { TECH_NAMESPACE } from '../../../app/i18n';
import styles from './SellPlansBanner.module.css';

/** Spec §2: the Sell Plans banner, to the technician's service plans. */
export const TECH_SERVICE_PLANS_PATH = '/tech-service-plans';

export function SellPlansBanner() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <Link to={TECH_SERVICE_PLANS_PATH} className={styles.banner}>
      <BadgeDollarSign aria-hidden size={32} className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.title}>{t('dashboard.sellPlans.title')}</span>
        <span className={styles.hint}>{t('dashboard.sellPlans.hint')}</span>
      </span>
      <ChevronRight aria-hidden size={24} className={styles.chevron} />
    </Link>
  );
}

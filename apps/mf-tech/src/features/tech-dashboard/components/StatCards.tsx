import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ClipboardCheck, Star, BadgeDollarSign } from 'lucide-react';
import type { Language } from '@irrigo/contracts';
import { formatUsd } from '../../../pricebook/pricebook-item-rules';
import { TECH_NAMESPACE } from '../../../app/i18n';
import type { DashboardStats } from '../dashboard-inspections';
import styles from './StatCards.module.css';

const dollarsToCents = (dollars: string): number => Math.round(Number(dollars) * 100);

/** Spec §2: inspections today, this month (with its estimated revenue), service plans sold, rating; N/A when the server has no figure. */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const titleId = useId();
  const language = (i18n.resolvedLanguage === 'es' ? 'es' : 'en') satisfies Language;
  const notAvailable = t('dashboard.stats.notAvailable');
  const rating = stats?.averageRating == null ? notAvailable : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(stats.averageRating);
  const cards = [
    { id: 'today', icon: ClipboardCheck, value: stats ? String(stats.inspectionsToday) : null, detail: t('dashboard.stats.todayDetail') },
    {
      id: 'month',
      icon: CalendarDays,
      value: stats ? String(stats.inspectionsThisMonth) : null,
      detail: stats ? t('dashboard.stats.monthRevenue', { amount: formatUsd(dollarsToCents(stats.revenueThisMonth), language) }) : '',
    },
    {
      id: 'plans',
      icon: BadgeDollarSign,
      value: stats ? (stats.servicePlansThisMonth === null ? notAvailable : String(stats.servicePlansThisMonth)) : null,
      detail: '',
    },
    { id: 'rating', icon: Star, value: stats ? rating : null, detail: '' },
  ] as const;

  return (
    <section aria-labelledby={titleId} className={styles.section} aria-busy={stats === null || undefined}>
      <h2 id={titleId} className={styles.heading}>
        {t('dashboard.stats.title')}
      </h2>
      <dl className={styles.cards}>
        {cards.map(({ id, icon: Icon, value, detail }) => (
          <div key={id} className={styles.card}>
            <dt className={styles.label}>
              <Icon aria-hidden size={18} className={styles.icon} />
              {t(`dashboard.stats.${id}`)}
            </dt>
            <dd className={styles.value}>{value ?? <span className={styles.placeholder}>{t('dashboard.stats.loading')}</span>}</dd>
            {detail && value !== null && <dd className={styles.detail}>{detail}</dd>}
          </div>
        ))}
      </dl>
      {stats?.deviceOnly && <p className={styles.note}>{t('dashboard.stats.deviceOnly')}</p>}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { BadgeDollarSign, ClipboardCheck, Info, MapPinned, Users, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@irrigo/contracts';
import { IconButton } from '@irrigo/ui';
import { Tooltip } from '@irrigo/ui/tooltip';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { coveragePercent, formatCount, formatDollars, formatPercent, UNKNOWN_FIGURE } from '../dashboard-text';
import styles from './StatCards.module.css';

type CardId = 'inspections' | 'revenue' | 'technicians' | 'territories';

interface Card {
  id: CardId;
  value: string;
  detail: string;
}

const CARD_IDS: readonly CardId[] = ['inspections', 'revenue', 'technicians', 'territories'];
const CARD_ICONS: Record<CardId, LucideIcon> = { inspections: ClipboardCheck, revenue: BadgeDollarSign, technicians: Users, territories: MapPinned };

/** The figures a card shows: its value and the line under it, every unknown figure as "—". */
function useCards(stats: DashboardStats | undefined): Card[] | null {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  if (!stats) return null;
  const language = i18n.language;
  const { inspections, revenue, technicians, territories } = stats;
  return [
    {
      id: 'inspections',
      value: formatCount(inspections.total, language),
      detail: t('dashboard.stats.inspections.detail', { completed: formatCount(inspections.completed, language) }),
    },
    {
      id: 'revenue',
      value: formatDollars(revenue.monthly, language),
      detail: t('dashboard.stats.revenue.detail', { amount: formatDollars(revenue.pending, language) }),
    },
    {
      id: 'technicians',
      value: formatCount(technicians.active, language),
      detail: t('dashboard.stats.technicians.detail', { total: formatCount(technicians.total, language) }),
    },
    {
      id: 'territories',
      value: formatPercent(coveragePercent(territories.covered, territories.total), language),
      detail: t('dashboard.stats.territories.detail', { covered: formatCount(territories.covered, language), total: formatCount(territories.total, language) }),
    },
  ];
}

/**
 * Spec §2's four cards: Total Inspections (with completed), Revenue (with pending), Active Technicians (of the
 * roster), Territory Coverage. Each says what it counts in a tooltip, worded from the contract's definitions.
 * Skeletons while the figures load; "—" for each figure when they could not be read.
 */
export function StatCards({ stats, loading }: { stats: DashboardStats | undefined; loading: boolean }) {
  const cards = useCards(stats);
  const shown: Card[] = cards ?? CARD_IDS.map((id) => ({ id, value: UNKNOWN_FIGURE, detail: '' }));
  return (
    <ul className={styles.cards} aria-busy={loading || undefined}>
      {shown.map((card) => (
        <StatCard key={card.id} card={card} loading={loading} />
      ))}
    </ul>
  );
}

function StatCard({ card, loading }: { card: Card; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id, value, detail } = card;
  const Icon = CARD_ICONS[id];
  const label = t(`dashboard.stats.${id}.label`);
  return (
    <li className={styles.card}>
      <div className={styles.labelRow}>
        <span className={styles.iconBox} aria-hidden>
          <Icon size={18} />
        </span>
        <h3 className={styles.label}>{label}</h3>
        <Tooltip content={t(`dashboard.stats.${id}.definition`)}>
          <IconButton label={t('dashboard.stats.about', { card: label })} className={styles.about}>
            <Info aria-hidden size={16} />
          </IconButton>
        </Tooltip>
      </div>
      {loading ? (
        <div className={styles.skeletons} aria-hidden>
          <span className={styles.skeletonValue} />
          <span className={styles.skeletonDetail} />
        </div>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          {detail && <p className={styles.detail}>{detail}</p>}
        </>
      )}
    </li>
  );
}

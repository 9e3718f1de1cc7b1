import { useTranslation } from 'react-i18next';
import { formatCents } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

/** An amount in USD with two decimals; an item with no price says so, never "$0.00". */
export function Money({ cents, missing = 'noPrice' }: { cents: number | null; missing?: 'noPrice' | 'none' }) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  if (cents === null) return <span className={styles.muted}>{t(missing === 'noPrice' ? 'money.noPrice' : 'money.none')}</span>;
  return <span className={styles.money}>{formatCents(cents, i18n.language)}</span>;
}

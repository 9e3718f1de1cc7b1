import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return <span role="status" aria-label={label ?? t('status.loading')} className={cx(styles.spinner, styles[size], className)} />;
}

import type { ReactNode } from 'react';
import { Spinner } from '@irrigo/ui';
import styles from './PageStatus.module.css';

/** An office page still reading what it shows: a spinner and what it is waiting for. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.status}>
      <Spinner size="lg" label={label} />
      <p>{label}</p>
    </div>
  );
}

/** An office page with nothing to show yet: why, what will appear here, and any way onward (`children`). */
export function PageEmpty({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className={styles.status}>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </div>
  );
}

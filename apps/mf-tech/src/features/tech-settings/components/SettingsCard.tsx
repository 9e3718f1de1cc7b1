import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@irrigo/ui';
import styles from './SettingsCard.module.css';

export interface SettingsCardProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  /** Beside the title: the "Saved" confirmation of this group. */
  status?: ReactNode;
  children: ReactNode;
}

/** One group of the settings screen, a region named by its title. */
export function SettingsCard({ icon: Icon, title, description, status, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={styles.card}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden>
          <Icon size={20} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {status}
      </header>
      {children}
    </Card>
  );
}

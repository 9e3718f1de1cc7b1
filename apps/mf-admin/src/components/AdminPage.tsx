import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './AdminPage.module.css';

interface AdminPageProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Buttons beside the title (e.g. Refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an office page: an icon, the page's title and what it is for, then its content. */
export function AdminPage({ icon: Icon, title, description, actions, children }: AdminPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden>
          <Icon size={24} />
        </span>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import styles from '../Settings.module.css';

interface SettingsLinkProps {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The one place a person should go from here (a technician's own settings). */
  prominent?: boolean;
}

/** A card that leads to another screen: named by its title, described by its one line. */
export function SettingsLink({ to, icon: Icon, title, description, prominent = false }: SettingsLinkProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Link to={to} className={prominent ? `${styles.link} ${styles.prominent}` : styles.link} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <span className={styles.linkIcon} aria-hidden>
        <Icon size={22} />
      </span>
      <span className={styles.linkText}>
        <span id={titleId} className={styles.linkTitle}>
          {title}
        </span>
        <span id={descriptionId} className={styles.linkDescription}>
          {description}
        </span>
      </span>
      <ChevronRight aria-hidden size={20} className={styles.chevron} />
    </Link>
  );
}

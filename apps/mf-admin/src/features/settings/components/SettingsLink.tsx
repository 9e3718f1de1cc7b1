import { Link } from '@irrigo/router';
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

/**
 * A card that leads to another screen. Its name is what it shows, the title and its one line, so that a
 * person who says what they see (voice control) reaches it (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function SettingsLink({ to, icon: Icon, title, description, prominent = false }: SettingsLinkProps) {
  return (
    <Link to={to} className={prominent ? `${styles.link} ${styles.prominent}` : styles.link}>
      <span className={styles.linkIcon} aria-hidden>
        <Icon size={22} />
      </span>
      <span className={styles.linkText}>
        <span className={styles.linkTitle}>{title}</span> <span className={styles.linkDescription}>{description}</span>
      </span>
      <ChevronRight aria-hidden size={20} className={styles.chevron} />
    </Link>
  );
}

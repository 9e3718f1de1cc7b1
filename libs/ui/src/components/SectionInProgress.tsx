import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Construction, LayoutGrid, type LucideIcon } from 'lucide-react';
import { Card } from './Card.js';
import styles from './SectionInProgress.module.css';

export interface SectionInProgressProps {
  /** The section's name, already translated. */
  title: ReactNode;
  /** One line on what the section is for, already translated. */
  description: ReactNode;
  /** The section's icon; a neutral grid when the section has none of its own. */
  icon?: LucideIcon;
  /**
   * 'page' (default) centres the card in a page column, as a section shows inside the office frame;
   * 'card' is the card alone, for a frame that lays out its own page (the technician app).
   */
  layout?: 'page' | 'card';
  /** Actions under the note, e.g. links to the screens that already work. */
  children?: ReactNode;
}

/**
 * A route whose screen arrives in a later issue: what the section is for and an honest note that it is
 * being built, nothing else (no placeholder data). Each remote supplies its own translated title and
 * description; the note is the same everywhere.
 */
export function SectionInProgress({ title, description, icon: Icon = LayoutGrid, layout = 'page', children }: SectionInProgressProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const card = (
    <Card aria-labelledby={titleId} className={styles.card}>
      <span className={styles.icon} aria-hidden>
        <Icon size={28} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.note} role="note">
        <Construction aria-hidden size={20} className={styles.noteIcon} />
        <div>
          <p className={styles.noteTitle}>{t('sectionInProgress.title')}</p>
          <p>{t('sectionInProgress.description')}</p>
        </div>
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </Card>
  );
  return layout === 'page' ? <div className={styles.page}>{card}</div> : card;
}

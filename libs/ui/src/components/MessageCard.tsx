import { useId, type ComponentProps, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../class-names.js';
import styles from './MessageCard.module.css';

export interface MessageCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  icon: LucideIcon;
  title: string;
  description: string;
  /** 1 when the card is the whole page (404, access required), 2 inside a page (a section that failed). */
  headingLevel?: 1 | 2;
  /** brand for information, warning for something that went wrong. */
  tone?: 'brand' | 'warning';
  /** The way onward: a button, a link. */
  children?: ReactNode;
}

/** A page-sized message: an icon, what happened, why, and what to do next; named by its heading. */
export function MessageCard({ icon: Icon, title, description, headingLevel = 1, tone = 'brand', children, className, ...props }: MessageCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={titleId} className={cx(styles.card, className)} {...props}>
      <Icon aria-hidden size={40} className={tone === 'warning' ? styles.warningIcon : styles.brandIcon} />
      <Heading id={titleId} className={cx(styles.title, headingLevel === 2 && styles.smallTitle)}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {children}
    </section>
  );
}

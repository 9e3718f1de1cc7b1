import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cx } from '../class-names.js';
import styles from './Alert.module.css';
import tones from './tones.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone?: AlertTone;
  /** Heading, already translated. */
  title?: ReactNode;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

/** An inline message. Danger alerts are announced immediately (role alert); others politely (role status). */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(styles.alert, tones[tone], className)} {...props}>
      <Icon aria-hidden size={20} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
    </div>
  );
}

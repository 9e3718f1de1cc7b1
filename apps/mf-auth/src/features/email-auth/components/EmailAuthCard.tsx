import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@irrigo/ui';
import styles from '../EmailAuth.module.css';

interface EmailAuthCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** One card of /email-auth: its icon and title, a line saying what it is for, then its content. */
export function EmailAuthCard({ icon: Icon, title, description, children }: EmailAuthCardProps) {
  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <Icon aria-hidden size={20} className={styles.cardIcon} />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, ShieldCheck, UserRound } from 'lucide-react';
import { Card } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../app/i18n';
import type { TechnicianProfile } from '../hooks/use-technician-profile';
import styles from './ProfileCard.module.css';

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Name, e-mail and role of the signed-in technician (dashboard and settings). */
export function ProfileCard({ profile }: { profile: TechnicianProfile }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {t('profile.title')}
      </h2>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden>
          {initials(profile.fullName)}
        </span>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt className={styles.term}>
              <UserRound aria-hidden size={18} />
              {t('profile.name')}
            </dt>
            <dd className={styles.value}>{profile.fullName}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>
              <Mail aria-hidden size={18} />
              {t('profile.email')}
            </dt>
            <dd className={styles.value}>{profile.email}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>
              <ShieldCheck aria-hidden size={18} />
              {t('profile.role')}
            </dt>
            <dd className={styles.value}>{t(`roles.${profile.role}`)}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

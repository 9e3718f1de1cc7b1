import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Technician } from '@irrigo/contracts';
import { initialsOf } from '../roster';
import { TECHNICIANS_NAMESPACE } from '../i18n';
import styles from '../Technicians.module.css';

/** HCP's photo, else a dot in HCP's calendar colour with the initials (a photo that fails to load falls back too). */
export function TechnicianAvatar({ technician, name }: { technician: Technician; name: string }) {
  const { t } = useTranslation(TECHNICIANS_NAMESPACE);
  const [broken, setBroken] = useState(false);
  if (technician.avatarUrl && !broken) {
    return <img className={styles.avatar} src={technician.avatarUrl} alt={t('photoOf', { name })} width={36} height={36} onError={() => setBroken(true)} />;
  }
  return (
    <span className={styles.avatar} style={technician.colorHex ? { backgroundColor: technician.colorHex } : undefined} aria-hidden="true">
      {initialsOf(technician)}
    </span>
  );
}

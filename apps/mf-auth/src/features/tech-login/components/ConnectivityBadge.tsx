import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Connectivity } from '@irrigo/session';
import { Badge, type BadgeTone } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import styles from '../TechLogin.module.css';

const tones: Record<Connectivity, BadgeTone> = { online: 'success', offline: 'danger', checking: 'neutral' };
const icons = { online: Wifi, offline: WifiOff, checking: LoaderCircle } as const;

/** Online / offline / checking, so a technician in the yard knows before typing whether login can work. */
export function ConnectivityBadge({ connectivity }: { connectivity: Connectivity }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const Icon = icons[connectivity];
  const label = t(`common:status.${connectivity}`);
  return (
    <Badge
      tone={tones[connectivity]}
      role="status"
      aria-label={t('techLogin.connection', { status: label })}
      className={styles.connectivity}
      data-connectivity={connectivity}
    >
      <Icon aria-hidden size={16} className={connectivity === 'checking' ? styles.spinning : undefined} />
      {label}
    </Badge>
  );
}

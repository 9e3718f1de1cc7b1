import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { visuallyHidden } from '../styles/shared-classes.js';
import { Badge, type BadgeTone } from './Badge.js';
import styles from './ConnectivityBadge.module.css';

export interface ConnectivityBadgeProps {
  /** What the health check says (useConnectivity() of @irrigo/session). */
  connectivity: 'checking' | 'online' | 'offline';
  /**
   * 'full' (the technician login): every state in its tone, so the technician knows before typing whether
   * login can work. 'quiet' (a top bar the technician works under): online and checking stay subdued, only
   * offline stands out.
   */
  emphasis?: 'full' | 'quiet';
  className?: string;
}

const tones = { online: 'success', offline: 'danger', checking: 'neutral' } as const satisfies Record<ConnectivityBadgeProps['connectivity'], BadgeTone>;
const icons = { online: Wifi, offline: WifiOff, checking: LoaderCircle } as const;

/**
 * Online / offline / checking as icon and word, never colour alone. It is a polite live region: a change
 * (the signal dropping or coming back) is read out without interrupting, so it must stay mounted while
 * the state changes rather than be swapped for another element.
 */
export function ConnectivityBadge({ connectivity, emphasis = 'full', className }: ConnectivityBadgeProps) {
  const { t } = useTranslation('common');
  const Icon = icons[connectivity];
  const label = t(`status.${connectivity}`);
  const name = t('connectivity.label', { status: label });
  const quiet = emphasis === 'quiet' && connectivity !== 'offline';
  return (
    <Badge
      tone={tones[connectivity]}
      role="status"
      aria-label={name}
      className={cx(styles.badge, quiet ? styles.quiet : styles[connectivity], className)}
      data-connectivity={connectivity}
    >
      <Icon aria-hidden size={16} className={connectivity === 'checking' ? styles.spinning : undefined} />
      <span aria-hidden>{label}</span>
      {/* A live region's name is not read when it changes, its content is: the content says the whole thing. */}
      <span className={visuallyHidden}>{name}</span>
    </Badge>
  );
}

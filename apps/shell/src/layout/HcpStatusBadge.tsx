import { useTranslation } from 'react-i18next';
import { useHcpStatus } from '@irrigo/session';
import { Badge, type BadgeTone } from '@irrigo/ui';
import styles from './TopBar.module.css';

export type HcpLinkState = 'checking' | 'connected' | 'offline';

const TONES: Record<HcpLinkState, BadgeTone> = { checking: 'neutral', connected: 'success', offline: 'danger' };

/**
 * The Housecall Pro link (spec §4: checking, connected, disconnected). A failed status call counts as
 * offline: the office cannot rely on the link either way.
 */
export function HcpStatusBadge() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useHcpStatus();
  const state: HcpLinkState = isPending ? 'checking' : data?.connected && !isError ? 'connected' : 'offline';
  return (
    // <output> is a polite live region: a screen reader hears the link drop or come back.
    <output className={styles.status}>
      <Badge tone={TONES[state]} data-state={state}>
        {t(`hcp.${state}`)}
      </Badge>
    </output>
  );
}

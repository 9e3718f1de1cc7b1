import { CloudOff, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { MessageCard } from './MessageCard.js';

export interface RemoteUnavailableProps {
  /** Tries to load the section again (the shell re-imports the remote's module). */
  onRetry: () => void;
  /** True while that new attempt is in flight. */
  retrying?: boolean;
  /**
   * The device has no connection (a screen not kept for offline use): says so instead of blaming the server,
   * and that what is saved on the device is safe.
   */
  offline?: boolean;
  className?: string;
}

/** Shown in place of a section whose remote is down, slow, or out of reach offline; the rest of the app keeps working. */
export function RemoteUnavailable({ onRetry, retrying = false, offline = false, className }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  const texts = offline ? 'remoteUnavailable.offline' : 'remoteUnavailable';
  return (
    <MessageCard
      role="alert"
      aria-live="assertive"
      className={className}
      icon={offline ? WifiOff : CloudOff}
      tone="warning"
      headingLevel={2}
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
    >
      <Button variant="primary" onClick={onRetry} loading={retrying}>
        {t('remoteUnavailable.retry')}
      </Button>
    </MessageCard>
  );
}

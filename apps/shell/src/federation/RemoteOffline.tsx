import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, MessageCard } from '@irrigo/ui';

export interface RemoteOfflineProps {
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/**
 * In place of a screen that could not load because the device has no connection (an office screen, which is not
 * kept for offline use): says so instead of blaming the server, and Retry loads it once the signal is back.
 */
export function RemoteOffline({ onRetry, retrying, className }: RemoteOfflineProps) {
  const { t } = useTranslation('shell');
  return (
    <MessageCard
      role="alert"
      className={className}
      icon={WifiOff}
      tone="warning"
      headingLevel={2}
      title={t('remote.offline.title')}
      description={t('remote.offline.description')}
    >
      <Button variant="primary" onClick={onRetry} loading={retrying}>
        {t('remote.offline.retry')}
      </Button>
    </MessageCard>
  );
}

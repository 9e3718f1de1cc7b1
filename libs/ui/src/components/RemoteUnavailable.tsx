import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { MessageCard } from './MessageCard.js';

export interface RemoteUnavailableProps {
  /** Tries to load the section again (the shell re-imports the remote's module). */
  onRetry: () => void;
  /** True while that new attempt is in flight. */
  retrying?: boolean;
  className?: string;
}

/** Shown in place of a section whose remote is down or slow; the rest of the app keeps working. */
export function RemoteUnavailable({ onRetry, retrying = false, className }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  return (
    <MessageCard
      role="alert"
      aria-live="assertive"
      className={className}
      icon={CloudOff}
      tone="warning"
      headingLevel={2}
      title={t('remoteUnavailable.title')}
      description={t('remoteUnavailable.description')}
    >
      <Button variant="primary" onClick={onRetry} loading={retrying}>
        {t('remoteUnavailable.retry')}
      </Button>
    </MessageCard>
  );
}

import { CloudOff } from 'lucide-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { Button, MessageCard } from '@irrigo/ui';

/**
 * A session the server cannot check right now (503 AUTH_UNAVAILABLE) and nothing stored to show: the person
 * is not signed out, so they are told the service is unavailable, with a way to ask again.
 */
export function AuthUnavailable() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: CURRENT_USER_QUERY_KEY }) > 0;
  return (
    <MessageCard role="alert" icon={CloudOff} title={t('authUnavailable.title')} description={t('authUnavailable.description')}>
      <Button onClick={() => void queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY })} loading={retrying}>
        {t('authUnavailable.retry')}
      </Button>
    </MessageCard>
  );
}

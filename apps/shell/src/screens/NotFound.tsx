import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { Button, MessageCard } from '@irrigo/ui';

/** Any path the route table does not know, for a signed-in user (spec §2). */
export function NotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation('common');
  return (
    <MessageCard icon={Compass} title={t('notFound.title')} description={t('notFound.description')}>
      <Button asChild>
        <Link to={homePath}>{t('notFound.goHome')}</Link>
      </Button>
    </MessageCard>
  );
}

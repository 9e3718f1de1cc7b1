import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageCard } from '@irrigo/ui';

/** Spec §6: the section exists but belongs to another role. */
export function AccessRequired({ required }: { required: 'admin' | 'technician' }) {
  const { t } = useTranslation('shell');
  return <MessageCard icon={Lock} title={t(`accessRequired.${required}.title`)} description={t(`accessRequired.${required}.description`)} />;
}

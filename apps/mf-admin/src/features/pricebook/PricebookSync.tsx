import './i18n';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { AdminPage } from '../../components/AdminPage.js';
import { SyncFlow } from './components/SyncFlow';
import { SyncRuns } from './components/SyncRuns';
import { PRICEBOOK_NAMESPACE } from './i18n';

/**
 * /admin/pricebook-sync and /sync: exposed as './PricebookSync'. The Housecall Pro price book sync
 * (preview, apply, report) and the latest runs.
 */
export default function PricebookSync() {
  const { t } = useTranslation(PRICEBOOK_NAMESPACE);
  return (
    <AdminPage icon={RefreshCw} title={t('sync.title')} description={t('sync.description')}>
      <SyncFlow />
      <SyncRuns />
    </AdminPage>
  );
}

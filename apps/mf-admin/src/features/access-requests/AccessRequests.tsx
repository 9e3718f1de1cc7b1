import './i18n';
import { useTranslation } from 'react-i18next';
import { UserCheck } from 'lucide-react';
import { Alert, Button } from '@irrigo/ui';
import { useRoleRequests, useRosterTechnicians } from './api/access-requests';
import { accessRequestFailure } from './access-requests-text';
import { RequestItem } from './components/RequestItem';
import { ACCESS_REQUESTS_NAMESPACE } from './i18n';
import { AdminPage } from '../../components/AdminPage.js';
import { PageLoading, PageEmpty } from '../../components/PageStatus.js';
import styles from './AccessRequests.module.css';

/**
 * /admin/access-requests: exposed as './AccessRequests'. People who signed up and chose a role that needs
 * approval wait here; an administrator or manager approves (linking a roster technician when needed) or declines.
 */
export default function AccessRequests() {
  const { t } = useTranslation(ACCESS_REQUESTS_NAMESPACE);
  const requests = useRoleRequests();
  const list = requests.data?.requests ?? [];
  // The roster is only needed to link technician requests.
  const roster = useRosterTechnicians(list.some((request) => request.requestedRole === 'technician'));

  return (
    <AdminPage icon={UserCheck} title={t('title')} description={t('description')}>
      {requests.isPending && <PageLoading label={t('loading')} />}

      {requests.isError && (
        <Alert tone="danger" title={t('errors.loadTitle')}>
          <p>{t(accessRequestFailure(requests.error))}</p>
          <Button variant="secondary" onClick={() => void requests.refetch()} loading={requests.isFetching}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {requests.isSuccess && list.length === 0 && <PageEmpty title={t('empty.title')} description={t('empty.description')} />}

      {requests.isSuccess && list.length > 0 && (
        <section aria-labelledby="access-requests-list">
          <h2 id="access-requests-list" className={styles.subtitle}>
            {t('listTitle', { count: list.length })}
          </h2>
          <ul className={styles.list}>
            {list.map((request) => (
              <RequestItem key={request.id} request={request} roster={roster} />
            ))}
          </ul>
        </section>
      )}
    </AdminPage>
  );
}

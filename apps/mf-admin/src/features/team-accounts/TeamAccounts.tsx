import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserCog } from 'lucide-react';
import { useAvailableLocations, useCurrentUser } from '@irrigo/session';
import { Alert, Button, Input, Label } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { useTeamAccounts } from '../../api/team-accounts';
import { ACCOUNT_STATUSES, filterAccounts, isAccountStatusFilter, TEAM_LIST_ERRORS, teamAccountFailure, type AccountStatusFilter } from './team-accounts-text';
import { AccountItem } from './components/AccountItem';
import { TEAM_ACCOUNTS_NAMESPACE } from './i18n';
import { AdminPage } from '../../components/AdminPage.js';
import { PageLoading, PageEmpty } from '../../components/PageStatus.js';
import styles from './TeamAccounts.module.css';

/**
 * /admin/accounts: exposed as './TeamAccounts'. The organization's accounts for the people who manage it:
 * each one's role and location, and whether it may sign in. Nobody changes their own account here, and a
 * manager leaves administrators alone; the server enforces both, the screen says so beforehand.
 */
export default function TeamAccounts() {
  const { t } = useTranslation(TEAM_ACCOUNTS_NAMESPACE);
  const viewer = useCurrentUser();
  const accounts = useTeamAccounts();
  const locations = useAvailableLocations({ enabled: Boolean(viewer.data) });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AccountStatusFilter>('all');
  const searchId = useId();
  const statusId = useId();

  const list = useMemo(() => accounts.data?.accounts ?? [], [accounts.data]);
  const shown = useMemo(() => filterAccounts(list, { search, status }), [list, search, status]);
  const filtering = search.trim() !== '' || status !== 'all';
  const isLoading = accounts.isPending || viewer.isPending;
  // Who is looking decides what they may change; without them (signed out, or not readable) nothing is shown.
  const me = viewer.data;
  const viewerMissing = !viewer.isPending && !me;

  return (
    <AdminPage icon={UserCog} title={t('title')} description={t('description')}>
      {isLoading && !accounts.isError && <PageLoading label={t('loading')} />}

      {accounts.isError && (
        <Alert tone="danger" title={t('errors.loadTitle')}>
          <p>{t(teamAccountFailure(accounts.error, TEAM_LIST_ERRORS))}</p>
          <Button variant="secondary" onClick={() => void accounts.refetch()} loading={accounts.isFetching}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {!accounts.isError && viewerMissing && (
        <Alert tone="danger" title={t('errors.loadTitle')}>
          <p>{t(viewer.isError ? teamAccountFailure(viewer.error) : 'errors.signedOut')}</p>
          <Button variant="secondary" onClick={() => void viewer.refetch()} loading={viewer.isFetching}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {accounts.isSuccess && me && list.length === 0 && <PageEmpty title={t('empty.title')} description={t('empty.description')} />}

      {accounts.isSuccess && me && list.length > 0 && (
        <section aria-labelledby="team-accounts-list" className={styles.section}>
          <div className={styles.listHeader}>
            <h2 id="team-accounts-list" className={styles.subtitle}>
              {t('listTitle', { count: list.length })}
            </h2>
            <div role="search" aria-label={t('filters.label')} className={styles.filters}>
              <div className={styles.filter}>
                <Label htmlFor={searchId}>{t('filters.search')}</Label>
                <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
              </div>
              <div className={styles.filter}>
                <Label htmlFor={statusId}>{t('filters.status')}</Label>
                <Select
                  id={statusId}
                  value={status}
                  onValueChange={(value) => isAccountStatusFilter(value) && setStatus(value)}
                  options={ACCOUNT_STATUSES.map((option) => ({ value: option, label: t(`filters.statuses.${option}`) }))}
                />
              </div>
            </div>
          </div>

          {locations.isError && (
            <Alert tone="warning" title={t('locationsError.title')}>
              <p>{t('locationsError.description')}</p>
              <Button variant="secondary" size="sm" onClick={() => void locations.refetch()} loading={locations.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )}

          {filtering && (
            <p className={styles.count} role="status">
              {t('filters.showing', { shown: shown.length, count: list.length })}
            </p>
          )}

          {shown.length > 0 ? (
            <ul className={styles.list}>
              {shown.map((account) => (
                <AccountItem key={account.id} account={account} viewer={me} locations={locations} />
              ))}
            </ul>
          ) : (
            <PageEmpty title={t('filters.noMatch')}>
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                }}
              >
                {t('filters.clear')}
              </Button>
            </PageEmpty>
          )}
        </section>
      )}
    </AdminPage>
  );
}

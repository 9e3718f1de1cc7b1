import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HardHat } from 'lucide-react';
import { useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Badge, Button, Input, Label, toast } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { useCandidates, useCreateAccounts } from '../../api/bulk-accounts';
import { useChangeTeamAccount, useTeamAccounts } from '../../api/team-accounts';
import { useLastTechnicianSync, useSyncTechnicians, useTechnicians } from './api/technicians';
import { useTechnicianStats } from './api/technician-stats';
import {
  ACCOUNT_FILTERS,
  currentMonth,
  filterRoster,
  formatPhone,
  isAccountFilter,
  rosterRows,
  techniciansFailure,
  viewerTimeZone,
  type AccountFilter,
  type RosterRow,
} from './roster';
import { AccountCell, type AccountActions } from './components/AccountCell';
import { TechnicianAvatar } from './components/TechnicianAvatar';
import { TECHNICIANS_NAMESPACE } from './i18n';
import { AdminPage } from '../../components/AdminPage.js';
import filterStyles from '../../components/FilterBar.module.css';
import { LocationFilter, usePageLocation } from '../../components/LocationFilter.js';
import { SyncPanel } from '../../components/SyncPanel.js';
import { PageEmpty } from '../../components/PageStatus.js';
import styles from './Technicians.module.css';

const PAGE_SIZE = 25;
const column = dataTableColumns<RosterRow>();

/** "Sync now" for admins and managers, and for everyone the last roster sync's time and outcome. */
function SyncRoster({ canSync }: { canSync: boolean }) {
  const lastSync = useLastTechnicianSync();
  const sync = useSyncTechnicians();
  return <SyncPanel namespace={TECHNICIANS_NAMESPACE} canSync={canSync} lastSync={lastSync} sync={sync} failureKey={techniciansFailure} />;
}

/**
 * /technicians and /business/technicians: exposed as './Technicians'. The roster synced from Housecall Pro
 * (services/org), each technician's Irrigo account (services/auth, through the bulk-accounts and team
 * accounts answers the office already reads) and their inspections this month (services/inspections). The
 * browser puts the three together, so each service answers only for its own data.
 */
export default function Technicians() {
  const { t } = useTranslation(TECHNICIANS_NAMESPACE);
  const viewer = useCurrentUser();
  const signedIn = Boolean(viewer.data);
  const canManage = viewer.data?.role === 'admin' || viewer.data?.role === 'manager';
  const { locations, selectedLocationId } = useSelectedLocation({ enabled: signedIn });
  const location = usePageLocation(selectedLocationId);
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState<AccountFilter>('all');
  const [paging, setPaging] = useState<{ filters: string; page: number }>({ filters: '', page: 1 });
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const searchId = useId();
  const accountId = useId();

  const locationFilter = location.filter;
  const locationsSettled = !locations.isPending;

  const month = useMemo(() => currentMonth(), []);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const roster = useTechnicians(locationFilter, { enabled: signedIn && locationsSettled });
  const stats = useTechnicianStats(month, timeZone, locationFilter, { enabled: signedIn && locationsSettled });
  const candidates = useCandidates();
  const accounts = useTeamAccounts();
  const createAccounts = useCreateAccounts();
  const { enable } = useChangeTeamAccount();
  const [busyTechnicianId, setBusyTechnicianId] = useState<string | null>(null);

  const rows = useMemo(
    () =>
      rosterRows(roster.data?.technicians ?? [], {
        candidates: candidates.data?.candidates ?? [],
        accounts: accounts.data?.accounts ?? [],
        stats: stats.data?.technicians ?? [],
        locations: locations.data ?? [],
      }),
    [roster.data, candidates.data, accounts.data, stats.data, locations.data],
  );
  const shown = useMemo(() => filterRoster(rows, { search, account }), [rows, search, account]);
  const filtering = search.trim() !== '' || account !== 'all';
  // Other filters start again from the first page.
  const filters = JSON.stringify([search, account, locationFilter]);
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });

  const actions: AccountActions = {
    canManage,
    busyTechnicianId,
    sendActivation: (row) => {
      setBusyTechnicianId(row.technician.id);
      createAccounts.mutate(
        { technicianIds: [row.technician.id], delivery: 'email' },
        {
          onSuccess: ({ results }) => {
            const result = results[0];
            if (result?.status === 'emailed') toast({ variant: 'success', title: t('actions.activationSent', { name: row.name }) });
            else
              toast({
                variant: 'warning',
                title: t('actions.activationSkipped', { name: row.name, reason: t(`skipReasons.${result?.reason ?? 'no-email'}`) }),
              });
          },
          onError: (error) => toast({ variant: 'danger', title: t('errors.actionTitle'), description: t(techniciansFailure(error)) }),
          onSettled: () => setBusyTechnicianId(null),
        },
      );
    },
    enable: (row) => {
      if (!row.accountId) return;
      setBusyTechnicianId(row.technician.id);
      enable.mutate(row.accountId, {
        onSuccess: () => toast({ variant: 'success', title: t('actions.enabled', { name: row.name }) }),
        onError: (error) => toast({ variant: 'danger', title: t('errors.actionTitle'), description: t(techniciansFailure(error)) }),
        onSettled: () => setBusyTechnicianId(null),
      });
    },
  };

  const accountsFailed = candidates.isError || accounts.isError;
  const columns = useTechnicianColumns(actions, { accountsKnown: !accountsFailed, statsKnown: !stats.isError });
  const loading = !signedIn || !locationsSettled || roster.isPending;

  return (
    <AdminPage icon={HardHat} title={t('title')} description={t('description')} actions={<SyncRoster canSync={canManage} />}>
      <div role="search" aria-label={t('filters.label')} className={filterStyles.filters}>
        <div className={filterStyles.filter}>
          <Label htmlFor={searchId}>{t('filters.search')}</Label>
          <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </div>
        <LocationFilter label={t('filters.location')} allLabel={t('filters.allLocations')} locations={locations.data} location={location} />
        <div className={filterStyles.filter}>
          <Label htmlFor={accountId}>{t('filters.account')}</Label>
          <Select
            id={accountId}
            value={account}
            onValueChange={(value) => isAccountFilter(value) && setAccount(value)}
            options={ACCOUNT_FILTERS.map((option) => ({ value: option, label: t(`filters.accounts.${option}`) }))}
          />
        </div>
      </div>

      {accountsFailed && (
        <Alert tone="warning">
          {t('warnings.accounts')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void Promise.all([candidates.refetch(), accounts.refetch()])}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {stats.isError && (
        <Alert tone="warning">
          {t('warnings.stats')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {roster.isSuccess && filtering && rows.length > 0 && (
        <p className={styles.count} role="status">
          {t('filters.showing', { shown: shown.length, count: rows.length })}
        </p>
      )}

      <DataTable
        caption={t('caption')}
        columns={columns}
        data={shown}
        getRowId={(row) => row.technician.id}
        mode="client"
        loading={loading && !roster.isError}
        pagination={{ page, pageSize, total: shown.length, onPageChange: setPage, onPageSizeChange: setPageSize }}
        error={
          roster.isError && (
            <Alert tone="danger" title={t('errors.loadTitle')}>
              <p>{t(techniciansFailure(roster.error))}</p>
              <Button variant="secondary" onClick={() => void roster.refetch()} loading={roster.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )
        }
        empty={
          rows.length === 0 ? (
            <PageEmpty title={t('empty.title')} description={t(canManage ? 'empty.description' : 'empty.descriptionReadOnly')} />
          ) : (
            <PageEmpty title={t('filters.noMatch')}>
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setAccount('all');
                }}
              >
                {t('filters.clear')}
              </Button>
            </PageEmpty>
          )
        }
      />
    </AdminPage>
  );
}

/** The roster's columns; a value that could not be read is left blank rather than guessed. */
function useTechnicianColumns(
  actions: AccountActions,
  { accountsKnown, statsKnown }: { accountsKnown: boolean; statsKnown: boolean },
): DataTableColumn<RosterRow>[] {
  const { t, i18n } = useTranslation(TECHNICIANS_NAMESPACE);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const notAvailable = <span title={t('notAvailableHint')}>{t('notAvailable')}</span>;
  return [
    column.accessor('name', {
      id: 'name',
      header: t('columns.name'),
      meta: { label: t('columns.name'), cardTitle: true },
      sortFn: 'text',
      cell: ({ row }) => (
        <span className={styles.person}>
          <TechnicianAvatar technician={row.original.technician} name={row.original.name} />
          <span className={styles.personText}>
            <span className={styles.personName}>{row.original.name}</span>
            {row.original.technician.email && <span className={styles.muted}>{row.original.technician.email}</span>}
          </span>
        </span>
      ),
    }),
    column.accessor((row) => row.technician.role ?? '', {
      id: 'role',
      header: t('columns.role'),
      meta: { label: t('columns.role') },
      cell: ({ row }) => roleText(row.original.technician.role, t),
    }),
    column.accessor((row) => row.technician.mobileNumber ?? '', {
      id: 'phone',
      header: t('columns.phone'),
      meta: { label: t('columns.phone') },
      enableSorting: false,
      cell: ({ row }) => {
        const phone = row.original.technician.mobileNumber;
        return phone ? (
          <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {formatPhone(phone)}
          </a>
        ) : (
          <span className={styles.muted}>{t('noPhone')}</span>
        );
      },
    }),
    column.accessor((row) => row.locationName ?? '', {
      id: 'location',
      header: t('columns.location'),
      meta: { label: t('columns.location') },
      sortFn: 'text',
      cell: ({ row }) => row.original.locationName ?? <span className={styles.muted}>{t('noLocation')}</span>,
    }),
    column.accessor((row) => (row.technician.active ? 0 : 1), {
      id: 'hcpStatus',
      header: t('columns.hcpStatus'),
      meta: { label: t('columns.hcpStatus') },
      cell: ({ row }) => (
        <Badge tone={row.original.technician.active ? 'success' : 'neutral'}>
          {t(row.original.technician.active ? 'hcpStatus.active' : 'hcpStatus.removed')}
        </Badge>
      ),
    }),
    column.accessor('accountState', {
      id: 'account',
      header: t('columns.account'),
      meta: { label: t('columns.account') },
      cell: ({ row }) => (accountsKnown ? <AccountCell row={row.original} actions={actions} /> : <span className={styles.muted}>—</span>),
    }),
    column.accessor('inspections', {
      id: 'inspections',
      header: t('columns.inspections'),
      meta: { label: t('columns.inspections'), numeric: true },
      sortDescFirst: true,
      cell: ({ row }) => (statsKnown ? numbers.format(row.original.inspections) : <span className={styles.muted}>—</span>),
    }),
    // Plans sold and ratings come from features that do not exist yet (service plans, customer ratings):
    // services/inspections answers null for both, and the roster says N/A rather than a made-up 0.
    column.accessor((row) => row.servicePlansSold ?? -1, {
      id: 'plansSold',
      header: t('columns.plansSold'),
      meta: { label: t('columns.plansSold'), numeric: true },
      cell: ({ row }) => (row.original.servicePlansSold === null ? notAvailable : numbers.format(row.original.servicePlansSold)),
    }),
    column.accessor((row) => row.averageRating ?? -1, {
      id: 'rating',
      header: t('columns.rating'),
      meta: { label: t('columns.rating'), numeric: true },
      cell: ({ row }) => (row.original.averageRating === null ? notAvailable : row.original.averageRating.toFixed(1)),
    }),
  ];
}

type Translate = (key: string) => string;

/** HCP's role in the reader's words; a role HCP words some other way is shown as HCP sent it. */
function roleText(role: string | null, t: Translate): string {
  const normalized = (role ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!normalized) return t('roles.unknown');
  if (normalized === 'field tech') return t('roles.fieldTech');
  if (normalized === 'office staff') return t('roles.officeStaff');
  if (normalized === 'admin') return t('roles.admin');
  return role ?? '';
}

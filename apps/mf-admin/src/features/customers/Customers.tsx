import './i18n';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { CUSTOMER_PAGE_SIZE_DEFAULT, CUSTOMER_SEARCH_MAX_LENGTH, type CustomerListItem, type Location } from '@irrigo/contracts';
import { Link, useSearchParams } from '@irrigo/router';
import { useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Badge, Button, Input, Label } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { DataTable, dataTableColumns, type DataTableColumn } from '@irrigo/ui/data-table';
import { AdminPage } from '../../components/AdminPage.js';
import filterStyles from '../../components/FilterBar.module.css';
import { LocationFilter, usePageLocation } from '../../components/LocationFilter.js';
import { PageEmpty } from '../../components/PageStatus.js';
import { useCustomers, useLastCustomerSync, useSyncCustomers, useTechnicianChoices } from './api/customers';
import { addressLines, customersFailure, formatPhone, primaryPhone, telHref } from './customer-display';
import { CustomerDrawer } from './components/CustomerDrawer';
import { SyncPanel } from '../../components/SyncPanel.js';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { CUSTOMERS_NAMESPACE } from './i18n';
import styles from './Customers.module.css';

const ALL = 'all';
/** The drawer's customer lives in the URL (/customers?customer=<id>), so the office can share a link to it. */
export const CUSTOMER_PARAM = 'customer';
const column = dataTableColumns<CustomerListItem>();

/**
 * /customers: exposed as './Customers'. The customers copied from Housecall Pro (services/org), searched by
 * the server (case and accents ignored) a page at a time, filtered by technician and location, with a
 * drawer for one customer: contact, every property with its access notes, HCP jobs and Irrigo's own fields.
 */
export default function Customers() {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const viewer = useCurrentUser();
  const signedIn = Boolean(viewer.data);
  const canManage = viewer.data?.role === 'admin' || viewer.data?.role === 'manager';
  const { locations, selectedLocationId } = useSelectedLocation({ enabled: signedIn });
  const [params, setParams] = useSearchParams();
  const openId = params.get(CUSTOMER_PARAM);

  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const location = usePageLocation(selectedLocationId);
  const [technicianChoice, setTechnicianChoice] = useState<{ location: string | null; value: string } | null>(null);
  const [paging, setPaging] = useState<{ filters: string; page: number }>({ filters: '', page: 1 });
  const [pageSize, setPageSize] = useState(CUSTOMER_PAGE_SIZE_DEFAULT);
  const searchId = useId();
  const searchHintId = useId();
  const technicianId = useId();

  const locationFilter = location.filter;
  // A technician picked for another location does not carry over to this one.
  const shownTechnician = technicianChoice?.location === locationFilter ? technicianChoice.value : ALL;
  const technicianFilter = shownTechnician === ALL ? null : shownTechnician;

  const filters = JSON.stringify([query, locationFilter, technicianFilter, pageSize]);
  const page = paging.filters === filters ? paging.page : 1;
  const locationsSettled = !locations.isPending;
  const customers = useCustomers(
    { q: query || undefined, locationId: locationFilter ?? undefined, technicianId: technicianFilter ?? undefined, page, pageSize },
    { enabled: signedIn && locationsSettled },
  );
  const technicians = useTechnicianChoices(locationFilter, { enabled: signedIn && locationsSettled });
  const locationNames = useMemo(() => new Map((locations.data ?? []).map((location: Location) => [location.id, location.name])), [locations.data]);
  const columns = useCustomerColumns(locationNames);

  const closeDrawer = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CUSTOMER_PARAM);
        return next;
      },
      { replace: false },
    );

  const loading = !signedIn || !locationsSettled || customers.isPending;
  const total = customers.data?.total ?? 0;

  return (
    <AdminPage icon={Users} title={t('title')} description={t('description')} actions={<SyncCustomers canSync={canManage} />}>
      <div role="search" aria-label={t('filters.label')} className={`${filterStyles.filters} ${filterStyles.hinted}`}>
        <div className={filterStyles.searchFilter}>
          <Label htmlFor={searchId}>{t('filters.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={searchHintId}
            autoComplete="off"
          />
          <span id={searchHintId} className={filterStyles.hint}>
            {t('filters.searchHint')}
          </span>
        </div>
        <LocationFilter label={t('filters.location')} allLabel={t('filters.allLocations')} locations={locations.data} location={location} />
        <div className={filterStyles.filter}>
          <Label htmlFor={technicianId}>{t('filters.technician')}</Label>
          <Select
            id={technicianId}
            value={shownTechnician}
            onValueChange={(value) => setTechnicianChoice({ location: locationFilter, value })}
            options={[
              { value: ALL, label: t('filters.allTechnicians') },
              ...(technicians.data?.technicians ?? []).map((technician) => ({
                value: technician.id,
                label: `${technician.firstName} ${technician.lastName}`.trim(),
              })),
            ]}
          />
        </div>
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {customers.isFetching && !customers.isPending ? t('filters.searching') : ''}
      </p>

      <DataTable
        caption={t('caption')}
        columns={columns}
        data={customers.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={loading && !customers.isError}
        pagination={{ page, pageSize, total, onPageChange: (next) => setPaging({ filters, page: next }), onPageSizeChange: setPageSize }}
        error={
          customers.isError && (
            <Alert tone="danger" title={t('list.errorTitle')}>
              <p>{t('list.error')}</p>
              <p className={styles.muted}>{t(customersFailure(customers.error))}</p>
              <Button variant="secondary" onClick={() => void customers.refetch()} loading={customers.isFetching}>
                {t('retry')}
              </Button>
            </Alert>
          )
        }
        empty={<PageEmpty title={t('list.emptyTitle')} description={t('list.emptyHint')} />}
      />

      <CustomerDrawer customerId={openId} canEdit={canManage} locationName={(id) => locationNames.get(id) ?? null} onClose={closeDrawer} />
    </AdminPage>
  );
}

/** The last customer sync's time and outcome, and for admins and managers "Sync customers", which says what changed. */
function SyncCustomers({ canSync }: { canSync: boolean }) {
  const lastSync = useLastCustomerSync();
  const sync = useSyncCustomers();
  return <SyncPanel namespace={CUSTOMERS_NAMESPACE} canSync={canSync} lastSync={lastSync} sync={sync} failureKey={customersFailure} />;
}

/** The list's columns; the server orders by last name, so none of them sorts. */
function useCustomerColumns(locationNames: ReadonlyMap<string, string>): DataTableColumn<CustomerListItem>[] {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const muted = (text: string) => <span className={styles.muted}>{text}</span>;
  return [
    column.accessor('displayName', {
      id: 'name',
      header: t('columns.name'),
      meta: { label: t('columns.name'), cardTitle: true },
      enableSorting: false,
      cell: ({ row }) => {
        const customer = row.original;
        const showCompany = customer.company && customer.company !== customer.displayName;
        return (
          <span className={styles.person}>
            <Link
              className={styles.nameLink}
              to={{ search: `?${CUSTOMER_PARAM}=${encodeURIComponent(customer.id)}` }}
              aria-label={t('open', { name: customer.displayName })}
            >
              {customer.displayName}
            </Link>
            {showCompany && <span className={styles.muted}>{customer.company}</span>}
            {customer.doNotService.active && (
              <Badge tone="danger" className={styles.dnsBadge} title={customer.doNotService.reason ?? undefined}>
                {t('doNotService')}
              </Badge>
            )}
          </span>
        );
      },
    }),
    column.accessor((row) => primaryPhone(row) ?? '', {
      id: 'phone',
      header: t('columns.phone'),
      meta: { label: t('columns.phone') },
      enableSorting: false,
      cell: ({ row }) => {
        const phone = primaryPhone(row.original);
        return phone ? (
          <a className={styles.contactLink} href={telHref(phone)}>
            {formatPhone(phone)}
          </a>
        ) : (
          muted(t('noPhone'))
        );
      },
    }),
    column.accessor((row) => row.email ?? '', {
      id: 'email',
      header: t('columns.email'),
      meta: { label: t('columns.email') },
      enableSorting: false,
      cell: ({ row }) =>
        row.original.email ? (
          <a className={styles.contactLink} href={`mailto:${row.original.email}`}>
            {row.original.email}
          </a>
        ) : (
          muted(t('noEmail'))
        ),
    }),
    column.accessor((row) => (row.primarySite ? addressLines(row.primarySite).join(', ') : ''), {
      id: 'address',
      header: t('columns.address'),
      meta: { label: t('columns.address') },
      enableSorting: false,
      cell: ({ row }) => {
        const site = row.original.primarySite;
        if (!site) return muted(t('noAddress'));
        const more = row.original.siteCount - 1;
        return (
          <span className={styles.address}>
            {addressLines(site).map((line) => (
              <span key={line}>{line}</span>
            ))}
            {more > 0 && <span className={styles.muted}>{t('moreSites', { count: more })}</span>}
          </span>
        );
      },
    }),
    column.accessor((row) => row.technicianNames.join(', '), {
      id: 'technicians',
      header: t('columns.technicians'),
      meta: { label: t('columns.technicians') },
      enableSorting: false,
      cell: ({ row }) =>
        row.original.technicianNames.length ? <span className={styles.technicians}>{row.original.technicianNames.join(', ')}</span> : muted(t('noTechnician')),
    }),
    column.accessor((row) => locationNames.get(row.locationId) ?? '', {
      id: 'location',
      header: t('columns.location'),
      meta: { label: t('columns.location') },
      enableSorting: false,
      cell: ({ row }) => locationNames.get(row.original.locationId) ?? '—',
    }),
    column.accessor('preferredLanguage', {
      id: 'language',
      header: t('columns.language'),
      meta: { label: t('columns.language') },
      enableSorting: false,
      cell: ({ row }) => <span className={styles.nowrap}>{t(`languages.${row.original.preferredLanguage}`)}</span>,
    }),
  ];
}

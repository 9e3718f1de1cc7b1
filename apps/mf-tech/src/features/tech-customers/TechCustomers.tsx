import '../../app/i18n';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@irrigo/router';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { DeviceCopyStatus, NothingSaved } from '../../components/device-copy/DeviceCopyStatus';
import { ScreenStatus } from '../../components/ScreenStatus';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { MY_CUSTOMERS_DEVICE_LIMIT, useMyCustomers, type MyCustomer } from '../../device-store';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { CustomerCard } from './components/CustomerCard';
import { CustomerDetails } from './components/CustomerDetails';
import { searchable, searchCustomers } from './customer-search';
import { ListCount, ListSearch, ScreenHeader } from '../../components/list-screen/ListScreen';
import styles from './TechCustomers.module.css';

const INFO = 'info';

/**
 * /tech-customers and /tech-customers/:id, exposed as './TechCustomers': the technician's customers from the
 * device's copy (searchable with no signal), refreshed from the server whenever there is one.
 */
export default function TechCustomers() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const profileState = useSignedInTechnician();
  const { id } = useParams();
  const state = useMyCustomers();

  if (profileState.status === 'signed-out') return <ScreenStatus fullPage label={t('dashboard.redirecting')} />;

  const customers = state.copy?.customers ?? null;
  return (
    <TechFrame>
      {id !== undefined && customers !== null ? (
        <>
          <CustomerDetails customer={customers.find((customer) => customer.id === id) ?? null} />
          <DeviceCopyStatus state={state} />
        </>
      ) : (
        <>
          <ScreenHeader title={t('customers.title')} description={t('customers.description')} />
          <DeviceCopyStatus state={state} />
          {customers !== null ? (
            <CustomerList customers={customers} complete={state.copy?.complete ?? true} />
          ) : state.loading ? (
            <ScreenStatus label={t('customers.loading')} />
          ) : (
            <NothingSaved state={state} />
          )}
        </>
      )}
    </TechFrame>
  );
}

function CustomerList({ customers, complete }: { customers: readonly MyCustomer[]; complete: boolean }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const [query, setQuery] = useState('');
  // Typing stays instant on a slow phone: the list follows a keystroke behind when it has to.
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => searchable(customers), [customers]);
  const found = useMemo(() => searchCustomers(index, deferredQuery), [index, deferredQuery]);
  const searching = deferredQuery.trim() !== '';

  if (customers.length === 0) {
    return (
      <Alert tone={INFO} title={t('customers.none.title')}>
        {t('customers.none.description')}
      </Alert>
    );
  }
  return (
    <>
      <ListSearch label={t('customers.searchLabel')} placeholder={t('customers.searchPlaceholder')} value={query} onChange={setQuery} />
      <ListCount>
        {searching ? t('customers.found', { count: found.length, total: customers.length }) : t('customers.count', { count: customers.length })}
      </ListCount>
      {!complete && <p className={styles.muted}>{t('customers.incomplete', { count: MY_CUSTOMERS_DEVICE_LIMIT })}</p>}
      {found.length === 0 ? (
        <Alert tone={INFO} title={t('customers.noMatch.title', { query: deferredQuery.trim() })}>
          {t('customers.noMatch.description')}
        </Alert>
      ) : (
        <ul className={styles.list} aria-label={t('customers.title')}>
          {found.map((customer) => (
            <CustomerCard key={customer.id} customer={customer} />
          ))}
        </ul>
      )}
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Link } from '@irrigo/router';
import type { MyCustomer } from '../../../device-store';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { TECH_CUSTOMERS_PATH } from '../../../components/tech-frame/navigation';
import { ContactLinks } from './ContactLinks';
import { DoNotServiceFlag } from './DoNotServiceFlag';
import { SiteAccess } from './SiteAccess';
import styles from '../TechCustomers.module.css';

/** A customer in the list: name, Do Not Service, every property with its access notes, and a way to call. */
export function CustomerCard({ customer }: { customer: MyCustomer }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const nameId = useId();
  return (
    <li className={customer.doNotService.active ? `${styles.card} ${styles.cardDns}` : styles.card} aria-labelledby={nameId}>
      <Link className={styles.cardHead} to={`${TECH_CUSTOMERS_PATH}/${encodeURIComponent(customer.id)}`}>
        <span id={nameId} className={styles.name}>
          {customer.displayName}
        </span>
        {customer.company && customer.company !== customer.displayName && <span className={styles.muted}>{customer.company}</span>}
        <ChevronRight aria-hidden size={22} className={styles.chevron} />
      </Link>
      <DoNotServiceFlag doNotService={customer.doNotService} />
      {customer.sites.map((site) => (
        <SiteAccess key={site.id} site={site} />
      ))}
      {customer.sites.length === 0 && <p className={styles.muted}>{t('customers.noAddress')}</p>}
      <ContactLinks customer={customer} compact />
    </li>
  );
}

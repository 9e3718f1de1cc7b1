import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@irrigo/router';
import { Alert, Card } from '@irrigo/ui';
import type { MyCustomer } from '../../../device-store';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { TECH_CUSTOMERS_PATH } from '../../../components/tech-frame/navigation';
import { ContactLinks } from './ContactLinks';
import { DoNotServiceFlag } from './DoNotServiceFlag';
import { SiteAccess } from './SiteAccess';
import { ScreenHeader } from '../../../components/list-screen/ListScreen';
import styles from '../TechCustomers.module.css';

const INFO = 'info';

export function BackToCustomers() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <Link to={TECH_CUSTOMERS_PATH} className={styles.back}>
      <ArrowLeft aria-hidden size={20} />
      {t('customers.back')}
    </Link>
  );
}

/** /tech-customers/:id: one customer from the device's copy, so it opens in a yard with no signal. */
export function CustomerDetails({ customer }: { customer: MyCustomer | null }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  if (!customer) {
    return (
      <>
        <BackToCustomers />
        <Alert tone={INFO} title={t('customers.notFound.title')}>
          {t('customers.notFound.description')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <BackToCustomers />
      <ScreenHeader title={customer.displayName} description={customer.company && customer.company !== customer.displayName ? customer.company : undefined} />
      <DoNotServiceFlag doNotService={customer.doNotService} detailed />
      <Card className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('customers.properties')}</h2>
        {customer.sites.length === 0 && <p className={styles.muted}>{t('customers.noAddress')}</p>}
        {customer.sites.map((site) => (
          <SiteAccess key={site.id} site={site} />
        ))}
      </Card>
      <Card className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('customers.contact')}</h2>
        <ContactLinks customer={customer} />
        <dl className={styles.facts}>
          <dt>{t('customers.language')}</dt>
          <dd>{t(`customers.languages.${customer.preferredLanguage}`)}</dd>
          {customer.technicianNames.length > 0 && (
            <>
              <dt>{t('customers.technicians')}</dt>
              <dd>{customer.technicianNames.join(', ')}</dd>
            </>
          )}
        </dl>
      </Card>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Mail, Phone } from 'lucide-react';
import type { CustomerDetail } from '@irrigo/contracts';
import { Alert, Badge, Button, Spinner } from '@irrigo/ui';
import { Drawer, DrawerContent } from '@irrigo/ui/drawer';
import { useCustomer } from '../api/customers';
import { customersFailure, formatPhone, telHref } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import { CustomerJobs } from './CustomerJobs';
import { CustomerSettingsForm } from './CustomerSettingsForm';
import { SiteCard } from './SiteCard';
import styles from './CustomerDrawer.module.css';

interface CustomerDrawerProps {
  /** The customer in the URL; null keeps the drawer closed. */
  customerId: string | null;
  canEdit: boolean;
  locationName: (locationId: string) => string | null;
  onClose: () => void;
}

/** One customer beside the list (full screen on a phone): contact, Irrigo's settings, every property and the HCP jobs. */
export function CustomerDrawer({ customerId, canEdit, locationName, onClose }: CustomerDrawerProps) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const customer = useCustomer(customerId);
  const title = customer.data?.displayName ?? t('detail.title');

  return (
    <Drawer open={customerId !== null} onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={title} closeLabel={t('detail.close')} description={t('detail.description')} side="right" width="wide">
        {customer.isPending && (
          <div className={styles.status}>
            <Spinner size="lg" label={t('detail.loading')} />
          </div>
        )}
        {customer.isError && (
          <Alert tone="danger" title={t('detail.errorTitle')}>
            <p>{t(customersFailure(customer.error))}</p>
            <Button variant="secondary" onClick={() => void customer.refetch()} loading={customer.isFetching}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {customer.data && <CustomerDetailView customer={customer.data} canEdit={canEdit} locationName={locationName(customer.data.locationId)} />}
      </DrawerContent>
    </Drawer>
  );
}

function CustomerDetailView({ customer, canEdit, locationName }: { customer: CustomerDetail; canEdit: boolean; locationName: string | null }) {
  const { t, i18n } = useTranslation(CUSTOMERS_NAMESPACE);
  const synced = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(customer.syncedAt));
  const phones = (
    [
      ['mobile', customer.mobileNumber],
      ['home', customer.homeNumber],
      ['work', customer.workNumber],
    ] as const
  ).filter((entry): entry is readonly ['mobile' | 'home' | 'work', string] => Boolean(entry[1]));
  const showCompany = customer.company && customer.company !== customer.displayName;

  return (
    <div className={styles.body}>
      <p className={styles.meta}>{[showCompany ? customer.company : null, locationName, t('detail.synced', { when: synced })].filter(Boolean).join(' · ')}</p>

      {customer.doNotService.active && (
        <Alert tone="danger" title={t('doNotService')}>
          {customer.doNotService.reason ? t('detail.doNotServiceReason', { reason: customer.doNotService.reason }) : null}
        </Alert>
      )}

      <section className={styles.section} aria-labelledby={`${customer.id}-contact`}>
        <h3 id={`${customer.id}-contact`} className={styles.heading}>
          {t('detail.contact')}
        </h3>
        {phones.length === 0 && !customer.email ? (
          <p className={styles.muted}>{t('detail.noContact')}</p>
        ) : (
          <ul className={styles.contacts}>
            {phones.map(([kind, number]) => (
              <li key={kind}>
                <Phone aria-hidden size={16} />
                <span className={styles.muted}>{t(`detail.${kind}`)}</span>
                <a href={telHref(number)}>{formatPhone(number)}</a>
              </li>
            ))}
            {customer.email && (
              <li>
                <Mail aria-hidden size={16} />
                <span className={styles.muted}>{t('detail.email')}</span>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </li>
            )}
          </ul>
        )}
      </section>

      <CustomerSettingsForm customer={customer} canEdit={canEdit} />

      <section className={styles.section} aria-labelledby={`${customer.id}-sites`}>
        <h3 id={`${customer.id}-sites`} className={styles.heading}>
          {t('detail.sites', { count: customer.sites.length })}
        </h3>
        {customer.sites.length === 0 ? (
          <p className={styles.muted}>{t('detail.noSites')}</p>
        ) : (
          <ul className={styles.sites}>
            {customer.sites.map((site) => (
              <SiteCard key={site.id} site={site} />
            ))}
          </ul>
        )}
      </section>

      <CustomerJobs customer={customer} />

      {(customer.tags.length > 0 || customer.hcpNotes) && (
        <section className={styles.section} aria-labelledby={`${customer.id}-notes`}>
          <h3 id={`${customer.id}-notes`} className={styles.heading}>
            {t('detail.hcpNotes')}
          </h3>
          {customer.tags.length > 0 && (
            <p className={styles.tags} aria-label={t('detail.tags')}>
              {customer.tags.map((tag) => (
                <Badge key={tag} tone="info">
                  {tag}
                </Badge>
              ))}
            </p>
          )}
          {customer.hcpNotes && <p className={styles.notes}>{customer.hcpNotes}</p>}
        </section>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Mail, Phone } from 'lucide-react';
import type { CustomerListItem } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { formatPhone } from '../../../customers/customer-details';
import { telUrl } from '../customer-search';
import styles from '../TechCustomers.module.css';

type PhoneKind = 'mobile' | 'home' | 'work';

function phonesOf(customer: CustomerListItem): { kind: PhoneKind; number: string }[] {
  const all: { kind: PhoneKind; number: string | null }[] = [
    { kind: 'mobile', number: customer.mobileNumber },
    { kind: 'home', number: customer.homeNumber },
    { kind: 'work', number: customer.workNumber },
  ];
  return all.filter((phone): phone is { kind: PhoneKind; number: string } => Boolean(phone.number?.trim()));
}

/** Tap to call or write: each phone and the e-mail as a large button. `compact` shows the first phone only (list rows). */
export function ContactLinks({ customer, compact = false }: { customer: CustomerListItem; compact?: boolean }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const phones = phonesOf(customer);
  const shown = compact ? phones.slice(0, 1) : phones;
  if (shown.length === 0 && !customer.email) return null;
  return (
    <div className={styles.contact}>
      {shown.map(({ kind, number }) => (
        <a key={kind} className={styles.contactLink} href={telUrl(number)} aria-label={t('customers.call', { number: formatPhone(number) })}>
          <Phone aria-hidden size={18} />
          <span>{compact ? formatPhone(number) : `${t(`customers.phones.${kind}`)}: ${formatPhone(number)}`}</span>
        </a>
      ))}
      {customer.email && (!compact || shown.length === 0) && (
        <a className={styles.contactLink} href={`mailto:${customer.email}`} aria-label={t('customers.email', { address: customer.email })}>
          <Mail aria-hidden size={18} />
          <span className={styles.ellipsis}>{customer.email}</span>
        </a>
      )}
    </div>
  );
}

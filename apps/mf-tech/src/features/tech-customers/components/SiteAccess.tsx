import { useTranslation } from 'react-i18next';
import { Dog, KeyRound, MapPin, StickyNote } from 'lucide-react';
import type { Site } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { addressOf } from '../../../customers/customer-details';
import { mapsUrl } from '../customer-search';
import styles from '../TechCustomers.module.css';

/** One property: its address (tapping it opens the maps app) and, most visible, how to get in. */
export function SiteAccess({ site }: { site: Site }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const address = addressOf(site);
  const { gateCode, dog, notes } = site.accessNotes;
  return (
    <div className={styles.site}>
      {address ? (
        <a className={styles.address} href={mapsUrl(address)} target="_blank" rel="noreferrer" aria-label={t('customers.openInMaps', { address })}>
          <MapPin aria-hidden size={20} />
          <span>{address}</span>
        </a>
      ) : (
        <p className={styles.muted}>{t('customers.noAddress')}</p>
      )}
      {(gateCode || dog || notes) && (
        <ul className={styles.access} aria-label={t('customers.accessNotes')}>
          {gateCode && (
            <li className={styles.gate}>
              <KeyRound aria-hidden size={18} />
              <span>
                {t('customers.gateCode')}: <strong className={styles.code}>{gateCode}</strong>
              </span>
            </li>
          )}
          {dog && (
            <li className={styles.dog}>
              <Dog aria-hidden size={18} />
              <strong>{t('customers.dog')}</strong>
            </li>
          )}
          {notes && (
            <li className={styles.note}>
              <StickyNote aria-hidden size={18} />
              <span>{notes}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Dog, KeyRound, MapPin, StickyNote } from 'lucide-react';
import type { Site } from '@irrigo/contracts';
import { addressLines, mapsHref } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import styles from './CustomerDrawer.module.css';

/** One property: its address (opening the device's maps app) and how to get in (gate code, dog, notes). */
export function SiteCard({ site }: { site: Site }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const lines = addressLines(site);
  const maps = mapsHref(site);
  const { gateCode, dog, notes } = site.accessNotes;

  return (
    <li className={styles.site}>
      {maps ? (
        <a
          className={styles.siteAddress}
          href={maps}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('detail.openInMaps', { address: lines.join(', ') })}
        >
          <MapPin aria-hidden size={18} />
          <span>
            {lines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </span>
        </a>
      ) : (
        <p className={styles.muted}>{t('noAddress')}</p>
      )}
      <dl className={styles.access} aria-label={t('detail.access')}>
        {gateCode && (
          <div>
            <dt>
              <KeyRound aria-hidden size={16} /> {t('detail.gateCode')}
            </dt>
            <dd className={styles.gateCode}>{gateCode}</dd>
          </div>
        )}
        <div className={dog ? styles.dogWarning : undefined}>
          <dt>
            <Dog aria-hidden size={16} /> {t('detail.dogLabel')}
          </dt>
          <dd>{dog ? t('detail.dog') : <span className={styles.muted}>{t('detail.noDog')}</span>}</dd>
        </div>
        <div>
          <dt>
            <StickyNote aria-hidden size={16} /> {t('detail.accessNotes')}
          </dt>
          <dd>{notes ?? <span className={styles.muted}>{t('detail.noAccessNotes')}</span>}</dd>
        </div>
      </dl>
    </li>
  );
}

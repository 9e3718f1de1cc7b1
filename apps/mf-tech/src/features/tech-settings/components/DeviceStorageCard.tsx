import { useTranslation } from 'react-i18next';
import { HardDrive, ShieldCheck, ShieldAlert } from 'lucide-react';
import { useLanguage } from '@irrigo/i18n';
import { Alert, Button } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { formatBytes, useDeviceStorage } from '../../../hooks/use-device-storage';
import { SettingsCard } from './SettingsCard';
import styles from './DeviceStorageCard.module.css';

const INFO = 'info';
const SECONDARY = 'secondary';

/**
 * How much Irrigo keeps on this device, of what the browser allows, and whether the browser promised to
 * keep it when space runs low (navigator.storage). Not kept means drafts and photos could be evicted, so
 * the technician can ask again, and learns what to do when the browser says no.
 */
export function DeviceStorageCard() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const { language } = useLanguage();
  const { loaded, estimate, persisted, canAsk, asking, refused, askAgain } = useDeviceStorage();

  return (
    <SettingsCard icon={HardDrive} title={t('settings.storage.title')} description={t('settings.storage.description')}>
      {!loaded ? (
        <p className={styles.muted}>{t('settings.storage.loading')}</p>
      ) : (
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt className={styles.term}>{t('settings.storage.used')}</dt>
            <dd className={styles.value}>
              {estimate
                ? t('settings.storage.usage', { used: formatBytes(estimate.usage, language), quota: formatBytes(estimate.quota, language) })
                : t('settings.storage.usageUnknown')}
              {estimate && estimate.quota > 0 && (
                <span className={styles.meter} aria-hidden>
                  <span className={styles.meterFill} style={{ inlineSize: `${Math.min(100, (estimate.usage / estimate.quota) * 100)}%` }} />
                </span>
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{t('settings.storage.persistent')}</dt>
            <dd className={styles.value} aria-live="polite">
              {persisted === null ? (
                t('settings.storage.persistentUnknown')
              ) : (
                <span className={persisted ? styles.kept : styles.notKept}>
                  {persisted ? <ShieldCheck aria-hidden size={20} /> : <ShieldAlert aria-hidden size={20} />}
                  {persisted ? t('settings.storage.persistentYes') : t('settings.storage.persistentNo')}
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
      {refused && <Alert tone={INFO}>{t('settings.storage.refused')}</Alert>}
      {loaded && persisted !== true && canAsk && (
        <Button variant={SECONDARY} loading={asking} onClick={() => void askAgain()} className={styles.ask}>
          {asking ? t('settings.storage.asking') : t('settings.storage.ask')}
        </Button>
      )}
    </SettingsCard>
  );
}

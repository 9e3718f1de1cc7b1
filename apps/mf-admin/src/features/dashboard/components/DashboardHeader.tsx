import { useTranslation } from 'react-i18next';
import { Building2, MapPin } from 'lucide-react';
import { DASHBOARD_PERIODS } from '@irrigo/contracts';
import { useCurrentOrganization, useCurrentUser, useSelectedLocation } from '@irrigo/session';
import { Alert, Button, Spinner, visuallyHidden } from '@irrigo/ui';
import { TabsList, TabsTrigger } from '@irrigo/ui/tabs';
import { adminErrorMessage } from '../../../app/error-messages';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import styles from './DashboardHeader.module.css';

// Design-system tokens live outside JSX attributes, where the i18n lint would read them as visible text.
const ALERT_TONE = 'warning';
const RETRY_VARIANT = 'secondary';
const COMPACT = 'sm';

/**
 * Title with the organization and the selected location, and the Week / Month / Quarter tabs. Renders
 * inside the dashboard's Tabs, whose panels (one per period) follow the header.
 */
export function DashboardHeader() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const currentUser = useCurrentUser();
  const signedIn = Boolean(currentUser.data);
  const organization = useCurrentOrganization({ enabled: signedIn });
  const { locations, selectedLocation: location } = useSelectedLocation({ enabled: signedIn });

  const waitingForUser = currentUser.isLoading;
  const failures = [
    organization.isError && { key: 'organization', text: t('dashboard.header.organizationError'), error: organization.error },
    locations.isError && { key: 'locations', text: t('dashboard.header.locationsError'), error: locations.error },
  ].filter((failure) => failure !== false);

  const retryFailed = () => {
    if (organization.isError) void organization.refetch();
    if (locations.isError) void locations.refetch();
  };

  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{t('dashboard.title')}</h1>
          <p className={styles.context}>
            {(waitingForUser || organization.isLoading) && <Loading label={t('dashboard.header.loadingOrganization')} />}
            {organization.data && (
              <span className={styles.contextItem}>
                <Building2 aria-hidden size={18} className={styles.contextIcon} />
                <span className={visuallyHidden}>{t('dashboard.header.organization')}</span>
                <span className={styles.contextValue}>{organization.data.name}</span>
              </span>
            )}
            {(waitingForUser || locations.isLoading) && <Loading label={t('dashboard.header.loadingLocation')} />}
            {location !== undefined && (
              <span className={styles.contextItem}>
                <MapPin aria-hidden size={18} className={styles.contextIcon} />
                <span className={visuallyHidden}>{t('dashboard.header.location')}</span>
                <span className={styles.contextValue}>{location ? location.name : t('dashboard.header.noLocation')}</span>
              </span>
            )}
          </p>
        </div>

        <TabsList aria-label={t('dashboard.period.label')} className={styles.periodList}>
          {DASHBOARD_PERIODS.map((option) => (
            <TabsTrigger key={option} value={option}>
              {t(`dashboard.period.${option}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>

      {failures.length > 0 && (
        <Alert tone={ALERT_TONE} title={t('dashboard.header.errorTitle')}>
          <ul className={styles.failures}>
            {failures.map((failure) => (
              <li key={failure.key}>
                {failure.text} <span className={styles.errorDetail}>{t(adminErrorMessage(failure.error).key)}</span>
              </li>
            ))}
          </ul>
          <Button variant={RETRY_VARIANT} size={COMPACT} onClick={retryFailed} className={styles.retry}>
            {t('dashboard.header.retry')}
          </Button>
        </Alert>
      )}
    </header>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <span className={styles.contextItem}>
      <Spinner size={COMPACT} label={label} />
      <span className={styles.loadingText} aria-hidden>
        {label}
      </span>
    </span>
  );
}

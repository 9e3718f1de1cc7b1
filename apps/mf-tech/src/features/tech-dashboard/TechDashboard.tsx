import '../../app/i18n';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TECHNICIAN_DATA_REFETCH_MS } from '@irrigo/contracts';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { useNow } from '../../components/device-copy/relative-time';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { ProfileCard } from '../../components/ProfileCard';
import { ScreenStatus } from '../../components/ScreenStatus';
import { requestPersistentStorageOnce } from '../../hooks/use-device-storage';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { Greeting } from './components/Greeting';
import { InstallHint } from './components/InstallHint';
import { PasswordNotice } from './components/PasswordNotice';
import { PasswordPrompt } from './components/PasswordPrompt';
import { QuickLinks } from './components/QuickLinks';
import { RecentInspections } from './components/RecentInspections';
import { SellPlansBanner } from './components/SellPlansBanner';
import { StatCards } from './components/StatCards';
import { useDashboardInspections } from './hooks/use-dashboard-inspections';

const INFO = 'info';

/** /tech-dashboard: exposed as './TechDashboard'. Renders inside the shell's router and query client. */
export default function TechDashboard() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const profileState = useSignedInTechnician();
  const nowMs = useNow(TECHNICIAN_DATA_REFETCH_MS);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const technicianSignedIn = profileState.status === 'ready' && profileState.profile.role === 'technician';
  const inspections = useDashboardInspections();

  // Drafts and photos will live on this device: once a technician is in, ask the browser to keep them.
  useEffect(() => {
    if (technicianSignedIn) void requestPersistentStorageOnce();
  }, [technicianSignedIn]);

  if (profileState.status === 'signed-out') return <ScreenStatus fullPage label={t('dashboard.redirecting')} />;

  return (
    <TechFrame>
      {profileState.status === 'loading' ? (
        <ScreenStatus label={t('dashboard.loading')} />
      ) : (
        <>
          <Greeting firstName={profileState.profile.firstName} now={now} />
          {profileState.source === 'device' && (
            <Alert tone={INFO} title={t('dashboard.savedProfile.title')}>
              {t('dashboard.savedProfile.description')}
            </Alert>
          )}
          {profileState.profile.mustChangePassword && <PasswordNotice />}
          <InstallHint />
          <StatCards stats={inspections.stats} />
          <RecentInspections inspections={inspections.recent} fromDeviceOnly={inspections.recentFromDeviceOnly} />
          <SellPlansBanner />
          <QuickLinks />
          <ProfileCard profile={profileState.profile} />
          {/* Only technician accounts change their password here; an admin looking at the field screens is not asked. */}
          {profileState.profile.role === 'technician' && (
            <PasswordPrompt email={profileState.profile.email} mustChangePassword={profileState.profile.mustChangePassword} />
          )}
        </>
      )}
    </TechFrame>
  );
}

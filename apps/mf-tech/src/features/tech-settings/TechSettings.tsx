import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { Bell, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { ChangePasswordForm } from '../../components/change-password/ChangePasswordForm';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { useLogOut } from '../../hooks/use-log-out';
import { ProfileCard } from '../../components/ProfileCard';
import { ScreenStatus } from '../../components/ScreenStatus';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { DeviceStorageCard } from './components/DeviceStorageCard';
import { PreferenceSettings } from './components/PreferenceSettings';
import { SettingsCard } from './components/SettingsCard';
import { SwitchGroup } from './components/SwitchGroup';
import { NOTIFICATION_SETTINGS, PRIVACY_SETTINGS } from './technician-settings';
import { useTechnicianSettings, type SettingsGroup } from './hooks/use-technician-settings';
import styles from './TechSettings.module.css';

const DANGER = 'danger';
const LARGE = 'lg';

/**
 * /tech-settings: exposed as './TechSettings'. Profile, change password, and the notification, preference
 * and privacy settings that stay on this device (spec §3), what the device stores, then Sign Out. All of it
 * works with no signal except the password change, which says so.
 */
export default function TechSettings() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const profileState = useSignedInTechnician();

  if (profileState.status === 'signed-out') return <ScreenStatus fullPage label={t('dashboard.redirecting')} />;

  return (
    <TechFrame>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.description}>{t('settings.description')}</p>
      </header>
      {profileState.status === 'loading' ? (
        <ScreenStatus label={t('settings.loading')} />
      ) : (
        <>
          <ProfileCard profile={profileState.profile} />
          {/* The change-password call is the signed-in technician's own; office accounts have no password here. */}
          {profileState.profile.role === 'technician' && (
            <SettingsCard icon={KeyRound} title={t('settings.password.title')} description={t('settings.password.description')}>
              {/* Always asks for the current password here (ASVS 2.1.6), however recently the technician signed in. */}
              <ChangePasswordForm email={profileState.profile.email} currentPasswordField="always" />
            </SettingsCard>
          )}
          <DeviceSettings />
          <DeviceStorageCard />
          <SignOut />
        </>
      )}
    </TechFrame>
  );
}

function DeviceSettings() {
  const { settings, lastSave, setNotification, setPrivacy, setPreference, setLanguage } = useTechnicianSettings();
  const savedFor = (group: SettingsGroup) => (lastSave?.group === group ? lastSave : null);
  return (
    <>
      <SwitchGroup
        group="notifications"
        icon={Bell}
        names={NOTIFICATION_SETTINGS}
        values={settings.notifications}
        saved={savedFor('notifications')}
        onChange={setNotification}
      />
      <PreferenceSettings
        preferences={settings.preferences}
        saved={savedFor('preferences')}
        onLanguageChange={setLanguage}
        onThemeChange={(theme) => setPreference('theme', theme)}
        onAutoSaveChange={(minutes) => setPreference('autoSaveFrequency', minutes)}
        onTemplateChange={(template) => setPreference('defaultInspectionTemplate', template)}
      />
      <SwitchGroup group="privacy" icon={ShieldCheck} names={PRIVACY_SETTINGS} values={settings.privacy} saved={savedFor('privacy')} onChange={setPrivacy} />
    </>
  );
}

function SignOut() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const logOut = useLogOut();
  return (
    <>
      <Button variant={DANGER} size={LARGE} fullWidth loading={logOut.isPending} onClick={logOut.request}>
        <LogOut aria-hidden size={20} />
        {logOut.isPending ? t('settings.signingOut') : t('settings.signOut')}
      </Button>
      {logOut.confirmation}
    </>
  );
}

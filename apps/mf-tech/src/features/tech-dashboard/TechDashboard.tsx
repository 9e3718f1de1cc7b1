import '../../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@irrigo/session';
import { Alert, Spinner } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../i18n';
import { TECH_LOGIN_PATH } from '../tech-frame/navigation';
import { TechFrame } from '../tech-frame/TechFrame';
import { Greeting } from './components/Greeting';
import { PasswordNotice } from './components/PasswordNotice';
import { ProfileCard } from './components/ProfileCard';
import { useTechnicianProfile } from './hooks/use-technician-profile';
import styles from './TechDashboard.module.css';

const INFO = 'info';
const LARGE = 'lg';

/** /tech-dashboard: exposed as './TechDashboard'. Renders inside the shell's router and query client. */
export default function TechDashboard() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const navigate = useNavigate();
  const clearTechnician = useSessionStore((state) => state.clearTechnician);
  const profileState = useTechnicianProfile();
  const [now] = useState(() => new Date());

  const signedOut = profileState.status === 'signed-out';
  const sessionEnded = signedOut && profileState.sessionEnded;
  useEffect(() => {
    if (!signedOut) return;
    // Leaving a stale technician behind would let the login page send the visitor straight back here.
    if (sessionEnded) clearTechnician();
    void navigate(TECH_LOGIN_PATH, { replace: true });
  }, [signedOut, sessionEnded, clearTechnician, navigate]);

  if (profileState.status === 'signed-out') {
    return (
      <div className={styles.redirecting}>
        <Spinner size={LARGE} label={t('dashboard.redirecting')} />
      </div>
    );
  }

  return (
    <TechFrame>
      {profileState.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size={LARGE} label={t('dashboard.loading')} />
        </div>
      ) : (
        <>
          <Greeting firstName={profileState.profile.firstName} now={now} />
          {profileState.source === 'device' && (
            <Alert tone={INFO} title={t('dashboard.savedProfile.title')}>
              {t('dashboard.savedProfile.description')}
            </Alert>
          )}
          {profileState.profile.mustChangePassword && <PasswordNotice />}
          <ProfileCard profile={profileState.profile} />
        </>
      )}
    </TechFrame>
  );
}

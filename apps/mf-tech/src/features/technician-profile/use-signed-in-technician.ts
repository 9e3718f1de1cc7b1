import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@irrigo/session';
import { TECH_LOGIN_PATH } from '../tech-frame/navigation';
import { useTechnicianProfile, type TechnicianProfileState } from './use-technician-profile';

/**
 * The technician a field screen is for (spec §4): from the server, else the one saved on this device; with
 * neither, the technician login opens. When the server says the session ended, the saved technician goes too.
 */
export function useSignedInTechnician(): TechnicianProfileState {
  const navigate = useNavigate();
  const clearTechnician = useSessionStore((state) => state.clearTechnician);
  const profileState = useTechnicianProfile();

  const signedOut = profileState.status === 'signed-out';
  const sessionEnded = signedOut && profileState.sessionEnded;
  useEffect(() => {
    if (!signedOut) return;
    // Leaving a stale technician behind would let the login page send the visitor straight back here.
    if (sessionEnded) clearTechnician();
    void navigate(TECH_LOGIN_PATH, { replace: true });
  }, [signedOut, sessionEnded, clearTechnician, navigate]);

  return profileState;
}

import { useEffect } from 'react';
import { useNavigate } from '@irrigo/router';
import { TECH_LOGIN_PATH } from '../components/tech-frame/navigation';
import { useTechnicianProfile, type TechnicianProfileState } from './use-technician-profile';

/**
 * The technician a field screen is for (spec §4): from the server, else the one saved on this device; with
 * neither, the technician login opens. When the server says the session ended, the session write-through
 * (@irrigo/session) has already forgotten the saved technician, so the login page does not send them back.
 */
export function useSignedInTechnician(): TechnicianProfileState {
  const navigate = useNavigate();
  const profileState = useTechnicianProfile();

  const signedOut = profileState.status === 'signed-out';
  useEffect(() => {
    if (signedOut) void navigate(TECH_LOGIN_PATH, { replace: true });
  }, [signedOut, navigate]);

  return profileState;
}

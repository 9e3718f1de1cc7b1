import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@irrigo/router';
import { logOut } from '@irrigo/session';
import { TECH_LOGIN_PATH } from '../components/tech-frame/navigation';

/**
 * Spec §4 logout: POST /api/auth/logout (a failure is ignored), the stored technician and the
 * password-prompt flag are cleared, then the technician login opens.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Signing out works with no signal (the local session is cleared whatever the server says): a paused
    // mutation would leave the button spinning until the connection came back.
    networkMode: 'always',
    mutationFn: () => logOut(queryClient),
    onSettled: () => navigate(TECH_LOGIN_PATH, { replace: true }),
  });
}

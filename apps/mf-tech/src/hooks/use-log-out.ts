import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@irrigo/router';
import { logOut } from '@irrigo/session';
import { TECH_LOGIN_PATH } from '../components/tech-frame/navigation';
import { useDeviceOwner } from '../device-store/device-owner';

/** The customers and pricebook kept for this person leave a shared device with them; a store that cannot be opened holds nothing to remove. */
async function forgetDeviceCopy(ownerId: string | null): Promise<void> {
  if (!ownerId) return;
  try {
    // Loaded on sign-out: Settings and the side menu need not carry IndexedDB's library for this one call.
    const [{ withDeviceDatabase }, { forgetReferenceDataOf }] = await Promise.all([
      import('../device-store/device-database'),
      import('../device-store/reference-data/reference-syncs'),
    ]);
    await withDeviceDatabase((db) => forgetReferenceDataOf(db, ownerId));
  } catch {
    // The next person's first refresh removes any other person's reference data (keepOnlyReferenceDataOf).
  }
}

/**
 * Spec §4 logout: POST /api/auth/logout (a failure is ignored), the stored technician and the
 * password-prompt flag are cleared, the person's reference data leaves the device, then the technician login opens.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ownerId = useDeviceOwner();
  return useMutation({
    // Signing out works with no signal (the local session is cleared whatever the server says): a paused
    // mutation would leave the button spinning until the connection came back.
    networkMode: 'always',
    mutationFn: async () => {
      await forgetDeviceCopy(ownerId);
      await logOut(queryClient);
    },
    onSettled: () => navigate(TECH_LOGIN_PATH, { replace: true }),
  });
}

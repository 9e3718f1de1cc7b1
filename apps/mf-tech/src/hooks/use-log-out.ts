import { createElement, useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@irrigo/router';
import { logOut } from '@irrigo/session';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';
import { TECH_NAMESPACE } from '../app/i18n';
import { TECH_LOGIN_PATH } from '../components/tech-frame/navigation';
import { useDeviceOwner } from '../device-store/device-owner';
import { forgetLastServerList } from '../features/tech-inspections/last-server-list';

/** Loaded on sign-out: Settings and the side menu need not carry IndexedDB's library for these calls. */
const deviceStore = () =>
  Promise.all([
    import('../device-store/device-database'),
    import('../device-store/reference-data/reference-syncs'),
    import('../device-store/inspections/local-inspections'),
  ]).then(([{ withDeviceDatabase }, { forgetReferenceDataOf }, { countUnsentItems }]) => ({ withDeviceDatabase, forgetReferenceDataOf, countUnsentItems }));

/**
 * The customers and pricebook kept for this person leave a shared device with them; a store that cannot be
 * opened holds nothing to remove. Their inspections, photos and outbox stay: they are sent the next time
 * this person signs in, and no one else's sign-in can read them (every row is keyed by its owner).
 */
async function forgetDeviceCopy(ownerId: string | null): Promise<void> {
  if (!ownerId) return;
  try {
    const { withDeviceDatabase, forgetReferenceDataOf } = await deviceStore();
    await withDeviceDatabase((db) => forgetReferenceDataOf(db, ownerId));
  } catch {
    // The next person's first refresh removes any other person's reference data (keepOnlyReferenceDataOf).
  }
}

/** How many of this person's things the server has yet to receive; 0 when the device store cannot say. */
async function unsentCount(ownerId: string | null): Promise<number> {
  if (!ownerId) return 0;
  try {
    const { withDeviceDatabase, countUnsentItems } = await deviceStore();
    return await withDeviceDatabase((db) => countUnsentItems(db, ownerId));
  } catch {
    return 0;
  }
}

export interface LogOut {
  /** Signs out, first asking when something has not reached the office yet. */
  request: () => void;
  /** Signs out without asking. */
  mutate: () => void;
  isPending: boolean;
  /** The "N items have not reached the office yet" question; render it beside the sign-out button. */
  confirmation: ReactElement | null;
}

/**
 * Spec §4 logout: POST /api/auth/logout (a failure is ignored), the stored technician and the
 * password-prompt flag are cleared, the person's reference data leaves the device, then the technician login
 * opens. With unsent inspections or media on the device, the person is told first that they stay there and
 * are sent at their next sign-in (Sign out anyway / Stay).
 */
export function useLogOut(): LogOut {
  const { t } = useTranslation(TECH_NAMESPACE);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ownerId = useDeviceOwner();
  const [unsent, setUnsent] = useState(0);
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    // Signing out works with no signal (the local session is cleared whatever the server says): a paused
    // mutation would leave the button spinning until the connection came back.
    networkMode: 'always',
    mutationFn: async () => {
      await forgetDeviceCopy(ownerId);
      forgetLastServerList();
      await logOut(queryClient);
    },
    onSettled: () => navigate(TECH_LOGIN_PATH, { replace: true }),
  });
  const { mutate } = mutation;

  const request = useCallback(() => {
    setChecking(true);
    void unsentCount(ownerId).then((count) => {
      setChecking(false);
      if (count > 0) setUnsent(count);
      else mutate();
    });
  }, [ownerId, mutate]);

  const confirmation =
    unsent > 0
      ? createElement(ConfirmDialog, {
          open: true,
          onOpenChange: (open: boolean) => {
            if (!open) setUnsent(0);
          },
          title: t('signOutUnsent.title', { count: unsent }),
          description: t('signOutUnsent.description', { count: unsent }),
          cancelLabel: t('signOutUnsent.stay'),
          confirmLabel: t('signOutUnsent.signOut'),
          confirmVariant: 'danger',
          onConfirm: () => {
            setUnsent(0);
            mutate();
          },
        })
      : null;

  return { request, mutate: () => mutate(), isPending: mutation.isPending || checking, confirmation };
}

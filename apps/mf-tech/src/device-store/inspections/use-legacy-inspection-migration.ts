import { useEffect } from 'react';
import { useCurrentUser } from '@irrigo/session';
import { migrateLegacyInspectionsOnce } from './legacy-inspections';

/**
 * Moves the old app's inspections (localStorage) into the device store the first time a signed-in person's
 * inspections are read on this page load; the live reads show them as soon as the move commits.
 */
export function useLegacyInspectionMigration(ownerId: string | null): void {
  const { data: user } = useCurrentUser();
  const name = user?.name ?? '';
  useEffect(() => {
    if (ownerId) void migrateLegacyInspectionsOnce(ownerId, name);
  }, [ownerId, name]);
}

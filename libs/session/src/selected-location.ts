import type { UseQueryResult } from '@tanstack/react-query';
import { pickDefaultLocationId, type Location } from '@irrigo/contracts';
import { useAvailableLocations } from './queries/available-locations.js';
import { useCurrentUser } from './queries/current-user.js';
import { useSessionStore } from './session-store.js';

export interface SelectedLocation {
  locations: UseQueryResult<Location[]>;
  /** The stored choice when still available, else the spec §4 default; the stored one until locations arrive. */
  selectedLocationId: string | null;
  /** undefined until the locations arrive; null when none is available. */
  selectedLocation: Location | null | undefined;
  selectLocation: (locationId: string | null) => void;
}

/**
 * Which location the office is looking at, read the same way by the shell's switcher and the screens.
 * The default is derived here for the render and stored by the session write-through (one writer).
 */
export function useSelectedLocation({ enabled = true }: { enabled?: boolean } = {}): SelectedLocation {
  const locations = useAvailableLocations({ enabled });
  const currentUser = useCurrentUser();
  const storedId = useSessionStore((state) => state.selectedLocationId);
  const selectLocation = useSessionStore((state) => state.setSelectedLocationId);
  const available = locations.data;
  const selectedLocationId = available ? pickDefaultLocationId(available, { storedId, userLocationId: currentUser.data?.locationId }) : storedId;
  const selectedLocation = available ? (available.find((location) => location.id === selectedLocationId) ?? null) : undefined;
  return { locations, selectedLocationId, selectedLocation, selectLocation };
}

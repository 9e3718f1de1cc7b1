import type { Location } from './org.js';

const DEFAULT_LOCATION_NAMES = ['main office', 'demo location', 'demo'];

/**
 * Spec §4: the selected location defaults to the user's own location, else one named "main office" or
 * the demo one, else the first available. A stored choice wins when it is still available.
 */
export function pickDefaultLocationId(
  locations: readonly Location[],
  options: { storedId?: string | null; userLocationId?: string | null } = {},
): string | null {
  const available = (id: string | null | undefined) => (id ? locations.find((l) => l.id === id)?.id : undefined);
  const byName = DEFAULT_LOCATION_NAMES.map((name) => locations.find((l) => l.name.trim().toLowerCase() === name)?.id).find(Boolean);
  return available(options.storedId) ?? available(options.userLocationId) ?? byName ?? locations[0]?.id ?? null;
}

import { useEffect } from 'react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pickDefaultLocationId } from '@irrigo/contracts';
import { useSessionStore } from '@irrigo/session';
import { Select } from '@irrigo/ui';
import type { ShellUser } from '../app/shell-user.js';
import { useAvailableLocations } from './top-bar-queries.js';
import styles from './TopBar.module.css';

/**
 * Which location the office is looking at. The choice is kept in the session store (and localStorage);
 * without a valid stored choice it defaults per spec §4: the user's own location, else "main office" or
 * the demo one, else the first available.
 */
export function LocationSwitcher({ user }: { user: ShellUser }) {
  const { t } = useTranslation('shell');
  const { data } = useAvailableLocations();
  const storedId = useSessionStore((state) => state.selectedLocationId);
  const setSelectedLocationId = useSessionStore((state) => state.setSelectedLocationId);
  const locations = data?.locations;
  const selectedId = locations ? pickDefaultLocationId(locations, { storedId, userLocationId: user.locationId }) : storedId;

  useEffect(() => {
    if (locations && selectedId !== storedId) setSelectedLocationId(selectedId);
  }, [locations, selectedId, storedId, setSelectedLocationId]);

  if (!locations || locations.length === 0) return null;
  if (locations.length === 1) {
    return (
      <p className={styles.singleLocation}>
        <MapPin aria-hidden size={18} />
        <span>{locations[0]?.name}</span>
      </p>
    );
  }
  return (
    <div className={styles.locationSwitcher}>
      <MapPin aria-hidden size={18} className={styles.locationIcon} />
      <Select
        aria-label={t('location.label')}
        className={styles.locationSelect}
        options={locations.map((location) => ({ value: location.id, label: location.name }))}
        value={selectedId ?? undefined}
        onValueChange={setSelectedLocationId}
      />
    </div>
  );
}

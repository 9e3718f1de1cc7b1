import { ChevronDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedLocation } from '@irrigo/session';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@irrigo/ui/dropdown-menu';
import styles from './TopBar.module.css';

/**
 * Which location the office is looking at. The choice is kept in the session store (and localStorage);
 * without a valid stored choice it defaults per spec §4: the user's own location, else "main office" or
 * the demo one, else the first available. A menu of choices rather than a listbox: a listbox popup marks
 * the rest of the page aria-hidden while it stays focusable, a non-modal menu leaves the page as it is.
 */
export function LocationSwitcher() {
  const { t } = useTranslation('shell');
  const {
    locations: { data: locations },
    selectedLocationId: selectedId,
    selectLocation,
  } = useSelectedLocation();

  if (!locations || locations.length === 0) return null;
  if (locations.length === 1) {
    return (
      <p className={styles.singleLocation}>
        <MapPin aria-hidden size={18} />
        <span>{locations[0]?.name}</span>
      </p>
    );
  }
  const selected = locations.find((location) => location.id === selectedId);
  return (
    <div className={styles.locationSwitcher}>
      <DropdownMenu>
        <DropdownMenuTrigger className={styles.locationButton} aria-label={t('location.current', { name: selected?.name ?? '' })}>
          <MapPin aria-hidden size={18} className={styles.locationIcon} />
          <span className={styles.locationName}>{selected?.name}</span>
          <ChevronDown aria-hidden size={16} className={styles.chevron} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className={styles.locationMenu}>
          <DropdownMenuLabel>{t('location.label')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={selectedId ?? undefined} onValueChange={selectLocation} aria-label={t('location.label')}>
            {locations.map((location) => (
              <DropdownMenuRadioItem key={location.id} value={location.id}>
                {location.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

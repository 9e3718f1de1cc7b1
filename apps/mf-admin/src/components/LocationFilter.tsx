import { useId, useState } from 'react';
import type { Location } from '@irrigo/contracts';
import { Label } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import filterStyles from './FilterBar.module.css';

const ALL = 'all';

/**
 * A page's location filter that starts from the top bar's switcher, like on every office screen: the page's own
 * choice holds until the switcher changes, then the switcher wins again. `filter` is null for all locations.
 */
export function usePageLocation(selectedLocationId: string | null) {
  const [choice, setChoice] = useState<{ switcher: string | null; value: string } | null>(null);
  const pageChoice = choice?.switcher === selectedLocationId ? choice.value : undefined;
  const shown = pageChoice ?? selectedLocationId ?? ALL;
  return {
    /** The Select's value: a location id or 'all'. */
    shown,
    filter: shown === ALL ? null : shown,
    choose: (value: string) => setChoice({ switcher: selectedLocationId, value }),
  };
}

interface LocationFilterProps {
  label: string;
  allLabel: string;
  locations: readonly Location[] | undefined;
  location: ReturnType<typeof usePageLocation>;
}

/** The labelled location Select of a filter bar, with "All locations" first. */
export function LocationFilter({ label, allLabel, locations, location }: LocationFilterProps) {
  const id = useId();
  return (
    <div className={filterStyles.filter}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={location.shown}
        onValueChange={location.choose}
        options={[{ value: ALL, label: allLabel }, ...(locations ?? []).map((item) => ({ value: item.id, label: item.name }))]}
      />
    </div>
  );
}

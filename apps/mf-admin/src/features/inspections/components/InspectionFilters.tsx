import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, Technician } from '@irrigo/contracts';
import { Input, Label } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import filterStyles from '../../../components/FilterBar.module.css';
import { ALL_LOCATIONS, rangeIsBackwards, STATUS_FILTERS, type ListState, type StatusFilter } from '../list-state';
import styles from '../Inspections.module.css';

const ALL_TECHNICIANS = 'all';
/** Longest search the API takes (its `q` is at most 200 characters). */
const SEARCH_MAX_LENGTH = 200;

interface InspectionFiltersProps {
  state: ListState;
  /** The search box's text as typed (the list follows it once typing pauses). */
  search: string;
  onSearchChange: (text: string) => void;
  onChange: (changes: Partial<ListState>) => void;
  /** The location the Select shows: the page's choice, else the top bar's, else all. */
  shownLocation: string;
  locations: readonly Location[] | undefined;
  technicians: readonly Technician[] | undefined;
}

/** Search, status, technician, location and the date range above the list; every change lands in the address. */
export function InspectionFilters({ state, search, onSearchChange, onChange, shownLocation, locations, technicians }: InspectionFiltersProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const searchId = useId();
  const searchHintId = useId();
  const statusId = useId();
  const technicianId = useId();
  const locationId = useId();
  const fromId = useId();
  const toId = useId();
  const rangeErrorId = useId();
  const backwards = rangeIsBackwards(state);
  const technicianChoices = technicians ?? [];
  // A technician from the address who is not on this roster (another location's) still shows by name-less id
  // rather than silently as "All technicians", which would claim the list is not narrowed.
  const technicianOptions = [
    { value: ALL_TECHNICIANS, label: t('inspections.filters.allTechnicians') },
    ...technicianChoices.map((technician) => ({ value: technician.id, label: `${technician.firstName} ${technician.lastName}`.trim() })),
    ...(state.technicianId && !technicianChoices.some((technician) => technician.id === state.technicianId)
      ? [{ value: state.technicianId, label: t('inspections.noTechnician') }]
      : []),
  ];

  return (
    <div role="search" aria-label={t('inspections.filters.label')} className={styles.filterArea}>
      <div className={`${filterStyles.filters} ${filterStyles.hinted}`}>
        <div className={`${filterStyles.searchFilter} ${styles.search}`}>
          <Label htmlFor={searchId}>{t('inspections.filters.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => onSearchChange(event.target.value)}
            aria-describedby={searchHintId}
            autoComplete="off"
          />
          <span id={searchHintId} className={filterStyles.hint}>
            {t('inspections.filters.searchHint')}
          </span>
        </div>
        <div className={filterStyles.filter}>
          <Label htmlFor={statusId}>{t('inspections.filters.status')}</Label>
          <Select
            id={statusId}
            value={state.status}
            onValueChange={(value) => onChange({ status: value as StatusFilter })}
            options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`inspections.filters.statuses.${status}`) }))}
          />
        </div>
        <div className={filterStyles.filter}>
          <Label htmlFor={technicianId}>{t('inspections.filters.technician')}</Label>
          <Select
            id={technicianId}
            value={state.technicianId ?? ALL_TECHNICIANS}
            onValueChange={(value) => onChange({ technicianId: value === ALL_TECHNICIANS ? null : value })}
            options={technicianOptions}
          />
        </div>
        <div className={filterStyles.filter}>
          <Label htmlFor={locationId}>{t('inspections.filters.location')}</Label>
          <Select
            id={locationId}
            value={shownLocation}
            // Another location has another roster: a technician chosen for the last one does not carry over.
            onValueChange={(value) => onChange({ location: value, technicianId: null })}
            options={[
              { value: ALL_LOCATIONS, label: t('inspections.filters.allLocations') },
              ...(locations ?? []).map((location) => ({ value: location.id, label: location.name })),
            ]}
          />
        </div>
      </div>
      <div className={`${filterStyles.filters} ${styles.dates}`}>
        <div className={`${filterStyles.filter} ${styles.dateFilter}`}>
          <Label htmlFor={fromId}>{t('inspections.filters.from')}</Label>
          <Input
            id={fromId}
            type="date"
            value={state.from ?? ''}
            max={state.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? rangeErrorId : undefined}
          />
        </div>
        <div className={`${filterStyles.filter} ${styles.dateFilter}`}>
          <Label htmlFor={toId}>{t('inspections.filters.to')}</Label>
          <Input
            id={toId}
            type="date"
            value={state.to ?? ''}
            min={state.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? rangeErrorId : undefined}
          />
        </div>
      </div>
      {backwards && (
        <p id={rangeErrorId} role="alert" className={styles.rangeError}>
          {t('inspections.filters.backwards')}
        </p>
      )}
    </div>
  );
}

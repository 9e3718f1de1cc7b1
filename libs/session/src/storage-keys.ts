/**
 * Keys the browser keeps in localStorage (spec §4, DESIGN.md "Deliberate departures"): the stored user entry,
 * the technician (technicianAuth), the one-time password prompt flag, the selected location, and the old
 * inspections key read once for migration, and the chosen language (read and written by @irrigo/i18n).
 */
export const STORAGE_KEYS = {
  technicianAuth: 'technicianAuth',
  passwordChangeShown: 'passwordChangeShown',
  irrigationInspections: 'irrigationInspections',
  language: 'irrigo.language',
  selectedLocationId: 'irrigo.selectedLocationId',
  user: 'irrigo.user',
} as const;

/**
 * Keys the browser keeps in localStorage (spec §4, DESIGN.md "Deliberate departures"): the stored user entry,
 * the technician (technicianAuth), the one-time password prompt flag, the selected location, and the old
 * inspections key read once for migration, and the chosen language (read and written by @irrigo/i18n).
 * The field app also remembers that the iPad/iPhone "add to Home Screen" hint was dismissed, and that this
 * device has been asked once to keep Irrigo's data (persistent storage), so neither is asked on every visit.
 * A sign-out made with no signal is remembered until the server has ended the session too.
 */
export const STORAGE_KEYS = {
  technicianAuth: 'technicianAuth',
  passwordChangeShown: 'passwordChangeShown',
  irrigationInspections: 'irrigationInspections',
  language: 'irrigo.language',
  selectedLocationId: 'irrigo.selectedLocationId',
  user: 'irrigo.user',
  installHintDismissed: 'irrigo.installHintDismissed',
  persistentStorageRequested: 'irrigo.persistentStorageRequested',
  pendingSignOut: 'irrigo.pendingSignOut',
} as const;

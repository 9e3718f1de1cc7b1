/**
 * The technicians' device store (DESIGN.md "Offline first"): IndexedDB through Dexie, what the field screens
 * read with no signal. Start here:
 * - device-database.ts: the database, its versioned schema (one `version(n)` per change) and the reconnect
 *   that iOS needs;
 * - device-owner.ts: whose rows a screen reads (every row is keyed by the signed-in person);
 * - device-store-problem.ts: IndexedDB missing or full, in the three cases a screen words;
 * - reference-data/: data downloaded from the server and kept for offline use (my customers, the pricebook),
 *   each table group with the hook that shows the device copy first and refreshes it;
 * - pricebook-picks.ts: the technician's own favourites and recently used items.
 * - inspections/: the inspections written on this device, their media Blobs and the outbox of what the server
 *   has yet to receive (local-inspections.ts writes them, one transaction per change; use-local-inspections.ts
 *   reads them live; legacy-inspections.ts moves the old app's localStorage inspections in, once).
 */
export { deviceDatabase, withDeviceDatabase, replaceDeviceDatabaseForTests, DeviceDatabase, DEVICE_DATABASE_NAME } from './device-database';
export { useDeviceOwner, deviceOwnerOf } from './device-owner';
export { deviceStoreProblemOf, type DeviceStoreProblem } from './device-store-problem';
export { forgetReferenceDataOf } from './reference-data/reference-syncs';
export type { MyCustomer, MyCustomersCopy } from './reference-data/my-customers';
export type { PricebookCopy } from './reference-data/pricebook-catalogue';
export { useMyCustomers, MY_CUSTOMERS_DEVICE_LIMIT } from './reference-data/use-my-customers';
export { usePricebookCatalogue } from './reference-data/use-pricebook-catalogue';
export type { ReferenceDataState } from './reference-data/use-reference-data';
export { usePricebookPicks, type PricebookPicksState } from './use-pricebook-picks';
export type { LocalInspectionRow, MediaBlobRow, OutboxRow, OutboxKind, OutboxFailure } from './inspections/inspection-rows';
export { outboxKey, OUTBOX_KINDS } from './inspections/inspection-rows';
export { inspectionOfDeviceRow } from './inspections/inspection-list-item';
export {
  createLocalInspection,
  saveInspectionDocument,
  completeLocalInspection,
  requestInspectionSend,
  storeMediaBlob,
  removeMediaBlob,
  readLocalInspections,
  countUnsentItems,
  unsentInspectionIds,
  enqueueInTransaction,
  autoSaveDelayMs,
  LocalInspectionNotFoundError,
} from './inspections/local-inspections';
export {
  useLocalInspection,
  useLocalInspections,
  useLocalInspectionsState,
  useMediaObjectUrl,
  type LocalInspectionState,
  type LocalInspectionsState,
} from './inspections/use-local-inspections';
export { migrateLegacyInspections, migrateLegacyInspectionsOnce, type LegacyMigrationResult } from './inspections/legacy-inspections';

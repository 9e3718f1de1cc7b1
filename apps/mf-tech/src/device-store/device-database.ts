import Dexie, { type Table } from 'dexie';
import type { MyCustomerRow } from './reference-data/my-customers';
import type { PricebookCatalogueRow } from './reference-data/pricebook-catalogue';
import type { ReferenceSyncRow } from './reference-data/reference-syncs';
import type { PricebookPickRow } from './pricebook-picks';
import { INSPECTION_STORES, type LocalInspectionRow, type MediaBlobRow, type OutboxRow } from './inspections/inspection-rows';
import { reattachStrayMedia } from './inspections/stray-media';

/** The IndexedDB database of the technicians' app on this device (one per browser origin). */
export const DEVICE_DATABASE_NAME = 'irrigo-field';

/**
 * The device store (DESIGN.md "Offline first"): what a technician's screens read with no signal. Every row
 * carries `ownerId`, the person signed in when it was written (see device-owner.ts), so one iPad shared by
 * two technicians never shows one the other's customers.
 *
 * Schema changes are new `version(n)` blocks below, never edits of an old one: a device that opens the app
 * after an update is migrated from whatever version it holds. Only small keys are indexed (never a Blob).
 */
export class DeviceDatabase extends Dexie {
  // Compound primary keys ([ownerId+id]) are typed as the tuple IndexedDB compares.
  myCustomers!: Table<MyCustomerRow, [string, string]>;
  pricebookCatalogues!: Table<PricebookCatalogueRow, string>;
  referenceSyncs!: Table<ReferenceSyncRow, [string, string]>;
  pricebookPicks!: Table<PricebookPickRow, [string, string]>;
  inspections!: Table<LocalInspectionRow, [string, string]>;
  mediaBlobs!: Table<MediaBlobRow, [string, string]>;
  outbox!: Table<OutboxRow, [string, string]>;

  constructor(options?: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange }) {
    super(DEVICE_DATABASE_NAME, options);
    // Version 1 (issue 10): reference data (my customers with sites, the pricebook with its version, when
    // each was fetched) and the technician's pricebook favourites and recently used items.
    this.version(1).stores({
      myCustomers: '[ownerId+id], ownerId',
      pricebookCatalogues: 'ownerId',
      referenceSyncs: '[ownerId+dataset], ownerId',
      pricebookPicks: '[ownerId+itemId], ownerId',
    });
    // Version 2 (issue 11): inspections captured on the device, their photos' and videos' bytes, and the
    // outbox of what the server has yet to receive (inspections/inspection-rows.ts).
    this.version(2).stores(INSPECTION_STORES);
    // Version 3: no schema change; photos an earlier app kept under an empty inspection id are given the id of
    // the inspection that lists them (inspections/stray-media.ts). Dexie opens a newer database as it is, so an
    // older app still cached on the device keeps working.
    this.version(3).stores({}).upgrade(reattachStrayMedia);
  }
}

let database: DeviceDatabase | null = null;

/** The app's one connection, opened on first use (Dexie opens lazily and queues calls until it is open). */
export function deviceDatabase(): DeviceDatabase {
  database ??= new DeviceDatabase();
  return database;
}

/** Tests give each case a fresh IndexedDB (fake-indexeddb); null returns to the browser's. */
export function replaceDeviceDatabaseForTests(replacement: DeviceDatabase | null): void {
  database?.close();
  database = replacement;
}

/**
 * Errors after which the same call succeeds on a new connection: WebKit drops IndexedDB connections when a
 * Home Screen app comes back from the background ("Connection to Indexed Database server lost"), and a
 * handle kept after that fails forever (field-libraries.md §1, pitfall 1).
 */
const RECONNECTABLE = new Set(['DatabaseClosedError', 'UnknownError', 'InvalidStateError']);

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, inner } = error as { name?: unknown; inner?: unknown };
  if (name === 'DatabaseClosedError' || name === 'OpenFailedError') return errorName(inner) ?? (name as string);
  return typeof name === 'string' ? name : undefined;
}

/**
 * Runs one operation on the device store; when the connection was lost, opens a new one and tries once
 * more. Anything else (no IndexedDB, full disk) reaches the caller, who words it (device-store-problem.ts).
 */
export async function withDeviceDatabase<T>(operation: (db: DeviceDatabase) => Promise<T>): Promise<T> {
  const db = deviceDatabase();
  try {
    return await operation(db);
  } catch (error) {
    const name = error instanceof Dexie.DatabaseClosedError ? 'DatabaseClosedError' : errorName(error);
    if (!name || !RECONNECTABLE.has(name) || error instanceof Dexie.MissingAPIError) throw error;
    db.close();
    await db.open();
    return operation(db);
  }
}

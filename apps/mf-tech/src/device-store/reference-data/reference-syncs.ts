import type { DeviceDatabase } from '../device-database';

/** The reference data sets a technician's device keeps, each refreshed as a whole. */
export type ReferenceDataset = 'myCustomers' | 'pricebook';

/** When a data set last came from the server (a 304 counts: the server said the copy is current). */
export interface ReferenceSyncRow {
  ownerId: string;
  dataset: ReferenceDataset;
  /** ISO time. */
  fetchedAt: string;
  /** False when the server had more than the device keeps (see MY_CUSTOMERS_DEVICE_LIMIT). */
  complete: boolean;
}

/**
 * Reference data (customers, the pricebook) is another person's business once someone else signs in on this
 * device: it is dropped for every owner but the one writing. It is all downloadable again, unlike the next
 * issue's unsent inspections, which are never removed here.
 */
export async function keepOnlyReferenceDataOf(db: DeviceDatabase, ownerId: string): Promise<void> {
  await Promise.all([
    db.myCustomers.where('ownerId').notEqual(ownerId).delete(),
    db.pricebookCatalogues.where('ownerId').notEqual(ownerId).delete(),
    db.referenceSyncs.where('ownerId').notEqual(ownerId).delete(),
  ]);
}

/** Sign-out: this person's customers and pricebook leave the device (favourites stay: they are theirs, not the business's data). */
export async function forgetReferenceDataOf(db: DeviceDatabase, ownerId: string): Promise<void> {
  await db.transaction('rw', [db.myCustomers, db.pricebookCatalogues, db.referenceSyncs], async () => {
    await Promise.all([
      db.myCustomers.where('ownerId').equals(ownerId).delete(),
      db.pricebookCatalogues.delete(ownerId),
      db.referenceSyncs.where('ownerId').equals(ownerId).delete(),
    ]);
  });
}

import type { PricebookCatalogue } from '@irrigo/contracts';
import type { DeviceDatabase } from '../device-database';
import { keepOnlyReferenceDataOf } from './reference-syncs';

/**
 * The whole active pricebook in one row per person: it is replaced as a whole when its version changes, and
 * a few thousand items search faster in memory than through an index.
 */
export interface PricebookCatalogueRow extends PricebookCatalogue {
  ownerId: string;
}

export interface PricebookCopy {
  catalogue: PricebookCatalogue;
  /** When the server last gave or confirmed (304) this version. */
  fetchedAt: string;
}

export async function savePricebookCatalogue(db: DeviceDatabase, ownerId: string, copy: PricebookCopy): Promise<void> {
  await db.transaction('rw', [db.myCustomers, db.pricebookCatalogues, db.referenceSyncs], async () => {
    await keepOnlyReferenceDataOf(db, ownerId);
    await db.pricebookCatalogues.put({ ownerId, ...copy.catalogue });
    await db.referenceSyncs.put({ ownerId, dataset: 'pricebook', fetchedAt: copy.fetchedAt, complete: true });
  });
}

/** The server answered 304: the device's version is current as of `fetchedAt`. */
export async function confirmPricebookCatalogue(db: DeviceDatabase, ownerId: string, fetchedAt: string): Promise<void> {
  await db.referenceSyncs.update([ownerId, 'pricebook'], { fetchedAt });
}

export async function readPricebookCatalogue(db: DeviceDatabase, ownerId: string): Promise<PricebookCopy | null> {
  return db.transaction('r', [db.pricebookCatalogues, db.referenceSyncs], async () => {
    const [row, sync] = await Promise.all([db.pricebookCatalogues.get(ownerId), db.referenceSyncs.get({ ownerId, dataset: 'pricebook' })]);
    if (!row || !sync) return null;
    const { ownerId: _owner, ...catalogue } = row;
    return { catalogue, fetchedAt: sync.fetchedAt };
  });
}

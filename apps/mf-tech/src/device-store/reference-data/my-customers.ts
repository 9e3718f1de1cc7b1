import type { CustomerListItem, Site } from '@irrigo/contracts';
import type { DeviceDatabase } from '../device-database';
import { keepOnlyReferenceDataOf } from './reference-syncs';

/** A customer as the technician's device keeps it: the list row with every site (address and access notes). */
export interface MyCustomer extends CustomerListItem {
  sites: Site[];
}

export interface MyCustomerRow {
  ownerId: string;
  id: string;
  customer: MyCustomer;
}

/** The technician's customers as last fetched. */
export interface MyCustomersCopy {
  customers: MyCustomer[];
  fetchedAt: string;
  /** False when the server had more customers than the device keeps. */
  complete: boolean;
}

/**
 * Replaces this person's customers with the server's answer in one transaction (a customer gone from their
 * jobs leaves the device too), and drops any other person's reference data.
 */
export async function saveMyCustomers(db: DeviceDatabase, ownerId: string, copy: MyCustomersCopy): Promise<void> {
  await db.transaction('rw', [db.myCustomers, db.pricebookCatalogues, db.referenceSyncs], async () => {
    await keepOnlyReferenceDataOf(db, ownerId);
    await db.myCustomers.where('ownerId').equals(ownerId).delete();
    await db.myCustomers.bulkPut(copy.customers.map((customer) => ({ ownerId, id: customer.id, customer })));
    await db.referenceSyncs.put({ ownerId, dataset: 'myCustomers', fetchedAt: copy.fetchedAt, complete: copy.complete });
  });
}

/** This person's customers on the device, by name; null when none were ever saved for them. */
export async function readMyCustomers(db: DeviceDatabase, ownerId: string): Promise<MyCustomersCopy | null> {
  return db.transaction('r', [db.myCustomers, db.referenceSyncs], async () => {
    const sync = await db.referenceSyncs.get({ ownerId, dataset: 'myCustomers' });
    if (!sync) return null;
    const rows = await db.myCustomers.where('ownerId').equals(ownerId).toArray();
    const customers = rows.map((row) => row.customer).sort((a, b) => a.displayName.localeCompare(b.displayName));
    return { customers, fetchedAt: sync.fetchedAt, complete: sync.complete };
  });
}

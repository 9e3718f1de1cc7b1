import { IDBKeyRange } from 'fake-indexeddb';
import { freshDeviceDatabase } from './testing';
import Dexie from 'dexie';
import type { MyCustomer, MyCustomersCopy } from './reference-data/my-customers';
import type { PricebookCatalogue } from '@irrigo/contracts';
import { DeviceDatabase, replaceDeviceDatabaseForTests, withDeviceDatabase } from './device-database';
import { deviceStoreProblemOf } from './device-store-problem';
import { readMyCustomers, saveMyCustomers } from './reference-data/my-customers';
import { confirmPricebookCatalogue, readPricebookCatalogue, savePricebookCatalogue } from './reference-data/pricebook-catalogue';
import { forgetReferenceDataOf } from './reference-data/reference-syncs';
import { markPricebookItemUsed, readPricebookPicks, RECENT_ITEMS_LIMIT, setFavourite } from './pricebook-picks';

function customer(id: string, displayName: string): MyCustomer {
  return {
    id,
    hcpCustomerId: `cus_${id}`,
    firstName: displayName,
    lastName: null,
    company: null,
    displayName,
    email: null,
    mobileNumber: null,
    homeNumber: null,
    workNumber: null,
    locationId: 'loc-1',
    preferredLanguage: 'en',
    doNotService: { active: false, reason: null },
    primarySite: null,
    siteCount: 0,
    technicianNames: [],
    sites: [],
  };
}

const copyOf = (customers: MyCustomer[], fetchedAt = '2026-11-24T10:00:00.000Z'): MyCustomersCopy => ({ customers, fetchedAt, complete: true });

const catalogue = (version: string): PricebookCatalogue => ({ version, categories: [], items: [] });

let db: DeviceDatabase;

beforeEach(() => {
  db = freshDeviceDatabase();
});

afterEach(() => {
  replaceDeviceDatabaseForTests(null);
});

describe('the device store keeps each technician’s reference data apart', () => {
  it('gives a technician only their own customers, sorted by name', async () => {
    await saveMyCustomers(db, 'tech-a', copyOf([customer('2', 'Zoila'), customer('1', 'Ana Lucía')]));

    expect((await readMyCustomers(db, 'tech-a'))?.customers.map((c) => c.displayName)).toEqual(['Ana Lucía', 'Zoila']);
    expect(await readMyCustomers(db, 'tech-b')).toBeNull();
  });

  it('drops the first technician’s customers and pricebook when a second one signs in on the same device', async () => {
    await saveMyCustomers(db, 'tech-a', copyOf([customer('1', 'Ana')]));
    await savePricebookCatalogue(db, 'tech-a', { catalogue: catalogue('v1'), fetchedAt: '2026-11-24T10:00:00.000Z' });

    await saveMyCustomers(db, 'tech-b', copyOf([customer('9', 'Beto')]));

    expect(await readMyCustomers(db, 'tech-a')).toBeNull();
    expect(await readPricebookCatalogue(db, 'tech-a')).toBeNull();
    expect(await db.myCustomers.count()).toBe(1);
    expect((await readMyCustomers(db, 'tech-b'))?.customers.map((c) => c.id)).toEqual(['9']);
  });

  it('forgets a technician’s reference data on sign-out but keeps their favourites', async () => {
    await saveMyCustomers(db, 'tech-a', copyOf([customer('1', 'Ana')]));
    await savePricebookCatalogue(db, 'tech-a', { catalogue: catalogue('v1'), fetchedAt: '2026-11-24T10:00:00.000Z' });
    await setFavourite(db, 'tech-a', 'item-1', true);

    await forgetReferenceDataOf(db, 'tech-a');

    expect(await readMyCustomers(db, 'tech-a')).toBeNull();
    expect(await readPricebookCatalogue(db, 'tech-a')).toBeNull();
    expect((await readPricebookPicks(db, 'tech-a')).favourites).toEqual(['item-1']);
  });

  it('replaces a technician’s customers as a whole: one no longer assigned leaves the device', async () => {
    await saveMyCustomers(db, 'tech-a', copyOf([customer('1', 'Ana'), customer('2', 'Beto')]));
    await saveMyCustomers(db, 'tech-a', copyOf([customer('2', 'Beto')], '2026-11-24T11:00:00.000Z'));

    const copy = await readMyCustomers(db, 'tech-a');
    expect(copy?.customers.map((c) => c.id)).toEqual(['2']);
    expect(copy?.fetchedAt).toBe('2026-11-24T11:00:00.000Z');
  });
});

describe('the pricebook copy and its version', () => {
  it('keeps the version with the catalogue, and a 304 only moves the time it was confirmed', async () => {
    await savePricebookCatalogue(db, 'tech-a', { catalogue: catalogue('v7'), fetchedAt: '2026-11-24T10:00:00.000Z' });
    await confirmPricebookCatalogue(db, 'tech-a', '2026-11-24T12:00:00.000Z');

    expect(await readPricebookCatalogue(db, 'tech-a')).toEqual({ catalogue: catalogue('v7'), fetchedAt: '2026-11-24T12:00:00.000Z' });
  });

  it('a new version replaces the old one', async () => {
    await savePricebookCatalogue(db, 'tech-a', { catalogue: catalogue('v7'), fetchedAt: '2026-11-24T10:00:00.000Z' });
    await savePricebookCatalogue(db, 'tech-a', { catalogue: catalogue('v8'), fetchedAt: '2026-11-24T11:00:00.000Z' });

    expect((await readPricebookCatalogue(db, 'tech-a'))?.catalogue.version).toBe('v8');
    expect(await db.pricebookCatalogues.count()).toBe(1);
  });
});

describe('favourites and recently used', () => {
  it('lists the most recent first and keeps only the last few', async () => {
    for (let i = 0; i < RECENT_ITEMS_LIMIT + 3; i += 1) await markPricebookItemUsed(db, 'tech-a', `item-${i}`, 1_000 + i);

    const picks = await readPricebookPicks(db, 'tech-a');
    expect(picks.recent).toHaveLength(RECENT_ITEMS_LIMIT);
    expect(picks.recent[0]).toBe(`item-${RECENT_ITEMS_LIMIT + 2}`);
    expect(await db.pricebookPicks.count()).toBe(RECENT_ITEMS_LIMIT);
    expect((await readPricebookPicks(db, 'tech-b')).recent).toEqual([]);
  });

  it('a favourite stays after it falls off the recent list, and un-favouriting an unused item removes it', async () => {
    await setFavourite(db, 'tech-a', 'item-fav', true);
    await markPricebookItemUsed(db, 'tech-a', 'item-fav', 1);
    for (let i = 0; i < RECENT_ITEMS_LIMIT; i += 1) await markPricebookItemUsed(db, 'tech-a', `item-${i}`, 10 + i);

    expect((await readPricebookPicks(db, 'tech-a')).favourites).toEqual(['item-fav']);
    expect((await readPricebookPicks(db, 'tech-a')).recent).not.toContain('item-fav');
    await setFavourite(db, 'tech-a', 'item-fav', false);
    expect(await db.pricebookPicks.get(['tech-a', 'item-fav'])).toBeUndefined();
  });
});

describe('when IndexedDB cannot be used', () => {
  it('calls a full quota "full"', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    jest.spyOn(db.myCustomers, 'bulkPut').mockRejectedValue(new Dexie.AbortError('Transaction aborted', quota));

    const error = await withDeviceDatabase((store) => saveMyCustomers(store, 'tech-a', copyOf([customer('1', 'Ana')]))).catch((caught: unknown) => caught);

    expect(deviceStoreProblemOf(error)).toBe('full');
    // Nothing half-written: the transaction rolled back.
    expect(await readMyCustomers(db, 'tech-a')).toBeNull();
  });

  it('calls a browser without IndexedDB (private browsing) "unavailable"', async () => {
    const noIndexedDb = new DeviceDatabase({ indexedDB: undefined as unknown as IDBFactory, IDBKeyRange });
    replaceDeviceDatabaseForTests(noIndexedDb);

    const error = await withDeviceDatabase((store) => readMyCustomers(store, 'tech-a')).catch((caught: unknown) => caught);

    expect(deviceStoreProblemOf(error)).toBe('unavailable');
  });

  it('opens a new connection once when the old one was lost (iOS back from the background)', async () => {
    await saveMyCustomers(db, 'tech-a', copyOf([customer('1', 'Ana')]));
    let calls = 0;

    const copy = await withDeviceDatabase(async (store) => {
      calls += 1;
      if (calls === 1) throw new Dexie.DatabaseClosedError('Connection to Indexed Database server lost');
      return readMyCustomers(store, 'tech-a');
    });

    expect(calls).toBe(2);
    expect(copy?.customers).toHaveLength(1);
  });
});

/// <reference types="node" />
// Test support for the device store: a fresh in-memory IndexedDB (fake-indexeddb) per test. Imported by
// specs only; production code never reaches it.
import { deserialize, serialize } from 'node:v8';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { DeviceDatabase, replaceDeviceDatabaseForTests } from './device-database';

// jsdom has no structuredClone, which IndexedDB uses to store values; Node's serializer clones the same plain data.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

/** A new, empty device store that the app's code uses until the next call (or `replaceDeviceDatabaseForTests(null)`). */
export function freshDeviceDatabase(): DeviceDatabase {
  const indexedDB = new IDBFactory();
  // Live queries run only when Dexie sees an IndexedDB of the page's (jsdom has none).
  Dexie.dependencies.indexedDB = indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  const db = new DeviceDatabase({ indexedDB, IDBKeyRange });
  replaceDeviceDatabaseForTests(db);
  return db;
}

import { STORAGE_KEYS } from '@irrigo/session';
import { formatBytes, requestPersistentStorageOnce } from './use-device-storage';

function setStorageManager(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(window.navigator, 'storage', { value: storage, configurable: true });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => Reflect.deleteProperty(window.navigator, 'storage'));

describe('formatBytes', () => {
  it('uses the largest decimal unit under 1000, in the interface language', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatBytes(12_345_678, 'es')).toBe('12,3 MB');
    expect(formatBytes(987_654_321, 'en')).toBe('988 MB');
    expect(formatBytes(64_000_000_000, 'es')).toBe('64 GB');
  });
});

describe('requestPersistentStorageOnce', () => {
  it('asks when the data is not kept yet, and only once per device', async () => {
    const persist = jest.fn(async () => false);
    setStorageManager({ persisted: async () => false, persist });

    await requestPersistentStorageOnce();
    await requestPersistentStorageOnce();

    expect(persist).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.persistentStorageRequested)).not.toBeNull();
  });

  it('does nothing where the browser has no storage manager or cannot be asked', async () => {
    setStorageManager(undefined);
    await expect(requestPersistentStorageOnce()).resolves.toBeUndefined();

    setStorageManager({ persisted: async () => false });
    await expect(requestPersistentStorageOnce()).resolves.toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.persistentStorageRequested)).toBeNull();
  });

  it('survives a browser that throws when asked', async () => {
    setStorageManager({ persisted: async () => false, persist: () => Promise.reject(new DOMException('denied', 'SecurityError')) });

    await expect(requestPersistentStorageOnce()).resolves.toBeUndefined();
  });
});

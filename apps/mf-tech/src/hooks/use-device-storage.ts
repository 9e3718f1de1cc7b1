import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@irrigo/session';

/** The parts of navigator.storage used here: each may be missing (older Safari, some private modes). */
type DeviceStorageManager = Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>;

function storageManager(): DeviceStorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

function wasAsked(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.persistentStorageRequested) !== null;
  } catch {
    return false;
  }
}

function markAsked(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.persistentStorageRequested, 'true');
  } catch {
    // Without storage there is nothing to keep either; the next visit may ask again.
  }
}

async function askToPersist(storage: DeviceStorageManager): Promise<boolean> {
  try {
    return (await storage.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * Asks the browser once per device to keep Irrigo's data when space runs low (DESIGN.md "Offline first":
 * drafts and photos live on the device; a persistent origin is exempt from eviction). Called once a
 * technician is signed in. Chrome and Safari decide without a prompt, Firefox asks the person, which is
 * why it is asked once and then only from Settings.
 */
export async function requestPersistentStorageOnce(): Promise<void> {
  const storage = storageManager();
  if (!storage?.persist || !storage.persisted || wasAsked()) return;
  try {
    if (await storage.persisted()) return;
  } catch {
    return;
  }
  markAsked();
  await askToPersist(storage);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** "12.3 MB" / "12,3 MB": decimal units, as the device's own storage settings count them, in the interface language. */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const fractionDigits = unit > 0 && value < 100 ? 1 : 0;
  return new Intl.NumberFormat(language, { style: 'unit', unit: BYTE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: fractionDigits }).format(value);
}

export interface DeviceStorageState {
  /** False until the first answers arrive. */
  loaded: boolean;
  /** Bytes stored and the quota; null when the browser does not tell. */
  estimate: { usage: number; quota: number } | null;
  /** Whether the data is kept when space runs low; null when the browser does not tell. */
  persisted: boolean | null;
  /** The browser can be asked to keep the data. */
  canAsk: boolean;
  asking: boolean;
  /** Asked from here and the browser said no. */
  refused: boolean;
  askAgain: () => Promise<void>;
}

async function readEstimate(storage: DeviceStorageManager): Promise<DeviceStorageState['estimate']> {
  if (!storage.estimate) return null;
  try {
    const { usage, quota } = await storage.estimate();
    return usage === undefined || quota === undefined ? null : { usage, quota };
  } catch {
    return null;
  }
}

async function readPersisted(storage: DeviceStorageManager): Promise<boolean | null> {
  if (!storage.persisted) return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}

/** What the Device storage card shows: how much is stored, of what quota, and whether it is kept. */
export function useDeviceStorage(): DeviceStorageState {
  // With no storage manager at all there is nothing to wait for.
  const [loaded, setLoaded] = useState(() => !storageManager());
  const [estimate, setEstimate] = useState<DeviceStorageState['estimate']>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const storage = storageManager();
  const canAsk = Boolean(storage?.persist);

  useEffect(() => {
    const manager = storageManager();
    if (!manager) return;
    let current = true;
    void Promise.all([readEstimate(manager), readPersisted(manager)]).then(([nextEstimate, nextPersisted]) => {
      if (!current) return;
      setEstimate(nextEstimate);
      setPersisted(nextPersisted);
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);

  const askAgain = useCallback(async () => {
    const manager = storageManager();
    if (!manager?.persist) return;
    setAsking(true);
    markAsked();
    const granted = await askToPersist(manager);
    setPersisted(granted);
    setRefused(!granted);
    setAsking(false);
  }, []);

  return { loaded, estimate, persisted, canAsk, asking, refused, askAgain };
}

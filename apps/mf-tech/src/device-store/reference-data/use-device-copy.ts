import { useLiveQuery } from 'dexie-react-hooks';
import { withDeviceDatabase, type DeviceDatabase } from '../device-database';
import { deviceStoreProblemOf, type DeviceStoreProblem } from '../device-store-problem';

export interface DeviceCopyState<T> {
  /** False until IndexedDB has answered (a few milliseconds). */
  read: boolean;
  copy: T | null;
  problem: DeviceStoreProblem | null;
}

const NOTHING_YET = { read: false, copy: null, problem: null } as const;

/**
 * What the device holds for the signed-in person, kept current as it changes (Dexie live query): a refresh
 * saved by the screen, or by another tab, shows without a reload. A store that cannot be opened is an
 * answer too (`problem`), not a thrown error, so the screen goes on with the network.
 */
export function useDeviceCopy<T>(ownerId: string | null, read: (db: DeviceDatabase, ownerId: string) => Promise<T | null>): DeviceCopyState<T> {
  return (
    useLiveQuery(async (): Promise<DeviceCopyState<T>> => {
      if (!ownerId) return { read: true, copy: null, problem: null };
      try {
        return { read: true, copy: await withDeviceDatabase((db) => read(db, ownerId)), problem: null };
      } catch (error) {
        return { read: true, copy: null, problem: deviceStoreProblemOf(error) };
      }
      // `read` is a module-level function of each data set: the owner alone decides what is read.
    }, [ownerId]) ?? NOTHING_YET
  );
}

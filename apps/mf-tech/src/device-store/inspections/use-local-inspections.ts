import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { withDeviceDatabase } from '../device-database';
import { useDeviceOwner } from '../device-owner';
import { deviceStoreProblemOf, type DeviceStoreProblem } from '../device-store-problem';
import type { LocalInspectionRow } from './inspection-rows';
import { readLocalInspection, readLocalInspections, unsentInspectionIds } from './local-inspections';
import { useLegacyInspectionMigration } from './use-legacy-inspection-migration';

export interface LocalInspectionState {
  row: LocalInspectionRow | undefined;
  /** Still reading the device (not "not found"). */
  loading: boolean;
  /** The device store could not be read: `row` is undefined because of it, not because there is none. */
  problem: DeviceStoreProblem | null;
}

type Read<T> = { value: T; problem: null } | { value: undefined; problem: DeviceStoreProblem };

/** One of the signed-in person's inspections on this device, kept current as it is saved (by this tab or another). */
export function useLocalInspection(id: string | undefined): LocalInspectionState {
  const ownerId = useDeviceOwner();
  useLegacyInspectionMigration(ownerId);
  const read = useLiveQuery(async (): Promise<Read<LocalInspectionRow | undefined>> => {
    if (!ownerId || !id) return { value: undefined, problem: null };
    try {
      return { value: await withDeviceDatabase((db) => readLocalInspection(db, ownerId, id)), problem: null };
    } catch (error) {
      return { value: undefined, problem: deviceStoreProblemOf(error) };
    }
  }, [ownerId, id]);
  return { row: read?.value, loading: read === undefined, problem: read?.problem ?? null };
}

/** The signed-in person's inspections on this device, newest first; undefined while reading (or when it cannot be read). */
export function useLocalInspections(): LocalInspectionRow[] | undefined {
  return useLocalInspectionsState().rows;
}

export interface LocalInspectionsState {
  rows: LocalInspectionRow[] | undefined;
  /** Ids of those whose latest state the server has yet to receive. */
  unsentIds: ReadonlySet<string>;
  problem: DeviceStoreProblem | null;
}

const NO_IDS: ReadonlySet<string> = new Set();

/** The list with what it needs around it: which are still waiting to be sent, and whether the device could be read. */
export function useLocalInspectionsState(): LocalInspectionsState {
  const ownerId = useDeviceOwner();
  useLegacyInspectionMigration(ownerId);
  const read = useLiveQuery(async (): Promise<Read<{ rows: LocalInspectionRow[]; unsentIds: Set<string> }>> => {
    if (!ownerId) return { value: { rows: [], unsentIds: new Set() }, problem: null };
    try {
      const value = await withDeviceDatabase(async (db) => ({
        rows: await readLocalInspections(db, ownerId),
        unsentIds: await unsentInspectionIds(db, ownerId),
      }));
      return { value, problem: null };
    } catch (error) {
      return { value: undefined, problem: deviceStoreProblemOf(error) };
    }
  }, [ownerId]);
  return { rows: read?.value?.rows, unsentIds: read?.value?.unsentIds ?? NO_IDS, problem: read?.problem ?? null };
}

/** An object URL of a photo or video kept on this device (the signed-in person's), revoked when no longer shown. */
export function useMediaObjectUrl(mediaId: string): string | undefined {
  const ownerId = useDeviceOwner();
  const blob = useLiveQuery(async () => {
    if (!ownerId) return null;
    try {
      return (await withDeviceDatabase((db) => db.mediaBlobs.get([ownerId, mediaId])))?.blob ?? null;
    } catch {
      return null;
    }
  }, [ownerId, mediaId]);
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(blob);
    // The URL is made here, not during render, so each one made is revoked exactly once (StrictMode runs
    // effects twice; a URL made in render would be revoked while still shown).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is an external resource with a lifetime
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL of a previous Blob is never shown for the current one.
  return shown && shown.blob === blob ? shown.url : undefined;
}

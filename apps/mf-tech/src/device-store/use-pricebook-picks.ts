import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { withDeviceDatabase } from './device-database';
import { useDeviceOwner } from './device-owner';
import { markPricebookItemUsed, readPricebookPicks, setFavourite, type PricebookPicks } from './pricebook-picks';

export interface PricebookPicksState extends PricebookPicks {
  /** False when the device store cannot be used: favourites and recent items are then not offered. */
  available: boolean;
  toggleFavourite: (itemId: string) => void;
  markUsed: (itemId: string) => void;
}

const NONE: PricebookPicks & { available: boolean } = { favourites: [], recent: [], available: false };

/** The signed-in technician's favourites and recently used pricebook items, kept on this device. */
export function usePricebookPicks(): PricebookPicksState {
  const ownerId = useDeviceOwner();
  const picks = useLiveQuery(async () => {
    if (!ownerId) return NONE;
    try {
      return { ...(await withDeviceDatabase((db) => readPricebookPicks(db, ownerId))), available: true };
    } catch {
      // The screen already says why the device store is out of use (its catalogue read fails the same way).
      return NONE;
    }
  }, [ownerId]);
  const current = picks ?? NONE;
  const favourites = current.favourites;

  const toggleFavourite = useCallback(
    (itemId: string) => {
      if (!ownerId) return;
      void withDeviceDatabase((db) => setFavourite(db, ownerId, itemId, !favourites.includes(itemId))).catch(() => undefined);
    },
    [ownerId, favourites],
  );
  const markUsed = useCallback(
    (itemId: string) => {
      if (!ownerId) return;
      // Recently used is a convenience: a device that cannot record it loses nothing the technician typed.
      void withDeviceDatabase((db) => markPricebookItemUsed(db, ownerId, itemId)).catch(() => undefined);
    },
    [ownerId],
  );
  return { ...current, toggleFavourite, markUsed };
}

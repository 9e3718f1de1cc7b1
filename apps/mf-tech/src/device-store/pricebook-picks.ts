import type { DeviceDatabase } from './device-database';

/** How many recently used items a technician's pricebook lists. */
export const RECENT_ITEMS_LIMIT = 10;

/** A technician's own marks on a pricebook item, kept on their device: favourite, and when last used. */
export interface PricebookPickRow {
  ownerId: string;
  itemId: string;
  favourite: boolean;
  /** Epoch ms of the last time the item was opened (and, next issue, added to a quote); null if never. */
  usedAt: number | null;
}

export interface PricebookPicks {
  favourites: string[];
  /** Item ids, most recent first. */
  recent: string[];
}

export async function readPricebookPicks(db: DeviceDatabase, ownerId: string): Promise<PricebookPicks> {
  const rows = await db.pricebookPicks.where('ownerId').equals(ownerId).toArray();
  return {
    favourites: rows.filter((row) => row.favourite).map((row) => row.itemId),
    recent: rows
      .filter((row): row is PricebookPickRow & { usedAt: number } => row.usedAt !== null)
      .sort((a, b) => b.usedAt - a.usedAt)
      .slice(0, RECENT_ITEMS_LIMIT)
      .map((row) => row.itemId),
  };
}

export async function setFavourite(db: DeviceDatabase, ownerId: string, itemId: string, favourite: boolean): Promise<void> {
  await db.transaction('rw', db.pricebookPicks, async () => {
    const row = await db.pricebookPicks.get([ownerId, itemId]);
    await putOrDrop(db, { ownerId, itemId, usedAt: row?.usedAt ?? null, favourite });
  });
}

/** Records a use; items beyond the recent list lose their time, so the table does not grow with every item ever opened. */
export async function markPricebookItemUsed(db: DeviceDatabase, ownerId: string, itemId: string, at: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.pricebookPicks, async () => {
    const row = await db.pricebookPicks.get([ownerId, itemId]);
    await db.pricebookPicks.put({ ownerId, itemId, favourite: row?.favourite ?? false, usedAt: at });
    const used = (await db.pricebookPicks.where('ownerId').equals(ownerId).toArray()).filter((pick) => pick.usedAt !== null);
    used.sort((a, b) => (b.usedAt ?? 0) - (a.usedAt ?? 0));
    for (const old of used.slice(RECENT_ITEMS_LIMIT)) await putOrDrop(db, { ...old, usedAt: null });
  });
}

async function putOrDrop(db: DeviceDatabase, row: PricebookPickRow): Promise<void> {
  if (!row.favourite && row.usedAt === null) await db.pricebookPicks.delete([row.ownerId, row.itemId]);
  else await db.pricebookPicks.put(row);
}

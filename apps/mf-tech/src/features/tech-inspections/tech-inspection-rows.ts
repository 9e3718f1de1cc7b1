import type { Inspection } from '@irrigo/contracts';
import type { LocalInspectionRow } from '../../device-store';
import { foldForSearch, matchesSearch } from '../../search/fold-for-search';
import type { OutboxItem } from '../../sync';
import type { TechInspectionsFilters } from './api/technician-inspections';

/**
 * Why one of the device's inspections is not (yet) the office's copy, as its row says it:
 * - onDeviceOnly: the server has never stored it;
 * - waiting: the server has it, but not its latest changes (or photos);
 * - sending: the outbox is sending it right now;
 * - needsChoice: someone else changed it meanwhile (412) and the technician must choose a version;
 * - failed: the server refused the last send, for `reason` (the sync sheet's words).
 */
export type DeviceMark = { kind: 'onDeviceOnly' } | { kind: 'waiting' } | { kind: 'sending' } | { kind: 'needsChoice' } | { kind: 'failed'; reason: string };

/** A row of the Inspections tab: the spec's list fields, and the device's mark when the office is behind. */
export interface TechInspectionRow extends Inspection {
  mark: DeviceMark | null;
}

/** A failure that only means "no signal": the row says it waits, not that it was refused. */
const NO_SIGNAL = 'NETWORK';

interface OutboxState {
  /** The owner's outbox items (useSyncStatus). */
  items: readonly OutboxItem[];
  /** The outbox engine is sending now. */
  syncing: boolean;
  now: number;
  /** The sync sheet's words for why an item has not gone (explainItem). */
  explain: (item: OutboxItem) => string | null;
}

/**
 * The mark of one of the device's inspections, or null when the server has all of it. Only the inspection's
 * own changes and its photos and videos count: a report e-mail waiting to go is not a change of the inspection.
 */
export function markOf(row: LocalInspectionRow, outbox: OutboxState): DeviceMark | null {
  if (row.conflict) return { kind: 'needsChoice' };
  const items = outbox.items.filter((item) => item.inspectionId === row.id && (item.kind === 'inspection' || item.kind === 'media'));
  if (items.length === 0) return null;
  const refused = items.find((item) => item.lastFailure !== null && item.lastFailure.code !== NO_SIGNAL && !item.waitingForInspection);
  const reason = refused ? outbox.explain(refused) : null;
  if (refused && reason) return { kind: 'failed', reason };
  if (outbox.syncing && items.some((item) => item.nextAttemptAt <= outbox.now && !item.waitingForInspection)) return { kind: 'sending' };
  return row.baseVersion === null ? { kind: 'onDeviceOnly' } : { kind: 'waiting' };
}

/** Whether a row is one the search and the status chip select (the device's rows, and the saved list offline). */
export function matchesFilters(inspection: Inspection, filters: TechInspectionsFilters): boolean {
  if (filters.status !== 'all' && inspection.status !== filters.status) return false;
  if (!filters.q) return true;
  return matchesSearch(foldForSearch(`${inspection.clientName} ${inspection.clientAddress} ${inspection.reportNumber}`), filters.q);
}

const newestFirst = (a: Inspection, b: Inspection): number => {
  const byCreation = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byCreation !== 0 && !Number.isNaN(byCreation) ? byCreation : b.id.localeCompare(a.id);
};

export interface TechInspectionLists {
  /** The device's inspections the office is behind on, marked, newest first: shown first. */
  notSent: TechInspectionRow[];
  /** What the office has: the server's pages (or, without them, the saved list), newest first. */
  sent: TechInspectionRow[];
}

interface ListSources {
  /** The owner's inspections on this device, each with its mark (null: the server has all of it). */
  device: readonly { inspection: Inspection; mark: DeviceMark | null }[];
  /** The server's rows already filtered by the server (its loaded pages, in order), or null without them. */
  server: readonly Inspection[] | null;
  /** Every matching inspection of the server is loaded (no "Load more" left). */
  serverComplete: boolean;
  /** The list saved on the device, shown (filtered here) when the server's cannot be. */
  saved: readonly Inspection[] | null;
  filters: TechInspectionsFilters;
}

/**
 * Spec §4: the device's and the server's inspections merged, so nothing shows twice (by id and by report
 * number: the device makes both, so they name the same inspection), newest first. A device row the office is
 * behind on wins over the server's copy of it and is listed first, marked. A device row the server has
 * entirely is the server's row once the server's pages include it; until then (it was just sent, or the
 * server cannot be asked) the device's copy stands in for it, at its place in the order: among the loaded
 * pages, never after a "Load more" that may bring older ones.
 */
export function mergeTechInspections({ device, server, serverComplete, saved, filters }: ListSources): TechInspectionLists {
  const notSent = device
    .filter((entry) => entry.mark !== null && matchesFilters(entry.inspection, filters))
    .map((entry) => ({ ...entry.inspection, mark: entry.mark }))
    .sort(newestFirst);
  const shown = new Set<string>();
  const claim = (inspection: Inspection): boolean => {
    if (shown.has(inspection.id) || shown.has(inspection.reportNumber)) return false;
    shown.add(inspection.id);
    shown.add(inspection.reportNumber);
    return true;
  };
  notSent.forEach(claim);

  const sent: TechInspectionRow[] = [];
  const synced = device.filter((entry) => entry.mark === null && matchesFilters(entry.inspection, filters)).map((entry) => entry.inspection);
  if (server) {
    for (const inspection of server) if (claim(inspection)) sent.push({ ...inspection, mark: null });
    const oldestLoaded = server.at(-1);
    for (const inspection of synced) {
      const inOrder = serverComplete || (oldestLoaded !== undefined && newestFirst(inspection, oldestLoaded) <= 0);
      if (inOrder && claim(inspection)) sent.push({ ...inspection, mark: null });
    }
  } else {
    // The device's copy of one it sent is at least as new as the saved list's.
    for (const inspection of [...synced, ...(saved ?? []).filter((row) => matchesFilters(row, filters))])
      if (claim(inspection)) sent.push({ ...inspection, mark: null });
  }
  return { notSent, sent: sent.sort(newestFirst) };
}

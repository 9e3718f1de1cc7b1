import type { InspectionListItem } from '@irrigo/contracts';

/**
 * The first page of the server's list as last seen on this device, so the Inspections tab still lists what
 * the office has with no signal. One small entry (a page of list rows: names, addresses, totals, no
 * documents or photos), so localStorage rather than the device store; it holds one person's list at a time,
 * and signing out removes it (use-log-out.ts), as it does the customers and the pricebook.
 */
export const LAST_SERVER_LIST_KEY = 'irrigo.techInspections.lastServerList';

export interface LastServerList {
  /** Whose list it is (device-owner.ts): another sign-in on the same device never reads it. */
  ownerId: string;
  /** ISO time the server answered it. */
  fetchedAt: string;
  items: InspectionListItem[];
  /** How many the server had in all when it answered. */
  total: number;
}

const isLastServerList = (value: unknown): value is LastServerList => {
  if (typeof value !== 'object' || value === null) return false;
  const { ownerId, fetchedAt, items, total } = value as Partial<LastServerList>;
  return typeof ownerId === 'string' && typeof fetchedAt === 'string' && Array.isArray(items) && typeof total === 'number';
};

/** The owner's last list, or null (none, another person's, unreadable or corrupt: a corrupt one is discarded). */
export function readLastServerList(ownerId: string): LastServerList | null {
  try {
    const stored = window.localStorage.getItem(LAST_SERVER_LIST_KEY);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!isLastServerList(parsed)) {
      window.localStorage.removeItem(LAST_SERVER_LIST_KEY);
      return null;
    }
    return parsed.ownerId === ownerId ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the owner's latest first page (replacing anyone else's); a full or blocked storage keeps nothing, silently. */
export function saveLastServerList(list: LastServerList): void {
  try {
    window.localStorage.setItem(LAST_SERVER_LIST_KEY, JSON.stringify(list));
  } catch {
    // Private browsing or a full disk: the tab still works online, and lists the device's own inspections offline.
  }
}

/** Signing out: the list leaves the device with its person. */
export function forgetLastServerList(): void {
  try {
    window.localStorage.removeItem(LAST_SERVER_LIST_KEY);
  } catch {
    // Nothing could have been kept either.
  }
}

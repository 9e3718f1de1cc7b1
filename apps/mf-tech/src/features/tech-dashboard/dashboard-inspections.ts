import { centsToDollars, type Inspection } from '@irrigo/contracts';
import { inspectionOfDeviceRow, type LocalInspectionRow } from '../../device-store';
import type { TechnicianStats } from './api/technician-stats';

/** Spec §9: the dashboard lists the 5 most recent inspections. */
export const RECENT_INSPECTIONS_SHOWN = 5;

/** An inspection as the dashboard lists it: the spec's list fields, and whether the office has yet to receive it. */
export interface DashboardInspection extends Inspection {
  /** A copy on this device whose latest state has not reached the server yet ("On this device"). */
  unsent: boolean;
  /** Whether the server has ever stored it (it then counts in the server's figures). */
  onServer: boolean;
}

/** A device row as the dashboard lists it. */
export function localInspectionOf(row: LocalInspectionRow, unsent: boolean): DashboardInspection {
  return { ...inspectionOfDeviceRow(row), unsent, onServer: row.baseVersion !== null };
}

const newestFirst = (a: Inspection, b: Inspection): number => {
  const byCreation = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byCreation !== 0 && !Number.isNaN(byCreation) ? byCreation : b.id.localeCompare(a.id);
};

/**
 * Spec §4: local and server inspections merged by report number, newest first (by creation). When both
 * have one, the device's copy is shown while it holds changes the server has not received (it is the
 * newer), else the server's.
 */
export function mergeInspections(local: readonly DashboardInspection[], server: readonly Inspection[]): DashboardInspection[] {
  const merged = new Map<string, DashboardInspection>();
  for (const inspection of server) merged.set(inspection.reportNumber, { ...inspection, unsent: false, onServer: true });
  for (const inspection of local) {
    const fromServer = merged.get(inspection.reportNumber);
    if (!fromServer || inspection.unsent) merged.set(inspection.reportNumber, { ...inspection, onServer: inspection.onServer || fromServer !== undefined });
  }
  return [...merged.values()].sort(newestFirst);
}

export interface DashboardStats {
  inspectionsToday: number;
  inspectionsThisMonth: number;
  /** Dollars with 2 decimals: the sum of estimatedTotal this month. */
  revenueThisMonth: string;
  servicePlansThisMonth: number | null;
  averageRating: number | null;
  /** No server figures: everything counted is on this device. */
  deviceOnly: boolean;
}

const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const dollarsToCents = (dollars: string): number => {
  const value = Math.round(Number(dollars) * 100);
  return Number.isFinite(value) ? value : 0;
};

/**
 * Spec §4 statistics, on the device's calendar: "today" counts the device's inspections of yesterday too
 * (an inspection written late and not sent until the next morning still counts); the month starts on the
 * 1st; revenue sums estimatedTotal. Without the server's figures (offline, or the server did not answer), the
 * figures are the device's alone. With them, "today" adds to the server's today every inspection on this
 * device since yesterday's start that the server's today does not count already: never received (not sent,
 * nor in its recent list), or created before today's start (yesterday's, sent or not). So the same device gives
 * the same "today" with or without a signal, and no inspection is counted twice. The month adds only the
 * never-received ones (the server's month counts every one it has).
 */
export function dashboardStats(
  local: readonly DashboardInspection[],
  server: TechnicianStats | null,
  serverRecent: readonly Inspection[],
  now: Date,
): DashboardStats {
  const known = new Set(serverRecent.map((inspection) => inspection.reportNumber));
  const neverReceived = (inspection: DashboardInspection) => !inspection.onServer && !known.has(inspection.reportNumber);
  const todayStart = startOfDay(now);
  const yesterdayStart = startOfDay(now);
  yesterdayStart.setDate(yesterdayStart.getDate() - 1);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const created = (inspection: DashboardInspection) => Date.parse(inspection.createdAt);
  const sinceYesterday = local.filter((inspection) => created(inspection) >= yesterdayStart.getTime());
  const addedToToday = server ? sinceYesterday.filter((inspection) => neverReceived(inspection) || created(inspection) < todayStart.getTime()) : sinceYesterday;
  const addedToMonth = local.filter((inspection) => created(inspection) >= monthStart.getTime() && (!server || neverReceived(inspection)));
  const localRevenue = addedToMonth.reduce((sum, inspection) => sum + dollarsToCents(inspection.estimatedTotal), 0);
  return {
    inspectionsToday: (server?.inspectionsToday ?? 0) + addedToToday.length,
    inspectionsThisMonth: (server?.inspectionsThisMonth ?? 0) + addedToMonth.length,
    revenueThisMonth: centsToDollars((server ? dollarsToCents(server.revenueThisMonth) : 0) + localRevenue),
    servicePlansThisMonth: server?.servicePlansThisMonth ?? null,
    averageRating: server?.averageRating ?? null,
    deviceOnly: server === null,
  };
}

/** Inspection statuses the product knows; any other value a server sends is shown as-is (spec §3, §4). */
export const INSPECTION_STATUSES = ['draft', 'completed'] as const;
export type KnownInspectionStatus = (typeof INSPECTION_STATUSES)[number];
// `string & Record<never, never>` keeps the known values in editor completion while allowing any other status.
export type InspectionStatus = KnownInspectionStatus | (string & Record<never, never>);

/** Where an inspection in a list came from: the browser's own store or the server. */
export const INSPECTION_SOURCES = ['local', 'database'] as const;
export type InspectionSource = (typeof INSPECTION_SOURCES)[number];

/** One inspection in a list (GET /api/technician/inspections/recent). */
export interface Inspection {
  id: string;
  reportNumber: string;
  clientName: string;
  clientAddress: string;
  status: InspectionStatus;
  /** ISO date-time, null until completed. */
  completedDate: string | null;
  createdAt: string;
  savedAt: string;
  /** Dollars as a numeric string with 2 decimals ("1250.00"); stored as integer cents. */
  estimatedTotal: string;
  technicianId: string | null;
  inspectorName: string;
  source: InspectionSource;
}

/** A calendar month, `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One technician's work in a month (GET /api/inspections/technician-stats). */
export interface TechnicianMonthStats {
  technicianId: string;
  inspections: number;
  /**
   * Service plans sold and the average customer rating: null until the features that own them exist
   * (service plans, ratings); the screens show N/A.
   */
  servicePlansSold: number | null;
  averageRating: number | null;
}

/**
 * GET /api/inspections/technician-stats?month=YYYY-MM&timeZone=…&locationId=…: technicians with at least
 * one inspection in the month (in the given time zone); a technician missing from the list did none.
 */
export interface TechnicianMonthStatsResponse {
  month: string;
  timeZone: string;
  technicians: TechnicianMonthStats[];
}

/**
 * GET /api/technician/stats/{technicianId}?timeZone=…: one technician's numbers for their dashboard (spec §3
 * "Technician stats", §4 statistics rules). "Today" and "this month" are counted in the given IANA time zone,
 * from the day's and the month's first instant there, by when the device created each inspection.
 */
export interface TechnicianStats {
  /** null until service plans exist (the screens show N/A). */
  servicePlansThisMonth: number | null;
  /** null until ratings exist. */
  averageRating: number | null;
  inspectionsToday: number;
  inspectionsThisMonth: number;
  /** Dollars with 2 decimals: the month's inspections' estimated totals added up. */
  revenueThisMonth: string;
}

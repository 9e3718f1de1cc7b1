import type { Inspection } from './inspections.js';

/** GET /api/admin/inspections and /api/admin/inspections.csv: the office's list of inspections (issue 12, "Finding inspections"). */
export const INSPECTION_LIST_SORTS = ['createdAt', 'completedDate', 'clientName', 'reportNumber', 'estimatedTotal'] as const;
export type InspectionListSort = (typeof INSPECTION_LIST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_INSPECTION_LIST_SORT: InspectionListSort = 'createdAt';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'desc';
export const DEFAULT_INSPECTION_LIST_PAGE_SIZE = 25;
export const MAX_INSPECTION_LIST_PAGE_SIZE = 100;
/** Languages of the CSV export's header row. */
export const INSPECTION_CSV_LANGUAGES = ['en', 'es'] as const;
export type InspectionCsvLanguage = (typeof INSPECTION_CSV_LANGUAGES)[number];

/**
 * The filters both the page and the CSV export take. `from` and `to` are calendar days (YYYY-MM-DD, both
 * included) in `timeZone`, compared with the day the inspection was made (createdAt); `timeZone` is required
 * with either. `q` matches client name, client address or report number (case-insensitive, anywhere in them).
 * `sort=completedDate` orders by the completed date, else the created date (the date the list shows).
 */
export interface InspectionListFilters {
  q?: string;
  status?: string;
  technicianId?: string;
  locationId?: string;
  from?: string;
  to?: string;
  timeZone?: string;
  sort?: InspectionListSort;
  direction?: SortDirection;
}

export interface InspectionListQuery extends InspectionListFilters {
  /** 1-based. */
  page?: number;
  /** At most MAX_INSPECTION_LIST_PAGE_SIZE. */
  pageSize?: number;
}

/**
 * GET /api/technician/inspections: the technician's Inspections tab. The office list's page and filters without
 * technicianId and locationId: the caller's scope decides whose they are (a technician: their own).
 */
export const TECHNICIAN_INSPECTION_LIST_URL = '/api/technician/inspections';
export type TechnicianInspectionListQuery = Omit<InspectionListQuery, 'technicianId' | 'locationId'>;

export interface InspectionCsvQuery extends InspectionListFilters {
  lang?: InspectionCsvLanguage;
}

/** A row of the list: the dashboard's Inspection plus where it was done. */
export interface InspectionListItem extends Inspection {
  locationId: string | null;
}

export interface InspectionListPage {
  items: InspectionListItem[];
  page: number;
  pageSize: number;
  /** Every inspection the filters match (all pages). */
  total: number;
}

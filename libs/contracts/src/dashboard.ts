import type { DashboardPeriod } from './constants.js';
import type { InspectionStatus } from './inspections.js';

/**
 * The office dashboard's numbers (spec §2 "Admin dashboard", §3 "Dashboard summary").
 *
 * GET /api/dashboard/stats?period=week|month|quarter&timeZone=America/Chicago&locationId=…
 * - admins and managers: the organization, or the one location `locationId` names (the top bar's switcher);
 *   supervisors: their own location (another `locationId` answers 404, as one that does not exist);
 *   technicians: 403.
 * - `period` defaults to month; anything else than week, month or quarter is a 400.
 * - The period runs from its first instant in `timeZone` (Monday 00:00 for a week, the 1st for a month,
 *   1 January / April / July / October for a quarter) to now: week, month and quarter to date. Without
 *   `timeZone` (spec §7 sends no parameters) the days begin at midnight UTC.
 * - Deleted inspections count nowhere.
 */
export interface DashboardStatsQuery {
  period?: DashboardPeriod;
  /** IANA time zone where the business is (the browser's); the period's days begin at midnight there. Default UTC. */
  timeZone?: string;
  /** The selected location; omitted, the caller's whole scope. */
  locationId?: string;
}

/**
 * A figure the service could not get from the service that owns its data (services/org: the technician
 * roster and the locations' service areas). Its numbers are null and the screen says "Some data may be
 * loading. Refresh if data appears outdated."
 */
export const DASHBOARD_PARTS = ['technicians', 'territories'] as const;
export type DashboardPart = (typeof DASHBOARD_PARTS)[number];

/**
 * The four cards. Every figure is about the inspections made (by the device's creation time) in the period:
 * - inspections.total: inspections made in the period; inspections.completed: of those, the completed ones.
 * - revenue.monthly: estimated totals of the period's completed inspections (the spec's name; it is the
 *   selected period's, not always a month's); revenue.pending: estimated totals of the period's drafts.
 *   Both are dollars as numeric strings with 2 decimals ("1250.00"), like `Inspection.estimatedTotal`.
 * - technicians.active: technicians with at least one inspection in the period; technicians.total: the
 *   active roster of the organization or location (null when services/org did not answer).
 * - territories.total: the ZIP codes of the service area (the ZIP codes of the customers' sites of the
 *   location, or of the organization); territories.covered: those where an inspection was made in the
 *   period (matched by the ZIP code at the end of the inspection's address). Both null when services/org
 *   did not answer. The card shows round(covered / total × 100) %, or 0 % when total is 0.
 */
export interface DashboardStats {
  period: DashboardPeriod;
  timeZone: string;
  /** The selected location, or null for the whole scope. */
  locationId: string | null;
  /** ISO date-time of the period's first instant. */
  from: string;
  /** ISO date-time the figures were counted at (the period's end so far). */
  to: string;
  inspections: { total: number; completed: number };
  revenue: { monthly: string; pending: string };
  technicians: { active: number; total: number | null };
  territories: { covered: number | null; total: number | null };
  /** Parts whose data could not be fetched this time; empty when every figure is known. */
  missing: DashboardPart[];
}

/**
 * Recent inspections on the dashboard: GET /api/technician/inspections/recent?locationId=… (spec §7) answers
 * the latest RECENT_INSPECTIONS_LIMIT `Inspection`s of the caller's scope, newest first; `locationId` narrows
 * the office's list to the selected location (outside the scope: 404).
 */
export interface RecentInspectionsQuery {
  locationId?: string;
}

/**
 * DELETE /api/admin/inspections/{id} (admins only): 204 when deleted. The inspection leaves every list and
 * count at once; who deleted it and when go to the inspections audit log; its photos and videos are removed
 * from storage after the retention period. An inspection that does not exist, is another organization's or
 * is already deleted answers 404 (the spec's "It may have already been deleted"); a manager, supervisor or
 * technician gets 403.
 */
export const INSPECTION_DELETED_AUDIT_ACTION = 'inspection.deleted';

/** What the inspections audit log records (one action so far: the office's Delete). */
export const INSPECTION_AUDIT_ACTIONS = [INSPECTION_DELETED_AUDIT_ACTION] as const;
export type InspectionAuditAction = (typeof INSPECTION_AUDIT_ACTIONS)[number];

/** What identified the inspection when it happened, never the document itself. */
export interface InspectionAuditDetails {
  reportNumber: string;
  clientName: string;
  /** The inspection's status at the time (draft, completed, or another as stored). */
  status: InspectionStatus;
  locationId: string | null;
  technicianId: string | null;
}

/** One entry of the inspections audit log: who did what to an inspection and when. */
export interface InspectionAuditEvent {
  id: string;
  action: InspectionAuditAction;
  inspectionId: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  occurredAt: string;
  details: InspectionAuditDetails;
}

/**
 * GET /api/admin/inspections/audit-events?before=<ISO>&limit=<1..100> (admins and managers, their
 * organization's): newest first, paged like the security log (GET /api/audit-events): pass `nextBefore` as
 * `before` for the next page; null at the end.
 */
export interface InspectionAuditEventsResponse {
  events: InspectionAuditEvent[];
  nextBefore: string | null;
}

/** Days a deleted inspection's media are kept before the sweep removes them from storage (MEDIA_RETENTION_DAYS). */
export const DEFAULT_MEDIA_RETENTION_DAYS = 30;

/**
 * GET /internal/service-areas?organizationId=…&locationId=… (services/org, for services/inspections): the ZIP
 * codes of the organization's service area, or of one location's — the five-digit ZIP codes of the customers'
 * sites filed under it. services/inspections counts a ZIP code covered when an inspection was made there.
 */
export interface ServiceAreaResponse {
  zipCodes: string[];
}

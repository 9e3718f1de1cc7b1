import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DashboardPart, DashboardPeriod, DashboardStats } from '@irrigo/contracts';
import { DomainException, type OrganizationScope } from '@irrigo/nest-kit';
import type { Repository } from 'typeorm';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { centsToDecimalString } from '../inspections/inspection.mapper.js';
import { ADDRESS_ZIP_SQL } from './address-zip.js';
import { OrgDirectoryClient } from './org-directory.client.js';

/** The sums an inspection's status goes to, as the daily figures class it. */
const STATUS_CLASS_SQL = `CASE status WHEN 'completed' THEN 'completed' WHEN 'draft' THEN 'draft' ELSE 'other' END`;

const DAY_MS = 86_400_000;
const isoDay = (midnight: Date) => midnight.toISOString().slice(0, 10);

/**
 * The whole UTC days inside [from, to]: from the first UTC midnight at or after `from` to the last at or before
 * `to` (exclusive). None when the period is shorter than that: both are then `from`, and the inspections
 * themselves answer for all of [from, to].
 */
export function wholeUtcDaysBetween(from: Date, to: Date): { wholeDaysFrom: Date; wholeDaysTo: Date } {
  const first = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const last = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  return first < last ? { wholeDaysFrom: first, wholeDaysTo: last } : { wholeDaysFrom: from, wholeDaysTo: from };
}

/** The unit date_trunc starts each period at: ISO weeks begin on Monday. */
const PERIOD_UNIT: Record<DashboardPeriod, string> = { week: 'week', month: 'month', quarter: 'quarter' };

interface FiguresRow {
  total: string;
  completed: string;
  revenueCents: string;
  pendingCents: string;
  activeTechnicians: string;
}

/** Where the figures are counted: an organization, maybe narrowed to one location. */
interface Place {
  organizationId: string;
  locationId: string | null;
}

@Injectable()
export class DashboardStatsService {
  constructor(
    @InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>,
    private readonly org: OrgDirectoryClient,
  ) {}

  /**
   * The four cards for the period to date in `timeZone` (see DashboardStats for each definition). The
   * inspections' figures are SQL aggregates over the daily figures and the partial days' live inspections (no
   * rows in memory); the roster and the service area come from services/org, asked meanwhile. A part org cannot give
   * is null and listed in `missing`; the rest is answered anyway.
   */
  async statsFor(
    scope: OrganizationScope,
    period: DashboardPeriod,
    timeZone: string,
    requestedLocationId: string | undefined,
    requestId: string,
  ): Promise<DashboardStats> {
    const place = placeOf(scope, requestedLocationId);
    const now = new Date();
    const from = await this.periodStart(period, timeZone, now);
    const empty = place === null;

    const rosterSize = empty ? Promise.resolve(0) : this.org.rosterSize(place.organizationId, place.locationId, requestId);
    const serviceArea = empty ? Promise.resolve([]) : this.org.serviceAreaZips(place.organizationId, place.locationId, requestId);
    const figures = await this.figures(place, from, now);
    const [technicianTotal, zipCodes] = await Promise.all([rosterSize, serviceArea]);
    const covered = zipCodes === null || place === null ? null : await this.coveredZips(place, zipCodes, from, now);

    const missing: DashboardPart[] = [];
    if (technicianTotal === null) missing.push('technicians');
    if (zipCodes === null) missing.push('territories');
    return {
      period,
      timeZone,
      locationId: place?.locationId ?? requestedLocationId ?? null,
      from: from.toISOString(),
      to: now.toISOString(),
      inspections: { total: Number(figures.total), completed: Number(figures.completed) },
      revenue: { monthly: centsToDecimalString(figures.revenueCents), pending: centsToDecimalString(figures.pendingCents) },
      technicians: { active: Number(figures.activeTechnicians), total: technicianTotal },
      territories: { covered: zipCodes === null ? null : (covered ?? 0), total: zipCodes === null ? null : zipCodes.length },
      missing,
    };
  }

  /** The period's first instant where the business is: midnight of Monday, the 1st, or the quarter's first day, in `timeZone`. */
  private async periodStart(period: DashboardPeriod, timeZone: string, now: Date): Promise<Date> {
    const [row] = (await this.inspections.query(`SELECT (date_trunc($1, CAST($2 AS timestamptz) AT TIME ZONE $3) AT TIME ZONE $3) AS "from"`, [
      PERIOD_UNIT[period],
      now.toISOString(),
      timeZone,
    ])) as { from: Date }[];
    return new Date(row?.from ?? now);
  }

  /**
   * Counts and sums of the period's live inspections: its whole UTC days from the daily figures the database
   * keeps (migration 1795400000100), its partial first and last days from the inspections themselves (index-only
   * scans), so a quarter reads a few thousand rows however many inspections there are.
   */
  private async figures(place: Place | null, from: Date, to: Date): Promise<FiguresRow> {
    if (place === null) return { total: '0', completed: '0', revenueCents: '0', pendingCents: '0', activeTechnicians: '0' };
    const { wholeDaysFrom, wholeDaysTo } = wholeUtcDaysBetween(from, to);
    const location = place.locationId ? 'AND location_id = $2' : 'AND $2::uuid IS NULL';
    const rows = (await this.inspections.query(
      `SELECT COALESCE(sum(part.inspections), 0) AS total,
              COALESCE(sum(part.inspections) FILTER (WHERE part.status_class = 'completed'), 0) AS completed,
              COALESCE(sum(part.cents) FILTER (WHERE part.status_class = 'completed'), 0) AS "revenueCents",
              COALESCE(sum(part.cents) FILTER (WHERE part.status_class = 'draft'), 0) AS "pendingCents",
              count(DISTINCT part.technician_id) AS "activeTechnicians"
       FROM (
         SELECT technician_id, status_class, inspections, estimated_total_cents AS cents
         FROM "inspections"."inspection_daily_figures"
         WHERE organization_id = $1 ${location} AND day >= $3::date AND day < $4::date AND inspections > 0
         UNION ALL
         SELECT technician_id, ${STATUS_CLASS_SQL}, 1, estimated_total_cents
         FROM "inspections"."inspections"
         WHERE organization_id = $1 ${location} AND deleted_at IS NULL AND created_at >= $5 AND created_at < $6
         UNION ALL
         SELECT technician_id, ${STATUS_CLASS_SQL}, 1, estimated_total_cents
         FROM "inspections"."inspections"
         WHERE organization_id = $1 ${location} AND deleted_at IS NULL AND created_at >= $7 AND created_at <= $8
       ) AS part`,
      [place.organizationId, place.locationId, isoDay(wholeDaysFrom), isoDay(wholeDaysTo), from, wholeDaysFrom, wholeDaysTo, to],
    )) as FiguresRow[];
    return rows[0] ?? { total: '0', completed: '0', revenueCents: '0', pendingCents: '0', activeTechnicians: '0' };
  }

  /** How many of the service area's ZIP codes had an inspection in the period: one index probe per ZIP code. */
  private async coveredZips(place: Place, zipCodes: string[], from: Date, to: Date): Promise<number> {
    if (zipCodes.length === 0) return 0;
    const [row] = (await this.inspections.query(
      `SELECT count(*) AS covered FROM unnest(CAST($1 AS text[])) AS area(zip)
       WHERE EXISTS (
         SELECT 1 FROM "inspections"."inspections" inspection
         WHERE inspection.organization_id = $2 AND ($3::uuid IS NULL OR inspection.location_id = $3::uuid)
           AND ${ADDRESS_ZIP_SQL} = area.zip
           AND inspection.created_at >= $4 AND inspection.created_at <= $5 AND inspection.deleted_at IS NULL
       )`,
      [zipCodes, place.organizationId, place.locationId, from, to],
    )) as { covered: string }[];
    return Number(row?.covered ?? 0);
  }
}

/**
 * The organization and location the figures are about: admins and managers their organization or the location
 * they pick; a supervisor their own location (another answers 404, as one that does not exist). null: the scope
 * sees no inspections at all (no organization, a supervisor filed under no location).
 */
function placeOf(scope: OrganizationScope, requestedLocationId: string | undefined): Place | null {
  // Technicians never reach the office's figures (the route is for admins, managers and supervisors).
  if (scope.reach === 'none' || scope.reach === 'own-work') return null;
  if (scope.reach === 'organization') return { organizationId: scope.organizationId, locationId: requestedLocationId ?? null };
  if (requestedLocationId !== undefined && requestedLocationId !== scope.locationId) throw DomainException.notFound('Location not found');
  return scope.locationId ? { organizationId: scope.organizationId, locationId: scope.locationId } : null;
}

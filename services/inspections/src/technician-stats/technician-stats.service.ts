import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TechnicianMonthStats, TechnicianStats } from '@irrigo/contracts';
import { applyScope, DomainException, isInScope, type OrganizationScope } from '@irrigo/nest-kit';
import type { Repository } from 'typeorm';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { centsToDecimalString } from '../inspections/inspection.mapper.js';
import { INSPECTION_SCOPE } from '../inspections/inspection.scope.js';

interface TechnicianRow {
  today: string;
  month: string;
  revenueCents: string;
}

/** When an inspection was made: created_at holds the device's time of creation (capped at the server's clock). */
const MADE_AT = 'inspection.created_at';
/** The first instant of the current day / month where the business is, and of the next. */
const TODAY_START = `(date_trunc('day', now() AT TIME ZONE :timeZone) AT TIME ZONE :timeZone)`;
const TOMORROW_START = `((date_trunc('day', now() AT TIME ZONE :timeZone) + interval '1 day') AT TIME ZONE :timeZone)`;
const MONTH_START = `(date_trunc('month', now() AT TIME ZONE :timeZone) AT TIME ZONE :timeZone)`;
const NEXT_MONTH_START = `((date_trunc('month', now() AT TIME ZONE :timeZone) + interval '1 month') AT TIME ZONE :timeZone)`;

interface CountRow {
  technicianId: string;
  inspections: string;
}

@Injectable()
export class TechnicianStatsService {
  constructor(@InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>) {}

  /**
   * Inspections per technician in one calendar month of `timeZone`, counted by the database over the scope's
   * rows (one GROUP BY, never rows in memory). A location outside the scope answers 404, as one that does
   * not exist. Plans sold and ratings are null: their features (service plans, ratings) do not exist yet,
   * and a 0 would claim a technician sold nothing.
   */
  async monthOf(scope: OrganizationScope, month: string, timeZone: string, locationId?: string): Promise<TechnicianMonthStats[]> {
    if (locationId !== undefined && scope.reach !== 'organization' && !isInScope(scope, INSPECTION_SCOPE, { locationId })) {
      throw DomainException.notFound('Location not found');
    }
    const query = this.inspections
      .createQueryBuilder('inspection')
      .select('inspection.technician_id', 'technicianId')
      .addSelect('count(*)', 'inspections')
      .where('inspection.technician_id IS NOT NULL')
      // The month's first instant where the business is, to the next month's first instant there.
      .andWhere(`inspection.created_at >= (CAST(:monthStart AS timestamp) AT TIME ZONE :timeZone)`)
      .andWhere(`inspection.created_at < ((CAST(:monthStart AS timestamp) + interval '1 month') AT TIME ZONE :timeZone)`)
      .setParameters({ monthStart: `${month}-01T00:00:00`, timeZone })
      .groupBy('inspection.technician_id')
      .orderBy('inspection.technician_id');
    if (locationId !== undefined) query.andWhere('inspection.location_id = :locationId', { locationId });
    const rows = await applyScope(query, 'inspection', scope, INSPECTION_SCOPE).getRawMany<CountRow>();
    return rows.map((row) => ({ technicianId: row.technicianId, inspections: Number(row.inspections), servicePlansSold: null, averageRating: null }));
  }

  /**
   * One technician's inspections today and this month and the month's estimated totals, counted and summed by
   * the database over the caller's scope (soft-deleted inspections are left out by the entity's delete column).
   */
  async ofTechnician(scope: OrganizationScope, technicianId: string, timeZone: string): Promise<TechnicianStats> {
    const query = this.inspections
      .createQueryBuilder('inspection')
      .select(`count(*) FILTER (WHERE ${MADE_AT} >= ${TODAY_START} AND ${MADE_AT} < ${TOMORROW_START})`, 'today')
      .addSelect('count(*)', 'month')
      .addSelect('COALESCE(sum(inspection.estimated_total_cents), 0)', 'revenueCents')
      .where('inspection.technician_id = :technicianId', { technicianId })
      .andWhere(`${MADE_AT} >= ${MONTH_START}`)
      .andWhere(`${MADE_AT} < ${NEXT_MONTH_START}`)
      .setParameter('timeZone', timeZone);
    const row = await applyScope(query, 'inspection', scope, INSPECTION_SCOPE).getRawOne<TechnicianRow>();
    return {
      servicePlansThisMonth: null,
      averageRating: null,
      inspectionsToday: Number(row?.today ?? 0),
      inspectionsThisMonth: Number(row?.month ?? 0),
      revenueThisMonth: centsToDecimalString(row?.revenueCents ?? '0'),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_INSPECTION_LIST_PAGE_SIZE,
  DEFAULT_INSPECTION_LIST_SORT,
  DEFAULT_SORT_DIRECTION,
  type InspectionListFilters,
  type InspectionListItem,
  type InspectionListPage,
  type InspectionListSort,
} from '@irrigo/contracts';
import { DomainException, type OrganizationScope } from '@irrigo/nest-kit';
import type { DataSource } from 'typeorm';
import { centsToDecimalString } from '../inspections/inspection.mapper.js';

/** Rows the CSV export reads per query: memory stays bounded however many inspections match. */
export const CSV_BATCH = 500;

/**
 * What each sort orders by, never null (so the keyset of the CSV export compares rows), and the type its
 * text form is cast back to. The expressions must stay the ones the list's indexes were built on
 * (migration 1795600000000).
 */
const SORTS: Record<InspectionListSort, { expression: string; type: string }> = {
  createdAt: { expression: 'created_at', type: 'timestamptz' },
  completedDate: { expression: 'COALESCE(completed_date, created_at)', type: 'timestamptz' },
  clientName: { expression: 'lower(client_name)', type: 'text' },
  reportNumber: { expression: 'report_number', type: 'text' },
  estimatedTotal: { expression: 'estimated_total_cents', type: 'bigint' },
};

const COLUMNS = `id, report_number, client_name, client_address, status, completed_date, created_at, saved_at,
  estimated_total_cents, technician_id, inspector_name, location_id`;

interface ListRow {
  id: string;
  report_number: string;
  client_name: string;
  client_address: string;
  status: string;
  completed_date: Date | string | null;
  created_at: Date | string;
  saved_at: Date | string;
  estimated_total_cents: string;
  technician_id: string | null;
  inspector_name: string;
  location_id: string | null;
  sort_key: string;
}

/** A WHERE clause and its parameters, numbered from $1. */
interface Filter {
  where: string;
  parameters: unknown[];
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: ListRow): InspectionListItem {
  return {
    id: row.id,
    reportNumber: row.report_number,
    clientName: row.client_name,
    clientAddress: row.client_address,
    status: row.status,
    completedDate: row.completed_date === null ? null : iso(row.completed_date),
    createdAt: iso(row.created_at),
    savedAt: iso(row.saved_at),
    estimatedTotal: centsToDecimalString(row.estimated_total_cents),
    technicianId: row.technician_id,
    inspectorName: row.inspector_name,
    source: 'database',
    locationId: row.location_id,
  };
}

@Injectable()
export class InspectionListService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the inspections the caller's scope and the filters select, with how many there are in all. */
  async page(scope: OrganizationScope, filters: InspectionListFilters, page = 1, pageSize = DEFAULT_INSPECTION_LIST_PAGE_SIZE): Promise<InspectionListPage> {
    const filter = filterOf(scope, filters);
    if (!filter) return { items: [], page, pageSize, total: 0 };
    const { expression, direction } = orderOf(filters);
    const [counted] = (await this.dataSource.query(`SELECT count(*) AS total FROM "inspections"."inspections" WHERE ${filter.where}`, filter.parameters)) as {
      total: string;
    }[];
    const total = Number(counted?.total ?? 0);
    const rows =
      total === 0 || (page - 1) * pageSize >= total
        ? []
        : ((await this.dataSource.query(
            `SELECT ${COLUMNS}, ${expression}::text AS sort_key FROM "inspections"."inspections" WHERE ${filter.where}
             ORDER BY ${expression} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
            filter.parameters,
          )) as ListRow[]);
    return { items: rows.map(toItem), page, pageSize, total };
  }

  /**
   * Every inspection the scope and filters select, in the list's order, read CSV_BATCH at a time by keyset
   * (the last row's sort key and id), so neither the service nor the database holds them all at once. The
   * scope is checked here, before the answer starts (a location outside it throws 404 now, not mid-stream).
   */
  all(scope: OrganizationScope, filters: InspectionListFilters): AsyncGenerator<InspectionListItem> {
    return this.read(filterOf(scope, filters), filters);
  }

  private async *read(filter: Filter | null, filters: InspectionListFilters): AsyncGenerator<InspectionListItem> {
    if (!filter) return;
    const { expression, type, direction } = orderOf(filters);
    const comparison = direction === 'ASC' ? '>' : '<';
    let after: { key: string; id: string } | null = null;
    for (;;) {
      const parameters = [...filter.parameters];
      let keyset = '';
      if (after) {
        parameters.push(after.key, after.id);
        keyset = `AND (${expression}, id) ${comparison} ($${parameters.length - 1}::${type}, $${parameters.length}::uuid)`;
      }
      const rows = (await this.dataSource.query(
        `SELECT ${COLUMNS}, ${expression}::text AS sort_key FROM "inspections"."inspections" WHERE ${filter.where} ${keyset}
         ORDER BY ${expression} ${direction}, id ${direction} LIMIT ${CSV_BATCH}`,
        parameters,
      )) as ListRow[];
      for (const row of rows) yield toItem(row);
      const last = rows.at(-1);
      if (!last || rows.length < CSV_BATCH) return;
      after = { key: last.sort_key, id: last.id };
    }
  }
}

function orderOf(filters: InspectionListFilters): { expression: string; type: string; direction: 'ASC' | 'DESC' } {
  const sort = SORTS[filters.sort ?? DEFAULT_INSPECTION_LIST_SORT];
  return { ...sort, direction: (filters.direction ?? DEFAULT_SORT_DIRECTION) === 'asc' ? 'ASC' : 'DESC' };
}

/**
 * The WHERE clause for the caller's scope and the filters: admins and managers the organization (or the
 * location they name), a supervisor their own location (another answers 404, as the dashboard does), a
 * technician the inspections they did, wherever they did them (the technician's own list: their work does not
 * leave it when they move to another location); deleted inspections never. null: the scope sees nothing (no
 * organization, a supervisor filed under no location, a technician not on the roster).
 */
function filterOf(scope: OrganizationScope, filters: InspectionListFilters): Filter | null {
  if (scope.reach === 'none') return null;
  if (scope.reach === 'own-work' && !scope.technicianId) return null;
  let locationId = filters.locationId ?? null;
  if (scope.reach === 'location') {
    if (locationId !== null && locationId !== scope.locationId) throw DomainException.notFound('Location not found');
    if (!scope.locationId) return null;
    locationId = scope.locationId;
  }
  const parameters: unknown[] = [scope.organizationId];
  const conditions = ['organization_id = $1', 'deleted_at IS NULL'];
  const add = (value: unknown) => `$${parameters.push(value)}`;
  if (scope.reach === 'own-work') conditions.push(`technician_id = ${add(scope.technicianId)}`);
  if (locationId !== null) conditions.push(`location_id = ${add(locationId)}`);
  if (filters.technicianId) conditions.push(`technician_id = ${add(filters.technicianId)}`);
  if (filters.status) conditions.push(`status = ${add(filters.status)}`);
  if (filters.from) conditions.push(`created_at >= (${add(filters.from)}::date::timestamp AT TIME ZONE ${add(filters.timeZone)})`);
  if (filters.to) conditions.push(`created_at < ((${add(filters.to)}::date + 1)::timestamp AT TIME ZONE ${add(filters.timeZone)})`);
  if (filters.q) {
    const pattern = add(likeContains(filters.q));
    conditions.push(`(client_name ILIKE ${pattern} OR client_address ILIKE ${pattern} OR report_number ILIKE ${pattern})`);
  }
  return { where: conditions.join(' AND '), parameters };
}

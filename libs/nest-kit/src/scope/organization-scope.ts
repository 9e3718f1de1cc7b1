import type { VerifiedUser } from '@irrigo/contracts';
import { And, Brackets, Equal, FindOperator, Raw, type FindOptionsWhere, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/**
 * How far a caller reaches into the business data (spec §6, DESIGN.md "The domain"):
 * - `organization`: admins and managers, and a service asking for an organization it names;
 * - `location`: a supervisor, their own location of their organization;
 * - `own-work`: a technician, the rows that are theirs;
 * - `none`: nothing at all (a user filed under no organization).
 * A supervisor or technician filed under no location sees none of the rows that belong to a location.
 */
export type OrganizationScope =
  | { reach: 'organization'; organizationId: string }
  | { reach: 'location'; organizationId: string; locationId: string | null }
  | { reach: 'own-work'; organizationId: string; locationId: string | null; technicianId: string | null }
  | { reach: 'none' };

/**
 * The columns that place a table's rows (entity property names). Each table says what it has, and the
 * nature of its rows decides what a narrower scope sees of it:
 * - `organization`: always; the organization a row belongs to (for the organizations table, its `id`);
 * - `location`: where a row belongs to a location (for the locations table, its `id`); without it a
 *   supervisor or technician sees the organization's rows, as for the organization's own record;
 * - `technician`: where a row is some technician's work; a technician then sees only theirs, else their
 *   location's rows, else (neither column) the organization's.
 */
export interface ScopedColumns<T> {
  organization: keyof T & string;
  location?: keyof T & string;
  technician?: keyof T & string;
}

/** The scope of a signed-in user: §6 applied to their role, organization, location and roster technician. */
export function scopeOfUser(user: Pick<VerifiedUser, 'role' | 'organizationId' | 'locationId' | 'technicianId'>): OrganizationScope {
  const { organizationId } = user;
  if (!organizationId) return { reach: 'none' };
  switch (user.role) {
    case 'admin':
    case 'manager':
      return { reach: 'organization', organizationId };
    case 'supervisor':
      return { reach: 'location', organizationId, locationId: user.locationId };
    case 'technician':
      return { reach: 'own-work', organizationId, locationId: user.locationId, technicianId: user.technicianId };
  }
}

/** The scope of an internal call that names the organization it asks for (services/auth asking org, …). */
export function scopeOfOrganization(organizationId: string): OrganizationScope {
  return { reach: 'organization', organizationId };
}

/** What a scope requires of a table's columns, or null when it sees none of the table's rows. */
function conditionsOf<T>(scope: OrganizationScope, columns: ScopedColumns<T>): Partial<Record<keyof T & string, string>> | null {
  if (scope.reach === 'none') return null;
  const conditions: Partial<Record<keyof T & string, string>> = { [columns.organization]: scope.organizationId } as Partial<Record<keyof T & string, string>>;
  if (scope.reach === 'organization') return conditions;
  if (scope.reach === 'location') {
    if (columns.location) {
      if (!scope.locationId) return null;
      conditions[columns.location] = scope.locationId;
    }
    return conditions;
  }
  if (columns.technician) {
    if (!scope.technicianId) return null;
    conditions[columns.technician] = scope.technicianId;
  } else if (columns.location) {
    if (!scope.locationId) return null;
    conditions[columns.location] = scope.locationId;
  }
  return conditions;
}

/**
 * `where` narrowed to the scope, for find/findOne/findBy/count and update/delete criteria. A scope that
 * sees nothing of the table gives a condition no row meets, so a find answers empty and a lookup by id
 * finds nothing: the caller answers 404, exactly as for an id that does not exist.
 */
export function scopedWhere<T extends ObjectLiteral>(
  scope: OrganizationScope,
  columns: ScopedColumns<T>,
  where: FindOptionsWhere<T> = {},
): FindOptionsWhere<T> {
  const conditions = conditionsOf(scope, columns);
  if (!conditions) return { ...where, [columns.organization]: Raw(() => 'FALSE') } as FindOptionsWhere<T>;
  const scoped: Record<string, unknown> = { ...where };
  for (const [column, value] of Object.entries(conditions) as [string, string][]) {
    // The caller may ask for the very column the scope fixes (a location by id, where a location is its own scope).
    const asked = scoped[column];
    if (asked === undefined || asked === value) scoped[column] = value;
    else if (asked instanceof FindOperator) scoped[column] = And(asked as FindOperator<string>, Equal(value));
    else scoped[column] = Raw(() => 'FALSE');
  }
  return scoped as FindOptionsWhere<T>;
}

/** The same narrowing on a query builder: `alias` is the table's alias in the query. */
export function applyScope<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  scope: OrganizationScope,
  columns: ScopedColumns<T>,
): SelectQueryBuilder<T> {
  const conditions = conditionsOf(scope, columns);
  if (!conditions) return query.andWhere('FALSE');
  const entries = Object.entries(conditions) as [string, string][];
  return query.andWhere(
    new Brackets((where) => {
      for (const [column, value] of entries)
        where.andWhere(`${alias}.${column} = :${scopeParameter(alias, column)}`, { [scopeParameter(alias, column)]: value });
    }),
  );
}

/** Whether a row (or a reference to one, such as a location id given as a filter) lies inside the scope. */
export function isInScope<T>(scope: OrganizationScope, columns: ScopedColumns<T>, row: Partial<Record<keyof T & string, unknown>>): boolean {
  const conditions = conditionsOf(scope, columns);
  if (!conditions) return false;
  return (Object.entries(conditions) as [keyof T & string, string][]).every(([column, value]) => row[column] === value);
}

const scopeParameter = (alias: string, column: string) => `scope_${alias}_${column}`.replace(/\W/gu, '_');

import { applyScope, type OrganizationScope, type ScopedColumns } from '@irrigo/nest-kit';
import type { SelectQueryBuilder } from 'typeorm';
import { CustomerJobAssignment } from './customer-job-assignment.entity.js';
import type { Customer } from './customer.entity.js';

/**
 * How a customer is placed (spec §6): admins and managers see the organization's customers, a supervisor
 * their location's. A customer is nobody's own work, so a technician's reach is not a column of the row:
 * a technician sees the customers of the jobs assigned to them (customer_job_assignments).
 */
export const CUSTOMER_SCOPE: ScopedColumns<Customer> = { organization: 'organizationId', location: 'locationId' };

/** The scope applied to a query of customers under `alias`; a technician with no roster entry sees none. */
export function applyCustomerScope(query: SelectQueryBuilder<Customer>, alias: string, scope: OrganizationScope): SelectQueryBuilder<Customer> {
  if (scope.reach !== 'own-work') return applyScope(query, alias, scope, CUSTOMER_SCOPE);
  query.andWhere(`${alias}.organizationId = :scopeOrganizationId`, { scopeOrganizationId: scope.organizationId });
  if (!scope.technicianId) return query.andWhere('FALSE');
  return query.andWhere(assignedTo(query, alias, 'scopeTechnicianId'), { scopeTechnicianId: scope.technicianId });
}

/** `EXISTS` a job of the customer assigned to the technician named by the parameter `parameter`. */
export function assignedTo(query: SelectQueryBuilder<Customer>, alias: string, parameter: string): string {
  const jobs = query
    .subQuery()
    .select('1')
    .from(CustomerJobAssignment, 'assignment')
    .where(`assignment.customerId = ${alias}.id`)
    .andWhere(`assignment.technicianId = :${parameter}`)
    .getQuery();
  return `EXISTS ${jobs}`;
}

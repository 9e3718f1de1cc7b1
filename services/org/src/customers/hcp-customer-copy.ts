import { Injectable } from '@nestjs/common';
import type { PreferredLanguage, PreferredLanguageSource } from '@irrigo/contracts';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { HcpCustomer, HcpCustomerAddress, HcpJob } from '../housecall-pro/hcp.types.js';
import { Location } from '../locations/location.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { CustomerJobAssignment } from './customer-job-assignment.entity.js';
import { CustomerJob } from './customer-job.entity.js';
import { languageFromHcp, searchTextOf, sortNameOf } from './customer-search.js';
import { Customer } from './customer.entity.js';
import { Site } from './site.entity.js';

/**
 * The language of an organization's customers when their HCP record says nothing. Organizations have no
 * language setting yet; until they do, it is English, the language of HCP's own records.
 */
export const ORGANIZATION_LANGUAGE: PreferredLanguage = 'en';

export type CopyOutcome = 'created' | 'updated' | 'unchanged';

/** The customer fields HCP owns; Irrigo's own (language once set by the office, DNS, access notes) are never in here. */
type HcpOwnedFields = Pick<Customer, 'firstName' | 'lastName' | 'company' | 'email' | 'mobileNumber' | 'homeNumber' | 'workNumber' | 'tags' | 'hcpNotes'>;

/**
 * Writes what Housecall Pro says about customers, their addresses and jobs into our copy, inside the
 * caller's transaction. Shared by the periodic sync and the webhooks, so both keep the same rules: HCP ids
 * are the keys, Irrigo-only fields survive, an archived customer HCP shows again comes back.
 */
@Injectable()
export class HcpCustomerCopy {
  /**
   * Upserts one customer. `addresses` of a full record (GET /customers/{id}, webhooks) become its sites; a
   * job's embedded customer has none and leaves the sites as they are. A new customer goes to `locationId`.
   */
  async upsertCustomer(
    manager: EntityManager,
    organizationId: string,
    record: HcpCustomer,
    locationId: string,
    syncedAt: Date,
  ): Promise<{ customer: Customer; outcome: CopyOutcome }> {
    const customers = manager.getRepository(Customer);
    const fields = hcpFieldsOf(record);
    const existing = await customers.findOneBy({ organizationId, hcpCustomerId: record.id });
    const language = languageOf(record, existing);

    let customer: Customer;
    let outcome: CopyOutcome;
    if (!existing) {
      customer = await customers.save(
        customers.create({ organizationId, locationId, hcpCustomerId: record.id, ...fields, ...language, syncedAt, archivedAt: null, version: 1 }),
      );
      outcome = 'created';
    } else {
      const changed = existing.archivedAt !== null || differs(existing, { ...fields, ...language });
      await customers.update({ id: existing.id }, { ...fields, ...language, syncedAt, archivedAt: null });
      customer = Object.assign(existing, fields, language, { syncedAt, archivedAt: null });
      outcome = changed ? 'updated' : 'unchanged';
    }

    if (record.addresses) {
      for (const [position, address] of record.addresses.entries()) await this.upsertSite(manager, customer, address, position);
    }
    await this.refreshSearchText(manager, customer);
    return { customer, outcome };
  }

  /** Upserts an address of the customer as a site; access notes, Irrigo's own, are left alone. */
  async upsertSite(manager: EntityManager, customer: Customer, address: HcpCustomerAddress, position?: number): Promise<Site> {
    const sites = manager.getRepository(Site);
    const fields = {
      street: clean(address.street),
      streetLine2: clean(address.street_line_2),
      city: clean(address.city),
      state: clean(address.state),
      zip: clean(address.zip),
      country: clean(address.country),
    };
    const existing = await sites.findOneBy({ organizationId: customer.organizationId, hcpAddressId: address.id });
    if (!existing) {
      const count = position ?? (await sites.countBy({ customerId: customer.id }));
      return sites.save(
        sites.create({
          organizationId: customer.organizationId,
          locationId: customer.locationId,
          customerId: customer.id,
          hcpAddressId: address.id,
          position: count,
          ...fields,
        }),
      );
    }
    const changes = { ...fields, customerId: customer.id, ...(position === undefined ? {} : { position }) };
    if (differs(existing, changes)) await sites.update({ id: existing.id }, changes);
    return Object.assign(existing, changes);
  }

  /**
   * Upserts a job with its customer, its address as a site and its assignment to our technicians (by HCP
   * employee id). A new customer goes to the location of the job's first known technician, else `fallbackLocationId`.
   */
  async upsertJob(
    manager: EntityManager,
    organizationId: string,
    job: HcpJob,
    fallbackLocationId: string,
    syncedAt: Date,
  ): Promise<{ customerOutcome: CopyOutcome; customer: Customer } | null> {
    if (!job.customer?.id) return null;
    const employeeIds = (job.assigned_employees ?? []).map((employee) => employee.id);
    const technicians = employeeIds.length ? await manager.getRepository(Technician).findBy({ organizationId, hcpEmployeeId: In(employeeIds) }) : [];
    // HCP's order of assigned employees: the first is the primary technician, whose location the customer joins.
    technicians.sort((a, b) => employeeIds.indexOf(a.hcpEmployeeId) - employeeIds.indexOf(b.hcpEmployeeId));
    const locationId = technicians.find((technician) => technician.locationId)?.locationId ?? fallbackLocationId;

    const { customer, outcome } = await this.upsertCustomer(manager, organizationId, job.customer, locationId, syncedAt);
    const site = job.address?.id ? await this.upsertSite(manager, customer, job.address) : null;
    if (site) await this.refreshSearchText(manager, customer);

    const jobs = manager.getRepository(CustomerJob);
    const fields = {
      customerId: customer.id,
      locationId: customer.locationId,
      siteId: site?.id ?? null,
      invoiceNumber: job.invoice_number === null || job.invoice_number === undefined ? null : String(job.invoice_number),
      description: clean(job.description),
      workStatus: clean(job.work_status),
      scheduledStart: dateOrNull(job.schedule?.scheduled_start),
      scheduledEnd: dateOrNull(job.schedule?.scheduled_end),
      technicianNames: (job.assigned_employees ?? []).map((employee) => [employee.first_name, employee.last_name].filter(Boolean).join(' ').trim()),
      totalCents: Number.isInteger(job.total_amount) ? (job.total_amount as number) : 0,
      syncedAt,
    };
    const existing = await jobs.findOneBy({ organizationId, hcpJobId: job.id });
    const saved = existing ? Object.assign(existing, fields) : await jobs.save(jobs.create({ organizationId, hcpJobId: job.id, ...fields }));
    if (existing) await jobs.update({ id: existing.id }, fields);

    // The job's assignment is HCP's whole list each time: technicians taken off the job lose it here.
    const assignments = manager.getRepository(CustomerJobAssignment);
    await assignments.delete({ jobId: saved.id });
    if (technicians.length) {
      await assignments.insert(technicians.map((technician) => ({ jobId: saved.id, technicianId: technician.id, organizationId, customerId: customer.id })));
    }
    return { customerOutcome: outcome, customer };
  }

  /** A job HCP deleted: our copy and its assignment go (the customer stays). */
  async removeJob(manager: EntityManager, organizationId: string, hcpJobId: string): Promise<void> {
    await manager.getRepository(CustomerJob).delete({ organizationId, hcpJobId });
  }

  /** A customer HCP no longer has: archived (it leaves lists), never deleted. True when it was not archived yet. */
  async archiveCustomer(manager: EntityManager, organizationId: string, hcpCustomerId: string, at: Date): Promise<boolean> {
    const result = await manager.getRepository(Customer).update({ organizationId, hcpCustomerId, archivedAt: IsNull() }, { archivedAt: at });
    return (result.affected ?? 0) > 0;
  }

  /** Where a customer with no known technician goes: the organization's first location. */
  async fallbackLocationId(manager: EntityManager, organizationId: string): Promise<string | null> {
    const first = await manager.getRepository(Location).findOne({ where: { organizationId }, order: { createdAt: 'ASC' } });
    return first?.id ?? null;
  }

  private async refreshSearchText(manager: EntityManager, customer: Customer): Promise<void> {
    const sites = await manager.getRepository(Site).find({ where: { customerId: customer.id }, order: { position: 'ASC' } });
    const searchText = searchTextOf(customer, sites);
    const sortName = sortNameOf(customer);
    if (customer.searchText === searchText && customer.sortName === sortName) return;
    await manager.getRepository(Customer).update({ id: customer.id }, { searchText, sortName });
    Object.assign(customer, { searchText, sortName });
  }
}

function hcpFieldsOf(record: HcpCustomer): HcpOwnedFields {
  return {
    firstName: clean(record.first_name),
    lastName: clean(record.last_name),
    company: clean(record.company),
    email: clean(record.email)?.toLowerCase() ?? null,
    mobileNumber: clean(record.mobile_number),
    homeNumber: clean(record.home_number),
    workNumber: clean(record.work_number),
    tags: (record.tags ?? []).filter((tag): tag is string => typeof tag === 'string'),
    hcpNotes: clean(record.notes),
  };
}

/** HCP's notes or tags decide, else the organization's language; an office user's choice always stays. */
function languageOf(
  record: HcpCustomer,
  existing: Customer | null,
): { preferredLanguage: PreferredLanguage; preferredLanguageSource: PreferredLanguageSource } {
  if (existing?.preferredLanguageSource === 'office') {
    return { preferredLanguage: existing.preferredLanguage, preferredLanguageSource: 'office' };
  }
  const fromHcp = languageFromHcp(record.tags ?? [], record.notes ?? null);
  return fromHcp
    ? { preferredLanguage: fromHcp, preferredLanguageSource: 'hcp' }
    : { preferredLanguage: ORGANIZATION_LANGUAGE, preferredLanguageSource: 'organization' };
}

function clean(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

function dateOrNull(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function differs<T extends object>(current: T, values: Partial<T>): boolean {
  return (Object.keys(values) as (keyof T)[]).some((key) => JSON.stringify(current[key]) !== JSON.stringify(values[key]));
}

import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CUSTOMER_PAGE_SIZE_DEFAULT,
  type CustomerDetail,
  type CustomerJob as CustomerJobView,
  type CustomerListItem,
  type CustomerListResponse,
  type Site as SiteView,
} from '@irrigo/contracts';
import { DomainException, inTransaction, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, In, Repository } from 'typeorm';
import { LocationsService } from '../locations/locations.service.js';
import { Technician } from '../technicians/technician.entity.js';
import { TECHNICIAN_SCOPE } from '../technicians/technician.scope.js';
import type { ListCustomersQuery } from './dto/list-customers.query.js';
import type { UpdateCustomerBody } from './dto/update-customer.body.js';
import { CustomerJobAssignment } from './customer-job-assignment.entity.js';
import { CustomerJob } from './customer-job.entity.js';
import { displayNameOf, escapeLike, searchTermsOf } from './customer-search.js';
import { applyCustomerScope, assignedTo } from './customer.scope.js';
import { Customer } from './customer.entity.js';
import { Site } from './site.entity.js';

/** A site's ZIP code as PostgreSQL reads it: five digits, or ZIP+4 (whose first five are the ZIP code, captured). */
const SITE_ZIP_PATTERN = '^([0-9]{5})(-[0-9]{4})?$';

/** The customers a caller may see, searched and paged, and the office's edits of Irrigo's own fields. */
@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(Site) private readonly sites: Repository<Site>,
    @InjectRepository(CustomerJob) private readonly jobs: Repository<CustomerJob>,
    @InjectRepository(Technician) private readonly technicians: Repository<Technician>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locations: LocationsService,
  ) {}

  /**
   * One page of the customers in the scope, archived ones left out, by last name. A location or technician
   * filter outside the scope answers 404, as if it did not exist.
   */
  async list(scope: OrganizationScope, query: ListCustomersQuery): Promise<CustomerListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CUSTOMER_PAGE_SIZE_DEFAULT;
    if (query.locationId !== undefined && !(await this.locations.findInScope(scope, query.locationId))) {
      throw DomainException.notFound('Location not found');
    }
    if (query.technicianId !== undefined && !(await this.technicians.findOneBy(scopedWhere(scope, TECHNICIAN_SCOPE, { id: query.technicianId })))) {
      throw new DomainException('TECHNICIAN_NOT_FOUND', HttpStatus.NOT_FOUND, 'Technician not found');
    }

    const builder = this.customers.createQueryBuilder('customer').where('customer.archivedAt IS NULL');
    applyCustomerScope(builder, 'customer', scope);
    if (query.locationId !== undefined) builder.andWhere('customer.locationId = :locationId', { locationId: query.locationId });
    if (query.technicianId !== undefined) builder.andWhere(assignedTo(builder, 'customer', 'technicianId'), { technicianId: query.technicianId });
    // Every word must appear somewhere; the trigram index on search_text answers LIKE '%…%'.
    searchTermsOf(query.q).forEach((term, index) => builder.andWhere(`customer.searchText LIKE :term${index}`, { [`term${index}`]: `%${escapeLike(term)}%` }));

    // Page and total as two queries, not one with a window count: the page can then stop early on the sort
    // index (a broad search or no search at all), which a window count, sorting every match, cannot.
    const [rows, total] = await builder
      .orderBy('customer.sortName', 'ASC')
      .addOrderBy('customer.id', 'ASC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.listItems(rows, query.include === 'sites'), total, page, pageSize };
  }

  /** A customer with sites and HCP jobs; one outside the scope (or archived) answers 404 like one that does not exist. */
  async detail(scope: OrganizationScope, id: string): Promise<CustomerDetail> {
    return this.detailOf(await this.findInScope(scope, id));
  }

  /**
   * Changes Irrigo's own fields if `expectedVersion` is still the customer's (else 412 STALE_VERSION). A
   * language set here is the office's from then on: syncs never overwrite it.
   */
  async update(scope: OrganizationScope, id: string, expectedVersion: number, body: UpdateCustomerBody): Promise<CustomerDetail> {
    const customer = await this.findInScope(scope, id);
    await inTransaction(this.dataSource, async (manager) => {
      const siteIds = (body.sites ?? []).map((site) => site.siteId);
      if (siteIds.length) {
        const own = await manager.getRepository(Site).findBy({ customerId: customer.id, id: In(siteIds) });
        const unknown = siteIds.filter((siteId) => !own.some((site) => site.id === siteId));
        if (unknown.length) throw DomainException.validation(unknown.map((siteId) => `sites.siteId ${siteId} is not a site of this customer`));
      }
      const changes: Partial<Customer> = {};
      if (body.preferredLanguage) Object.assign(changes, { preferredLanguage: body.preferredLanguage, preferredLanguageSource: 'office' });
      if (body.doNotService) {
        changes.doNotService = body.doNotService.active;
        changes.doNotServiceReason = body.doNotService.active ? clean(body.doNotService.reason) : null;
      }
      // Compare-and-set on the version, so two office users editing at once cannot overwrite each other.
      const result = await manager
        .createQueryBuilder()
        .update(Customer)
        .set({ ...changes, version: () => 'version + 1' })
        .where('id = :id AND version = :expectedVersion', { id: customer.id, expectedVersion })
        .execute();
      if (!result.affected) {
        throw new DomainException('STALE_VERSION', HttpStatus.PRECONDITION_FAILED, 'The customer changed since you read it; reload it and try again');
      }
      for (const site of body.sites ?? []) {
        await manager
          .getRepository(Site)
          .update(
            { id: site.siteId, customerId: customer.id },
            { gateCode: clean(site.accessNotes.gateCode), hasDog: site.accessNotes.dog, accessNotes: clean(site.accessNotes.notes) },
          );
      }
    });
    return this.detail(scope, id);
  }

  /**
   * The service area of an organization, or of one of its locations: the five-digit ZIP codes of the sites of its
   * customers that are not archived, each once, sorted. A ZIP+4 gives its first five digits; anything else that is
   * not a ZIP code (empty, foreign, mistyped) is left out, as services/inspections could never match it.
   */
  async serviceAreaZips(organizationId: string, locationId: string | null): Promise<string[]> {
    const builder = this.sites
      .createQueryBuilder('site')
      .innerJoin(Customer, 'customer', 'customer.id = site.customerId AND customer.archivedAt IS NULL')
      .select(`substring(trim(site.zip) from '${SITE_ZIP_PATTERN}')`, 'zip')
      .distinct(true)
      .where('site.organizationId = :organizationId', { organizationId })
      .andWhere(`trim(site.zip) ~ '${SITE_ZIP_PATTERN}'`);
    if (locationId !== null) builder.andWhere('site.locationId = :locationId', { locationId });
    const rows = await builder.orderBy('zip', 'ASC').getRawMany<{ zip: string }>();
    return rows.map((row) => row.zip);
  }

  private async findInScope(scope: OrganizationScope, id: string): Promise<Customer> {
    const builder = this.customers.createQueryBuilder('customer').where('customer.id = :id AND customer.archivedAt IS NULL', { id });
    const customer = await applyCustomerScope(builder, 'customer', scope).getOne();
    if (!customer) throw DomainException.notFound('Customer not found');
    return customer;
  }

  private async detailOf(customer: Customer): Promise<CustomerDetail> {
    const [item] = await this.listItems([customer]);
    const [sites, jobs] = await Promise.all([
      this.sites.find({ where: { customerId: customer.id }, order: { position: 'ASC', createdAt: 'ASC' } }),
      this.jobs.find({ where: { customerId: customer.id }, order: { scheduledStart: { direction: 'DESC', nulls: 'FIRST' } } }),
    ]);
    return {
      ...(item as CustomerListItem),
      tags: customer.tags,
      hcpNotes: customer.hcpNotes,
      preferredLanguageSource: customer.preferredLanguageSource,
      sites: sites.map(toSiteView),
      jobs: jobs.map(toJobView),
      version: customer.version,
      syncedAt: customer.syncedAt.toISOString(),
    };
  }

  /** The rows of a page with their first site (or every site), site count and assigned technicians: three queries per page, not per row. */
  private async listItems(rows: Customer[], withSites = false): Promise<CustomerListItem[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [sites, technicianRows] = await Promise.all([
      this.sites.find({ where: { customerId: In(ids) }, order: { position: 'ASC', createdAt: 'ASC' } }),
      this.dataSource
        .getRepository(CustomerJobAssignment)
        .createQueryBuilder('assignment')
        .innerJoin(Technician, 'technician', 'technician.id = assignment.technicianId')
        .select('assignment.customerId', 'customerId')
        .addSelect('technician.firstName', 'firstName')
        .addSelect('technician.lastName', 'lastName')
        .where('assignment.customerId IN (:...ids)', { ids })
        .distinct(true)
        .getRawMany<{ customerId: string; firstName: string; lastName: string }>(),
    ]);
    return rows.map((customer) => {
      const own = sites.filter((site) => site.customerId === customer.id);
      const technicianNames = [
        ...new Set(technicianRows.filter((row) => row.customerId === customer.id).map((row) => `${row.firstName} ${row.lastName}`.trim())),
      ].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      return {
        id: customer.id,
        hcpCustomerId: customer.hcpCustomerId,
        firstName: customer.firstName,
        lastName: customer.lastName,
        company: customer.company,
        displayName: displayNameOf(customer),
        email: customer.email,
        mobileNumber: customer.mobileNumber,
        homeNumber: customer.homeNumber,
        workNumber: customer.workNumber,
        locationId: customer.locationId,
        preferredLanguage: customer.preferredLanguage,
        doNotService: { active: customer.doNotService, reason: customer.doNotServiceReason },
        primarySite: own[0] ? toSiteView(own[0]) : null,
        siteCount: own.length,
        technicianNames,
        ...(withSites ? { sites: own.map(toSiteView) } : {}),
      };
    });
  }
}

function toSiteView(site: Site): SiteView {
  return {
    id: site.id,
    hcpAddressId: site.hcpAddressId,
    street: site.street,
    streetLine2: site.streetLine2,
    city: site.city,
    state: site.state,
    zip: site.zip,
    country: site.country,
    accessNotes: { gateCode: site.gateCode, dog: site.hasDog, notes: site.accessNotes },
  };
}

function toJobView(job: CustomerJob): CustomerJobView {
  return {
    id: job.id,
    hcpJobId: job.hcpJobId,
    invoiceNumber: job.invoiceNumber,
    description: job.description,
    workStatus: job.workStatus,
    scheduledStart: job.scheduledStart?.toISOString() ?? null,
    scheduledEnd: job.scheduledEnd?.toISOString() ?? null,
    siteId: job.siteId,
    technicianNames: job.technicianNames,
    totalCents: job.totalCents,
  };
}

function clean(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

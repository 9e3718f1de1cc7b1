import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { CustomerSyncResult, CustomerSyncRun as CustomerSyncRunView } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { HcpError } from '../housecall-pro/hcp-error.js';
import type { HcpCustomer, HcpJob } from '../housecall-pro/hcp.types.js';
import { HousecallProClient } from '../housecall-pro/housecall-pro.client.js';
import { Organization } from '../organizations/organization.entity.js';
import { recordSyncRun, syncFailureReason, type HcpSyncOutcome, type HcpSyncTrigger } from '../housecall-pro/hcp-sync-run.js';
import { Technician } from '../technicians/technician.entity.js';
import { CustomerSyncRun } from './customer-sync-run.entity.js';
import { Customer } from './customer.entity.js';
import { HcpCustomerCopy } from './hcp-customer-copy.js';

/** The jobs window of a technician's customers (issue 10): about 18 months back to 3 months ahead. */
export const JOBS_WINDOW_MONTHS_BACK = 18;
export const JOBS_WINDOW_MONTHS_AHEAD = 3;
/**
 * Customers not seen among this run's jobs are asked for one by one (GET /customers/{id}) to learn whether
 * HCP still has them; at most this many per run, least recently confirmed first, so a large book of old
 * customers is walked over several runs instead of flooding HCP's (unpublished) rate limits in one.
 */
export const UNSEEN_CUSTOMERS_CHECKED_PER_RUN = 200;

const SYNC_LOCK = 'irrigo:org:customer-sync';

/** Everything read from HCP before anything is written, so a failure half-way changes nothing. */
interface HcpCustomerBook {
  /** Each job once, with the location of the technician whose list brought it. */
  jobs: Map<string, { job: HcpJob; locationId: string | null }>;
  /** Customers not among the jobs that HCP still has (refreshed) and those it answered 404 for (archived). */
  stillThere: HcpCustomer[];
  gone: string[];
}

/**
 * Copies the customers of the technicians' jobs from Housecall Pro (spec: customers come from each
 * technician's job assignments): per location, for each active technician, every job scheduled in the
 * window, with its customer, its address as a site and its assignment. Customers HCP no longer has are
 * archived. Runs at boot, on the roster's timer and on demand, one at a time.
 */
@Injectable()
export class CustomerSyncService {
  private readonly logger = new Logger(CustomerSyncService.name);
  private running: Promise<CustomerSyncResult> | undefined;

  constructor(
    private readonly hcp: HousecallProClient,
    private readonly copy: HcpCustomerCopy,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(CustomerSyncRun) private readonly runs: Repository<CustomerSyncRun>,
  ) {}

  /** One sync at a time in this process: a caller arriving during a run gets that run's result. */
  sync(trigger: HcpSyncTrigger): Promise<CustomerSyncResult> {
    this.running ??= this.execute(trigger).finally(() => (this.running = undefined));
    return this.running;
  }

  /** A sync asked for by a user: HCP is linked to the installation's organization; another's user gets 404. */
  async syncFor(organizationId: string | null): Promise<CustomerSyncResult> {
    const linked = await this.linkedOrganization();
    if (linked && linked.id !== organizationId) throw DomainException.notFound('There is no Housecall Pro link for your organization');
    return this.sync('manual');
  }

  /** The organization's latest run, for the customers screen; null before the first (or without an organization). */
  async lastRunOf(organizationId: string | null): Promise<CustomerSyncRunView | null> {
    if (!organizationId) return null;
    const run = await this.runs.findOne({ where: { organizationId }, order: { finishedAt: 'DESC' } });
    if (!run) return null;
    return {
      status: run.status,
      finishedAt: run.finishedAt.toISOString(),
      created: run.created,
      updated: run.updated,
      archived: run.archived,
      jobs: run.jobs,
      failure: run.status === 'failed' ? (run.failure ?? 'failed') : null,
    };
  }

  async whenIdle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  async organizationExists(): Promise<boolean> {
    return (await this.organizations.count()) > 0;
  }

  /** The organization Housecall Pro's data is copied into: the installation's, set up first (as for the roster). */
  linkedOrganization(): Promise<Organization | null> {
    return this.organizations.findOne({ where: {}, order: { createdAt: 'ASC' } });
  }

  private async execute(trigger: HcpSyncTrigger): Promise<CustomerSyncResult> {
    const organization = await this.linkedOrganization();
    if (!organization) throw new DomainException('CONFLICT', HttpStatus.CONFLICT, 'Set up the organization before syncing customers');

    const startedAt = new Date();
    try {
      const book = await this.readBook(organization.id, startedAt);
      const result = await this.dataSource.transaction(async (manager) => {
        // Replicas each run the timer; the lock makes their syncs take turns instead of racing on the same rows.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SYNC_LOCK]);
        const syncedAt = new Date();
        const fallback = await this.copy.fallbackLocationId(manager, organization.id);
        if (!fallback) throw new DomainException('CONFLICT', HttpStatus.CONFLICT, 'The organization has no location to file customers under');
        const outcome: CustomerSyncResult = { created: 0, updated: 0, archived: 0, jobs: 0, total: 0, syncedAt: syncedAt.toISOString() };
        const seen = new Set<string>();
        for (const { job, locationId } of book.jobs.values()) {
          const copied = await this.copy.upsertJob(manager, organization.id, job, locationId ?? fallback, syncedAt);
          if (!copied) continue;
          outcome.jobs++;
          if (seen.has(copied.customer.id)) continue;
          seen.add(copied.customer.id);
          if (copied.customerOutcome === 'created') outcome.created++;
          else if (copied.customerOutcome === 'updated') outcome.updated++;
        }
        for (const record of book.stillThere) {
          const { outcome: refreshed } = await this.copy.upsertCustomer(manager, organization.id, record, fallback, syncedAt);
          if (refreshed === 'updated') outcome.updated++;
        }
        for (const hcpCustomerId of book.gone) {
          if (await this.copy.archiveCustomer(manager, organization.id, hcpCustomerId, syncedAt)) outcome.archived++;
        }
        outcome.total = seen.size;
        return outcome;
      });
      await this.record(organization.id, trigger, startedAt, { status: 'ok', counts: result });
      this.logger.log(
        `Customer sync (${trigger}): ${result.created} created, ${result.updated} updated, ${result.archived} archived, ${result.jobs} jobs, ${result.total} customers`,
      );
      return result;
    } catch (error) {
      this.logger.error(`Customer sync (${trigger}) failed: ${syncFailureReason(error)}`);
      await this.record(organization.id, trigger, startedAt, { status: 'failed', error });
      if (error instanceof HcpError) throw customersUnavailable(error);
      throw error;
    }
  }

  private record(organizationId: string, trigger: HcpSyncTrigger, startedAt: Date, outcome: HcpSyncOutcome<CustomerSyncResult>): Promise<void> {
    return recordSyncRun(
      this.runs,
      this.logger,
      { organizationId, trigger, startedAt, kind: 'customer' },
      outcome.status === 'ok'
        ? {
            status: 'ok',
            counts: { created: outcome.counts.created, updated: outcome.counts.updated, archived: outcome.counts.archived, jobs: outcome.counts.jobs },
          }
        : outcome,
    );
  }

  private async readBook(organizationId: string, now: Date): Promise<HcpCustomerBook> {
    const technicians = await this.dataSource.getRepository(Technician).find({
      where: { organizationId, active: true },
      order: { locationId: 'ASC', createdAt: 'ASC' },
    });
    const scheduledStartMin = addMonths(now, -JOBS_WINDOW_MONTHS_BACK);
    const scheduledStartMax = addMonths(now, JOBS_WINDOW_MONTHS_AHEAD);
    const jobs = new Map<string, { job: HcpJob; locationId: string | null }>();
    const seenCustomers = new Set<string>();
    // Location by location, one technician at a time: HCP's rate limits are unpublished.
    for (const technician of technicians) {
      for (const job of await this.hcp.listJobs({ employeeIds: [technician.hcpEmployeeId], scheduledStartMin, scheduledStartMax })) {
        if (!jobs.has(job.id)) jobs.set(job.id, { job, locationId: technician.locationId });
        if (job.customer?.id) seenCustomers.add(job.customer.id);
      }
    }

    const unseen = await this.dataSource.getRepository(Customer).find({
      select: { hcpCustomerId: true },
      where: { organizationId, archivedAt: IsNull(), hcpCustomerId: Not(IsNull()) },
      order: { syncedAt: 'ASC' },
    });
    const stillThere: HcpCustomer[] = [];
    const gone: string[] = [];
    for (const { hcpCustomerId } of unseen.filter((customer) => !seenCustomers.has(customer.hcpCustomerId)).slice(0, UNSEEN_CUSTOMERS_CHECKED_PER_RUN)) {
      try {
        stillThere.push(await this.hcp.getCustomer(hcpCustomerId));
      } catch (error) {
        if (error instanceof HcpError && error.status === 404) gone.push(hcpCustomerId);
        else throw error;
      }
    }
    return { jobs, stillThere, gone };
  }
}

export function customersUnavailable(error: HcpError): DomainException {
  const message =
    error.status === 401 || error.status === 403
      ? 'Housecall Pro refused our API key, so customers could not be synced. Ask an administrator to check the Housecall Pro connection.'
      : 'Housecall Pro is not available right now, so customers could not be synced. Nothing was changed; try again in a few minutes.';
  return new DomainException('HCP_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, message);
}

function addMonths(date: Date, months: number): Date {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
}

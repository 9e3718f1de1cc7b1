import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { TechnicianSyncResult, TechnicianSyncRun } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { HcpError } from '../housecall-pro/hcp-error.js';
import type { HcpAddress, HcpEmployee, HcpLocation } from '../housecall-pro/hcp.types.js';
import { flattenLocations, HousecallProClient, isFieldTechnician } from '../housecall-pro/housecall-pro.client.js';
import { Location } from '../locations/location.entity.js';
import { contactFromHcp, phoneFromHcp } from '../organizations/organization-contact.js';
import { Organization } from '../organizations/organization.entity.js';
import { recordSyncRun, syncFailureReason, type HcpSyncOutcome, type HcpSyncTrigger } from '../housecall-pro/hcp-sync-run.js';
import { HcpSyncRun } from './hcp-sync-run.entity.js';
import { Technician } from './technician.entity.js';

/** Everything read from HCP before anything is written, so a failure half-way leaves the roster untouched. */
interface HcpRoster {
  /** The company's contact, cleaned: what the organization keeps while its contact is Housecall Pro's. */
  contact: Pick<Organization, 'phone' | 'email' | 'website'>;
  locations: HcpLocation[];
  technicians: HcpEmployee[];
  /** HCP employee id → HCP location id (the first location that lists the employee). */
  locationOfEmployee: Map<string, string>;
}

const SYNC_LOCK = 'irrigo:org:technician-sync';

/**
 * Copies the technician roster from Housecall Pro: its locations become ours (matched by HCP id, else by
 * name), its field techs become technicians (matched by HCP employee id), and technicians HCP no longer
 * lists become inactive, never deleted, because inspections keep referring to them.
 */
@Injectable()
export class TechnicianSyncService {
  private readonly logger = new Logger(TechnicianSyncService.name);
  private running: Promise<TechnicianSyncResult> | undefined;

  constructor(
    private readonly hcp: HousecallProClient,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(HcpSyncRun) private readonly runs: Repository<HcpSyncRun>,
  ) {}

  /** One sync at a time in this process: a caller arriving during a run gets that run's result. */
  sync(trigger: HcpSyncTrigger): Promise<TechnicianSyncResult> {
    this.running ??= this.execute(trigger).finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * A sync asked for by a user: Housecall Pro is linked to the installation's organization (the first one
   * set up), so a user of another organization finds nothing to sync (404), as for any other scope.
   */
  async syncFor(organizationId: string | null): Promise<TechnicianSyncResult> {
    const linked = await this.linkedOrganization();
    if (linked && linked.id !== organizationId) throw DomainException.notFound('There is no Housecall Pro link for your organization');
    return this.sync('manual');
  }

  /** The organization's latest sync, for the roster screen's "last synced" line; null before the first. */
  async lastRunOf(organizationId: string | null): Promise<TechnicianSyncRun | null> {
    if (!organizationId) return null;
    const run = await this.runs.findOne({ where: { organizationId }, order: { finishedAt: 'DESC' } });
    if (!run) return null;
    return {
      status: run.status,
      finishedAt: run.finishedAt.toISOString(),
      created: run.created,
      updated: run.updated,
      deactivated: run.deactivated,
      failure: run.status === 'failed' ? (run.failure ?? 'failed') : null,
    };
  }

  /** Resolves once no sync is under way, so shutdown never closes the database beneath one. */
  async whenIdle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  async organizationExists(): Promise<boolean> {
    return (await this.organizations.count()) > 0;
  }

  /** The organization Housecall Pro's roster is copied into: the installation's, set up first. */
  private linkedOrganization(): Promise<Organization | null> {
    return this.organizations.findOne({ where: {}, order: { createdAt: 'ASC' } });
  }

  private async execute(trigger: HcpSyncTrigger): Promise<TechnicianSyncResult> {
    const organization = await this.linkedOrganization();
    if (!organization) {
      throw new DomainException('CONFLICT', HttpStatus.CONFLICT, 'Set up the organization before syncing technicians');
    }

    const startedAt = new Date();
    try {
      const roster = await this.readRoster();
      const result = await this.dataSource.transaction((manager) => this.apply(manager, organization, roster, new Date()));
      await this.record(organization, trigger, startedAt, { status: 'ok', counts: result });
      this.logger.log(
        `Technician sync (${trigger}): ${result.created} created, ${result.updated} updated, ${result.deactivated} deactivated, ${result.total} in Housecall Pro`,
      );
      return result;
    } catch (error) {
      this.logger.error(`Technician sync (${trigger}) failed: ${syncFailureReason(error)}`);
      await this.record(organization, trigger, startedAt, { status: 'failed', error });
      if (error instanceof HcpError) throw hcpUnavailable(error);
      throw error;
    }
  }

  private async readRoster(): Promise<HcpRoster> {
    const company = await this.hcp.getCompany();
    const locations = flattenLocations(company.locations);
    const technicians = new Map<string, HcpEmployee>();
    for (const employee of await this.hcp.listEmployees()) {
      if (isFieldTechnician(employee)) technicians.set(employee.id, employee);
    }
    const locationOfEmployee = new Map<string, string>();
    // One location at a time: HCP's rate limits are unpublished and a roster is small.
    for (const location of locations) {
      for (const employee of await this.hcp.listEmployees({ locationIds: [location.id] })) {
        if (!isFieldTechnician(employee)) continue;
        if (!technicians.has(employee.id)) technicians.set(employee.id, employee);
        if (!locationOfEmployee.has(employee.id)) locationOfEmployee.set(employee.id, location.id);
      }
    }
    return { contact: contactFromHcp(company), locations, technicians: [...technicians.values()], locationOfEmployee };
  }

  private async apply(manager: EntityManager, organization: Organization, roster: HcpRoster, syncedAt: Date): Promise<TechnicianSyncResult> {
    // Replicas each run the timer; the lock makes their syncs take turns instead of racing on the same rows.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SYNC_LOCK]);
    const localLocationOf = await this.syncLocations(manager, organization, roster.locations);
    const fallbackLocationId = localLocationOf.fallback;

    const technicians = manager.getRepository(Technician);
    const existing = await technicians.find({ where: { organizationId: organization.id } });
    const byHcpId = new Map(existing.map((technician) => [technician.hcpEmployeeId, technician]));
    const result: TechnicianSyncResult = { created: 0, updated: 0, deactivated: 0, total: roster.technicians.length, syncedAt: syncedAt.toISOString() };

    for (const employee of roster.technicians) {
      const hcpLocationId = roster.locationOfEmployee.get(employee.id);
      const values = {
        firstName: clean(employee.first_name) ?? '',
        lastName: clean(employee.last_name) ?? '',
        email: clean(employee.email)?.toLowerCase() ?? null,
        mobileNumber: clean(employee.mobile_number),
        hcpRole: clean(employee.role),
        avatarUrl: webAddress(employee.avatar_url),
        colorHex: colorOf(employee.color_hex),
        locationId: (hcpLocationId && localLocationOf.byHcpId.get(hcpLocationId)) || fallbackLocationId,
        active: true,
      };
      const technician = byHcpId.get(employee.id);
      if (!technician) {
        await technicians.insert({ organizationId: organization.id, hcpEmployeeId: employee.id, ...values, syncedAt });
        result.created++;
        continue;
      }
      if (differs(technician, values)) result.updated++;
      await technicians.update({ id: technician.id }, { ...values, syncedAt });
      byHcpId.delete(employee.id);
    }

    for (const gone of byHcpId.values()) {
      if (!gone.active) continue;
      await technicians.update({ id: gone.id }, { active: false, syncedAt });
      result.deactivated++;
    }
    // Last, so that the organization's row is locked only for the moment before the commit: an office save waits that long at most.
    await this.syncContact(manager, organization, roster.contact);
    return result;
  }

  /**
   * While the organization's contact is Housecall Pro's, it follows HCP's company record (a field HCP leaves
   * blank or sends unusable is cleared); the version goes up only when something changed, so an office user's
   * open form is not made stale by a sync that changed nothing. Once the office saved the contact, syncs leave it
   * alone. One conditional UPDATE, so an office save landing while the sync ran is never overwritten.
   */
  private async syncContact(manager: EntityManager, organization: Organization, contact: HcpRoster['contact']): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Organization)
      .set({ ...contact, version: () => 'version + 1' })
      .where("id = :id AND contact_source = 'housecall-pro'", { id: organization.id })
      .andWhere('(phone IS DISTINCT FROM :phone OR email IS DISTINCT FROM :email OR website IS DISTINCT FROM :website)', contact)
      .execute();
  }

  /**
   * Makes sure each HCP location has one of ours: linked by HCP id, else an unlinked one of the same name
   * (the "Main Office" created at setup), else a new one. Returns the mapping and the fallback location.
   */
  private async syncLocations(
    manager: EntityManager,
    organization: Organization,
    hcpLocations: HcpLocation[],
  ): Promise<{ byHcpId: Map<string, string>; fallback: string | null }> {
    const repository = manager.getRepository(Location);
    const locals = await repository.find({ where: { organizationId: organization.id }, order: { createdAt: 'ASC' } });
    const byHcpId = new Map<string, string>();

    for (const hcpLocation of hcpLocations) {
      const phone = phoneFromHcp(hcpLocation.phone_number);
      const fields = { name: clean(hcpLocation.name) ?? hcpLocation.id, ...addressFields(hcpLocation.address), phone };
      const local =
        locals.find((location) => location.hcpLocationId === hcpLocation.id) ??
        locals.find((location) => location.hcpLocationId === null && sameName(location.name, fields.name));
      if (local) {
        // The phone is HCP's alone (nobody edits it here), so it follows HCP even to blank.
        const changes = { hcpLocationId: hcpLocation.id, name: fields.name, ...keepKnown(local, addressFields(hcpLocation.address)), phone };
        if (differs(local, changes)) {
          await repository.update({ id: local.id }, changes);
          Object.assign(local, changes);
        }
        byHcpId.set(hcpLocation.id, local.id);
      } else {
        const created = await repository.save(repository.create({ organizationId: organization.id, hcpLocationId: hcpLocation.id, ...fields }));
        locals.push(created);
        byHcpId.set(hcpLocation.id, created.id);
      }
    }
    return { byHcpId, fallback: locals[0]?.id ?? null };
  }

  private record(organization: Organization, trigger: HcpSyncTrigger, startedAt: Date, outcome: HcpSyncOutcome<TechnicianSyncResult>): Promise<void> {
    return recordSyncRun(
      this.runs,
      this.logger,
      { organizationId: organization.id, trigger, startedAt, kind: 'technician' },
      outcome.status === 'ok'
        ? { status: 'ok', counts: { created: outcome.counts.created, updated: outcome.counts.updated, deactivated: outcome.counts.deactivated } }
        : outcome,
    );
  }
}

export function hcpUnavailable(error: HcpError): DomainException {
  const message =
    error.status === 401 || error.status === 403
      ? 'Housecall Pro refused our API key, so technicians could not be synced. Ask an administrator to check the Housecall Pro connection.'
      : 'Housecall Pro is not available right now, so technicians could not be synced. Nothing was changed; try again in a few minutes.';
  return new DomainException('HCP_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, message);
}

/** HCP's colour as `#RRGGBB`; anything else is dropped rather than put into a style. */
function colorOf(value: string | null | undefined): string | null {
  const hex = clean(value)?.replace(/^#/, '');
  return hex && /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toUpperCase()}` : null;
}

/** Only an https (or, for the fake HCP in development, http) address is kept as a photo. */
function webAddress(value: string | null | undefined): string | null {
  const address = clean(value);
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:' ? address : null;
  } catch {
    return null;
  }
}

function clean(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

function addressFields(address: HcpAddress | null | undefined): AddressFields {
  const street = [clean(address?.street), clean(address?.street_line_2)].filter(Boolean).join(', ');
  return { address: street || null, city: clean(address?.city), state: clean(address?.state), zipCode: clean(address?.zip) };
}

type AddressFields = Pick<Location, 'address' | 'city' | 'state' | 'zipCode'>;

/** HCP leaving an address field blank does not erase what an administrator already knows. */
function keepKnown(current: Location, incoming: AddressFields): AddressFields {
  return {
    address: incoming.address ?? current.address,
    city: incoming.city ?? current.city,
    state: incoming.state ?? current.state,
    zipCode: incoming.zipCode ?? current.zipCode,
  };
}

function differs<T extends object>(current: T, values: Partial<T>): boolean {
  return (Object.keys(values) as (keyof T)[]).some((key) => current[key] !== values[key]);
}

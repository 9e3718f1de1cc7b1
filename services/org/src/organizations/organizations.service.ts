import { HttpStatus, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DomainException, inTransaction, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { Location } from '../locations/location.entity.js';
import { CustomerSyncService } from '../customers/customer-sync.service.js';
import { TechnicianSyncService } from '../technicians/technician-sync.service.js';
import type { UpdateOrganizationProfileBody } from './dto/update-organization-profile.body.js';
import { Organization } from './organization.entity.js';
import { ORGANIZATION_SCOPE } from './organization.scope.js';

/** The location every organization starts with; a sync links it to the HCP location of the same name. */
export const FIRST_LOCATION_NAME = 'Main Office';

/** Setups take turns on this lock, so two of them racing never make two organizations. */
const SETUP_LOCK = 'irrigo:org:organization-setup';

const notSetUp = () => DomainException.notFound('The organization has not been set up yet');

@Injectable()
export class OrganizationsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(OrganizationsService.name);
  /** The roster and customer syncs a setup started, while they run. */
  private syncingAfterSetUp: Promise<void> | undefined;

  constructor(
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly technicianSync: TechnicianSyncService,
    private readonly customerSync: CustomerSyncService,
  ) {}

  /** The installation's organization, set up with its first administrator (services/auth asks for it). */
  async getInstallationOrganization(): Promise<Organization> {
    const organization = await this.organizations.findOne({ where: {}, order: { createdAt: 'ASC' } });
    if (!organization) throw notSetUp();
    return organization;
  }

  /** The organization a scope belongs to; a user filed under none finds none. */
  async getInScope(scope: OrganizationScope): Promise<Organization> {
    const organization = await this.organizations.findOneBy(scopedWhere(scope, ORGANIZATION_SCOPE));
    if (!organization) throw notSetUp();
    return organization;
  }

  /**
   * The office's change of the organization's profile, if `expectedVersion` is still its version (else 412
   * STALE_VERSION, nothing changed). Only the fields sent change; sending any contact field makes the contact
   * the office's, and Housecall Pro's syncs leave it alone from then on. Org keeps no audit trail of its own
   * (services/auth's audit log is for accounts and sessions): the change is logged with who made it.
   */
  async updateProfile(scope: OrganizationScope, actorId: string, expectedVersion: number, body: UpdateOrganizationProfileBody): Promise<Organization> {
    const organization = await this.getInScope(scope);
    const changes: Partial<Organization> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.type !== undefined) changes.type = body.type;
    for (const field of ['phone', 'email', 'website'] as const) {
      const value = body[field];
      if (value !== undefined) changes[field] = value;
    }
    const contactSaved = body.phone !== undefined || body.email !== undefined || body.website !== undefined;
    if (contactSaved) changes.contactSource = 'office';

    const updated = await inTransaction(this.dataSource, async (manager) => {
      // Compare-and-set on the version: two office users saving at once cannot overwrite each other, nor a sync's change.
      const result = await manager
        .createQueryBuilder()
        .update(Organization)
        .set({ ...changes, version: () => 'version + 1' })
        .where('id = :id AND version = :expectedVersion', { id: organization.id, expectedVersion })
        .execute();
      if (!result.affected) {
        throw new DomainException('STALE_VERSION', HttpStatus.PRECONDITION_FAILED, 'The organization changed since you read it; reload it and try again');
      }
      return manager.findOneByOrFail(Organization, { id: organization.id });
    });
    this.logger.log(
      `Organization ${updated.id} profile changed by account ${actorId} (version ${updated.version}): ${Object.keys(changes).join(', ') || 'nothing'}`,
    );
    return updated;
  }

  /**
   * Setup, called by services/auth when the first administrator signs up: the organization and its first
   * location. Auth's own installation record is what makes setup one-time; here a repeated call answers with
   * the organization already made (named as asked), so that when auth rolls its side back after we answered,
   * its retry finds the organization instead of a dead end. The roster and then the customers follow in the
   * background.
   */
  async setUp(name: string): Promise<{ organization: Organization; location: Location }> {
    const result = await this.createOrRename(name);
    if (result.created) {
      this.logger.log(`Organization "${result.organization.name}" set up`);
      this.syncAfterSetUp();
    }
    return { organization: result.organization, location: result.location };
  }

  /**
   * The roster first, then the customers, which come from its technicians' jobs (as at boot, the customers
   * follow even when the roster failed: they still refresh those already known). Nobody waits on either; each
   * records and logs its own failure.
   */
  private syncAfterSetUp(): void {
    this.syncingAfterSetUp = this.technicianSync
      .sync('setup')
      .catch(() => undefined)
      .then(() => this.customerSync.sync('setup'))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (this.syncingAfterSetUp = undefined));
  }

  /** Resolves once the syncs a setup started have finished (at once when none runs). */
  async whenSyncedAfterSetUp(): Promise<void> {
    await this.syncingAfterSetUp;
  }

  /** The customer sync starts when the roster's ends: shutdown waits for both, so it never starts on a closing database. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.whenSyncedAfterSetUp();
  }

  private createOrRename(name: string): Promise<{ organization: Organization; location: Location; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SETUP_LOCK]);
      const existing = await manager.findOne(Organization, { where: {}, order: { createdAt: 'ASC' } });
      if (!existing) {
        const organization = await manager.save(manager.create(Organization, { name, type: 'independent' }));
        const location = await manager.save(manager.create(Location, { organizationId: organization.id, name: FIRST_LOCATION_NAME }));
        return { organization, location, created: true };
      }
      // A rename changes the profile the office may have open: its version goes up so that form's save is stale.
      if (existing.name !== name) Object.assign(existing, { name, version: existing.version + 1 });
      const organization = await manager.save(existing);
      const location = await manager.findOneOrFail(Location, { where: { organizationId: organization.id }, order: { createdAt: 'ASC' } });
      return { organization, location, created: false };
    });
  }
}

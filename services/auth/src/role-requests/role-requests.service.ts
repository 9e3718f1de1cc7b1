import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoleRequest, SelectableRole, Technician, VerifiedUser } from '@irrigo/contracts';
import { DomainException, scopedWhere, scopeOfUser } from '@irrigo/nest-kit';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Installation } from '../admin-setup/installation.entity.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import type { ApproveRoleRequestDto } from './dto/approve-role-request.dto.js';
import { ROLE_REQUEST_SCOPE, RoleRequestRecord } from './role-request.entity.js';
import { RosterClient } from './roster.client.js';

const UNIQUE_VIOLATION = '23505';

export type RoleSelectionOutcome = 'linked' | 'requested';

const alreadyChosen = () => new DomainException('FORBIDDEN', HttpStatus.FORBIDDEN, 'Your role has already been chosen');
const requestNotFound = () => DomainException.notFound('Role request not found');
const technicianTaken = () => new DomainException('CONFLICT', HttpStatus.CONFLICT, 'This technician already has an account');
const noAdminYet = () =>
  new DomainException('ADMIN_NOT_SET_UP', HttpStatus.CONFLICT, 'No administrator has been set up yet. Set up the organization at /admin-setup.');

/**
 * Roles chosen at sign-up. Choosing never grants power by itself (DESIGN.md "Deliberate departures"): a
 * technician is linked only to the roster technician with the same, code-verified, e-mail; anything else
 * becomes a request an administrator approves or declines.
 */
@Injectable()
export class RoleRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: RosterClient,
    private readonly org: OrgDirectory,
    private readonly audit: AuditLog,
  ) {}

  async choose(account: Account, role: SelectableRole, client: SessionClient, requestId: string): Promise<RoleSelectionOutcome> {
    if (account.setupComplete || account.role !== null) throw alreadyChosen();
    // Before setup there is no one to approve, and no organization to file a request under: the first admin comes from /admin-setup.
    if (!(await this.dataSource.getRepository(Installation).existsBy({ id: true }))) throw noAdminYet();
    // A sign-up joins the installation's organization: its roster, its administrators.
    const organization = await this.org.currentOrganization(requestId);
    if (role === 'admin') {
      await this.request(account, 'admin', organization.id, client);
      return 'requested';
    }
    const technician = await this.unlinkedRosterMatch(organization.id, account.email, requestId);
    if (!technician) {
      await this.request(account, 'technician', organization.id, client);
      return 'requested';
    }
    await this.linkGuarded(async (manager) => {
      const linked = await manager
        .getRepository(Account)
        .update({ id: account.id, setupComplete: false }, { ...technicianDetails(technician), organizationId: organization.id, setupComplete: true });
      if (!linked.affected) throw alreadyChosen();
      await this.audit.record(
        'role-changed',
        client,
        { account: { ...account, organizationId: organization.id }, details: { role: 'technician', via: 'roster-email' } },
        manager,
      );
    });
    return 'linked';
  }

  /** The pending requests of the actor's organization. */
  async pending(actor: VerifiedUser): Promise<RoleRequest[]> {
    const where = scopedWhere(scopeOfUser(actor), ROLE_REQUEST_SCOPE, { status: 'pending' });
    const records = await this.dataSource.getRepository(RoleRequestRecord).find({ where, relations: { account: true }, order: { createdAt: 'ASC' } });
    return records.map(toRoleRequest);
  }

  /** Grants what was asked: admin (by an admin only: a manager cannot make admins), or technician linked to `technicianId`. */
  async approve(id: string, dto: ApproveRoleRequestDto, actor: VerifiedUser, client: SessionClient, requestId: string): Promise<RoleRequest> {
    const record = await this.pendingRecord(id, actor);
    let grant: Partial<Account>;
    if (record.requestedRole === 'admin') {
      if (actor.role !== 'admin') throw new DomainException('FORBIDDEN', HttpStatus.FORBIDDEN, 'Only an administrator can approve an administrator');
      grant = { role: 'admin', organizationId: record.organizationId, locationId: actor.locationId };
    } else {
      if (!dto.technicianId) throw DomainException.validation(['technicianId is required to approve a technician']);
      const technician = await this.org.technician(dto.technicianId, actor.organizationId, requestId);
      if (!technician) throw new DomainException('TECHNICIAN_NOT_FOUND', HttpStatus.NOT_FOUND, 'Technician not found');
      grant = { ...technicianDetails(technician), organizationId: record.organizationId };
    }
    await this.linkGuarded(async (manager) => {
      await this.decide(manager, record, 'approved', actor);
      await manager.getRepository(Account).update({ id: record.accountId }, { ...grant, setupComplete: true });
      await this.audit.record(
        'role-changed',
        client,
        { account: record.account ?? null, actor, details: { role: record.requestedRole, via: 'approval', requestId: record.id } },
        manager,
      );
    });
    return toRoleRequest({ ...record, status: 'approved' });
  }

  /** The account keeps no role and goes back to choosing one. */
  async decline(id: string, actor: VerifiedUser, client: SessionClient): Promise<RoleRequest> {
    const record = await this.pendingRecord(id, actor);
    await this.dataSource.transaction(async (manager) => {
      await this.decide(manager, record, 'declined', actor);
      await manager.getRepository(Account).update({ id: record.accountId }, { setupComplete: false });
      await this.audit.record(
        'role-request-declined',
        client,
        { account: record.account ?? null, actor, details: { requestedRole: record.requestedRole, requestId: record.id } },
        manager,
      );
    });
    return toRoleRequest({ ...record, status: 'declined' });
  }

  private async request(account: Account, role: SelectableRole, organizationId: string, client: SessionClient): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const marked = await manager.getRepository(Account).update({ id: account.id, setupComplete: false }, { setupComplete: true });
      if (!marked.affected) throw alreadyChosen();
      await manager
        .getRepository(RoleRequestRecord)
        .insert({ accountId: account.id, organizationId, requestedRole: role, status: 'pending', createdAt: new Date(), decidedAt: null, decidedBy: null });
      await this.audit.record('role-requested', client, { account, details: { requestedRole: role } }, manager);
    });
  }

  /** The one active roster technician of the organization with this e-mail that no account is linked to yet, if there is exactly one. */
  private async unlinkedRosterMatch(organizationId: string, email: string, requestId: string): Promise<Technician | null> {
    const candidates = await this.roster.activeTechniciansWithEmail(organizationId, email, requestId);
    const accounts = this.dataSource.getRepository(Account);
    const unlinked: Technician[] = [];
    for (const technician of candidates) if (!(await accounts.existsBy({ technicianId: technician.id }))) unlinked.push(technician);
    return unlinked.length === 1 ? (unlinked[0] ?? null) : null;
  }

  /** A pending request of the actor's organization; another organization's answers 404 like an unknown one. */
  private async pendingRecord(id: string, actor: VerifiedUser): Promise<RoleRequestRecord> {
    const where = scopedWhere(scopeOfUser(actor), ROLE_REQUEST_SCOPE, { id, status: 'pending' });
    const record = await this.dataSource.getRepository(RoleRequestRecord).findOne({ where, relations: { account: true } });
    if (!record?.account) throw requestNotFound();
    return record;
  }

  private async decide(manager: EntityManager, record: RoleRequestRecord, status: 'approved' | 'declined', actor: VerifiedUser): Promise<void> {
    // Conditional: of two admins deciding at once, one finds the request still pending.
    const pending = scopedWhere(scopeOfUser(actor), ROLE_REQUEST_SCOPE, { id: record.id, status: 'pending' });
    const decided = await manager.getRepository(RoleRequestRecord).update(pending, { status, decidedAt: new Date(), decidedBy: actor.id });
    if (!decided.affected) throw requestNotFound();
  }

  /** A technician linked to two accounts is refused by the unique index; that race answers 409. */
  private async linkGuarded(work: (manager: EntityManager) => Promise<void>): Promise<void> {
    try {
      await this.dataSource.transaction(work);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw technicianTaken();
      throw error;
    }
  }
}

function technicianDetails(technician: Technician): Pick<Account, 'role' | 'technicianId' | 'locationId' | 'firstName' | 'lastName'> {
  return {
    role: 'technician',
    technicianId: technician.id,
    locationId: technician.locationId,
    firstName: technician.firstName.trim(),
    lastName: technician.lastName.trim(),
  };
}

function toRoleRequest(record: RoleRequestRecord): RoleRequest {
  return {
    id: record.id,
    accountId: record.accountId,
    email: record.account?.email ?? '',
    name: record.account?.fullName ?? '',
    requestedRole: record.requestedRole,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

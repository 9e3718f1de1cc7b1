import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canManageOrganization, type Role, type TeamAccount, type VerifiedUser } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AccountDisabling } from '../accounts/account-disabling.service.js';
import { Account } from '../accounts/account.entity.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { Session } from '../sessions/session.entity.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import type { UpdateTeamAccountDto } from './dto/update-team-account.dto.js';

export interface AccountChangeContext {
  actor: VerifiedUser;
  client: SessionClient;
  requestId: string;
}

/** An organization's account that has been granted a role (a fresh sign-up is not one yet). */
type TeamMember = Account & { role: Role };

const accountNotFound = () => new DomainException('NOT_FOUND', HttpStatus.NOT_FOUND, 'Account not found');

/**
 * Looking after the organization's accounts. Rules, checked against the accounts as they are inside the
 * change's transaction (both rows locked), so two admins demoting each other at once cannot both win:
 * - nobody changes or disables their own account here (an organization is never left without its admin);
 * - a manager never touches an admin's account and never makes an admin;
 * - the technician role needs a roster technician linked (bulk accounts, access requests do that);
 * - another organization's account answers 404, like one that does not exist.
 */
@Injectable()
export class AccountManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly disabling: AccountDisabling,
    private readonly audit: AuditLog,
    private readonly org: OrgDirectory,
  ) {}

  async list(actor: VerifiedUser): Promise<TeamAccount[]> {
    if (!actor.organizationId) return [];
    return this.read((query) =>
      query
        .where('account.organizationId = :organizationId AND account.role IS NOT NULL', { organizationId: actor.organizationId })
        .orderBy('lower(account.full_name)')
        .addOrderBy('account.id'),
    );
  }

  async update(id: string, dto: UpdateTeamAccountDto, context: AccountChangeContext): Promise<TeamAccount> {
    // Locations are checked (and named, for the audit log) before the transaction: org is another service,
    // and a row lock should not wait on it.
    const locationNames =
      dto.locationId === undefined ? null : await this.locationNamesFor(id, dto.locationId, context.actor.organizationId, context.requestId);

    await this.dataSource.transaction(async (manager) => {
      const { target } = await this.lockForChange(manager, id, context.actor, dto.role);
      if (dto.role === 'technician' && !target.technicianId) {
        throw new DomainException('TECHNICIAN_NOT_LINKED', HttpStatus.CONFLICT, 'Only an account linked to a roster technician can have the technician role');
      }
      const changes: Partial<Account> = {};
      if (dto.role !== undefined && dto.role !== target.role) changes.role = dto.role;
      if (dto.locationId !== undefined && dto.locationId !== target.locationId) changes.locationId = dto.locationId;
      if (Object.keys(changes).length === 0) return;

      await manager.getRepository(Account).update({ id }, changes);
      const facts = { account: target, actor: context.actor };
      if (changes.role) {
        await this.audit.record(
          'role-changed',
          context.client,
          { ...facts, details: { previousRole: target.role, role: changes.role, via: 'account-management' } },
          manager,
        );
      }
      if (changes.locationId !== undefined && locationNames) {
        await this.audit.record('location-changed', context.client, { ...facts, details: locationNames }, manager);
      }
    });
    return this.get(id);
  }

  async setDisabled(id: string, disabled: boolean, context: AccountChangeContext): Promise<TeamAccount> {
    await this.dataSource.transaction(async (manager) => {
      const { target } = await this.lockForChange(manager, id, context.actor);
      if (Boolean(target.disabledAt) === disabled) return;
      if (disabled) await this.disabling.disable(id, manager);
      else await manager.getRepository(Account).update({ id }, { disabledAt: null });
      await this.audit.record(disabled ? 'account-disabled' : 'account-enabled', context.client, { account: target, actor: context.actor }, manager);
    });
    return this.get(id);
  }

  private async get(id: string): Promise<TeamAccount> {
    const [account] = await this.read((query) => query.where('account.id = :id', { id }));
    if (!account) throw accountNotFound();
    return account;
  }

  /** Accounts with the time of their latest sign-in (their newest session). */
  private async read(select: (query: SelectQueryBuilder<Account>) => SelectQueryBuilder<Account>): Promise<TeamAccount[]> {
    const query = this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect((latest) => latest.select('max(session.created_at)').from(Session, 'session').where('session.account_id = account.id'), 'last_sign_in_at');
    const rows = await select(query).getRawAndEntities<{ last_sign_in_at: Date | string | null }>();
    return rows.entities.map((account, index) => toTeamAccount(account as TeamMember, rows.raw[index]?.last_sign_in_at ?? null));
  }

  /**
   * Locks the actor's and the target's rows (in id order, so two changes cannot deadlock) and applies the
   * rules to them as they are now, not as the session remembered them.
   */
  private async lockForChange(
    manager: EntityManager,
    targetId: string,
    actorView: VerifiedUser,
    newRole?: Role,
  ): Promise<{ actor: Account; target: TeamMember }> {
    const rows = await manager
      .getRepository(Account)
      .createQueryBuilder('account')
      .where({ id: In([targetId, actorView.id]) })
      .orderBy('account.id')
      .setLock('pessimistic_write')
      .getMany();
    const actor = rows.find((row) => row.id === actorView.id);
    const target = rows.find((row) => row.id === targetId);
    if (!actor || actor.disabledAt || !canManageOrganization(actor.role ?? undefined)) throw DomainException.forbidden();
    if (!target || target.role === null || !actor.organizationId || target.organizationId !== actor.organizationId) throw accountNotFound();
    if (target.id === actor.id) throw new DomainException('FORBIDDEN', HttpStatus.FORBIDDEN, 'You cannot change or disable your own account');
    if (actor.role !== 'admin' && (target.role === 'admin' || newRole === 'admin')) {
      throw new DomainException('FORBIDDEN', HttpStatus.FORBIDDEN, 'Only an administrator can change an administrator or make one');
    }
    return { actor, target: target as TeamMember };
  }

  /**
   * The names of the account's present location and of `locationId` (which must be the organization's),
   * so the audit log reads "North Branch" rather than an id; an empty name for none.
   */
  private async locationNamesFor(
    accountId: string,
    locationId: string | null,
    organizationId: string | null,
    requestId: string,
  ): Promise<{ previousLocation: string; location: string }> {
    const next = locationId ? await this.org.location(locationId, organizationId, requestId) : null;
    if (locationId && !next) {
      throw new DomainException('LOCATION_NOT_FOUND', HttpStatus.BAD_REQUEST, 'The request is not valid', [
        'locationId must be a location of the organization',
      ]);
    }
    const account = await this.dataSource.getRepository(Account).findOneBy({ id: accountId });
    const previous = account?.locationId ? await this.org.location(account.locationId, organizationId, requestId) : null;
    return { previousLocation: previous?.name ?? '', location: next?.name ?? '' };
  }
}

function toTeamAccount(account: TeamMember, lastSignInAt: Date | string | null): TeamAccount {
  return {
    id: account.id,
    name: account.fullName,
    email: account.email,
    role: account.role,
    locationId: account.locationId,
    technicianId: account.technicianId,
    disabledAt: account.disabledAt?.toISOString() ?? null,
    lastSignInAt: lastSignInAt === null ? null : new Date(lastSignInAt).toISOString(),
    createdAt: account.createdAt.toISOString(),
  };
}

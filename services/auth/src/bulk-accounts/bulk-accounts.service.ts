import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  BulkAccountCandidate,
  BulkAccountDelivery,
  BulkAccountResult,
  BulkAccountSkipReason,
  Technician,
  TechnicianAccountState,
  VerifiedUser,
} from '@irrigo/contracts';
import { DomainException, Mailer } from '@irrigo/nest-kit';
import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { ActivationCodes, type ActivationStanding } from '../activation/activation-codes.service.js';
import { ActivationLinks } from '../activation/activation-link.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { activationMail } from './activation-mail.js';
import type { IssueBulkAccountsDto } from './dto/issue-bulk-accounts.dto.js';
import { OrgRoster } from './org-roster.client.js';

/** The request as the actor made it: who, from where, and which origin their browser used. */
export interface BulkRequestContext {
  actor: VerifiedUser;
  client: SessionClient;
  requestId: string;
  origin: string | undefined;
}

const fullNameOf = (technician: Technician): string => [technician.firstName.trim(), technician.lastName.trim()].filter(Boolean).join(' ');

@Injectable()
export class BulkAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly codes: ActivationCodes,
    private readonly links: ActivationLinks,
    private readonly roster: OrgRoster,
    private readonly org: OrgDirectory,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
  ) {}

  /** The organization's active roster, each technician with where their account stands. */
  async candidates(actor: VerifiedUser, requestId: string): Promise<BulkAccountCandidate[]> {
    const technicians = await this.roster.activeTechniciansOf(actor.organizationId, requestId);
    const { accounts, standings } = await this.accountsOf(technicians.map((technician) => technician.id));
    return technicians.map((technician) => {
      const account = accounts.get(technician.id);
      const standing = account ? standings.get(account.id) : undefined;
      return {
        technicianId: technician.id,
        firstName: technician.firstName,
        lastName: technician.lastName,
        email: technician.email?.trim() || null,
        locationId: technician.locationId,
        accountState: stateOf(account, standing),
        activationExpiresAt: standing?.pendingUntil?.toISOString() ?? null,
      };
    });
  }

  /**
   * Creates (or re-issues, while not yet activated) an account with a fresh one-time code for each named
   * technician of the actor's organization. Ids outside that roster refuse the whole request, so nothing is
   * half-done by a mistake; per-technician obstacles (already active, no e-mail for an e-mail delivery, an
   * e-mail another account uses) only skip that technician.
   */
  async issue(dto: IssueBulkAccountsDto, context: BulkRequestContext): Promise<BulkAccountResult[]> {
    const roster = new Map(
      (await this.roster.activeTechniciansOf(context.actor.organizationId, context.requestId)).map((technician) => [technician.id, technician]),
    );
    const unknown = dto.technicianIds.filter((id) => !roster.has(id));
    if (unknown.length > 0) {
      throw new DomainException(
        'TECHNICIAN_NOT_FOUND',
        HttpStatus.NOT_FOUND,
        'Some technicians are not on your organization’s active roster',
        unknown.map((id) => `${id} is not an active technician of your organization`),
      );
    }

    const page = this.links.page(context.origin);
    const organizationName =
      dto.delivery === 'email'
        ? await this.org.currentOrganization(context.requestId).then(
            (organization) => organization.name,
            () => null,
          )
        : null;
    // One hash of a secret nobody keeps: the accounts get no usable password, and one argon2 run serves them all.
    const unusablePasswordHash = await this.hasher.hash(randomBytes(32).toString('base64url'));
    const { accounts, standings } = await this.accountsOf(dto.technicianIds);

    const results: BulkAccountResult[] = [];
    for (const id of dto.technicianIds) {
      const technician = roster.get(id) as Technician;
      const existing = accounts.get(id) ?? null;
      const email = technician.email?.trim() ?? '';
      const base = { technicianId: id, name: fullNameOf(technician) || email, email: email || null };
      const obstacle = await this.obstacleFor(technician, existing, existing ? standings.get(existing.id) : undefined, email, dto.delivery);
      if (obstacle) {
        results.push({ ...base, status: 'skipped', reason: obstacle });
        continue;
      }

      const issued = await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(Account);
        const account = await repository.save(
          existing
            ? repository.merge(existing, rosterDetails(technician, email))
            : repository.create({
                ...rosterDetails(technician, email),
                technicianId: technician.id,
                role: 'technician',
                organizationId: context.actor.organizationId,
                passwordHash: unusablePasswordHash,
                mustChangePassword: false,
                disabledAt: null,
              }),
        );
        const code = await this.codes.issue(manager, account.id, dto.delivery, context.actor.id);
        await this.audit.record(
          'activation-issued',
          context.client,
          { account, actor: context.actor, details: { delivery: dto.delivery, reissued: Boolean(existing) } },
          manager,
        );
        return { account, ...code };
      });

      if (dto.delivery === 'email') {
        const link = page ? this.links.withCode(page, issued.code) : null;
        this.mailer.sendInBackground(
          activationMail({ to: email, firstName: technician.firstName.trim() || base.name, organizationName, code: issued.code, link, page }),
          `activation code for account ${issued.account.id}`,
        );
        results.push({ ...base, status: 'emailed', expiresAt: issued.expiresAt.toISOString() });
      } else {
        results.push({ ...base, status: 'on-sheet', activationCode: issued.code, expiresAt: issued.expiresAt.toISOString() });
      }
    }
    return results;
  }

  private async obstacleFor(
    technician: Technician,
    existing: Account | null,
    standing: ActivationStanding | undefined,
    email: string,
    delivery: BulkAccountDelivery,
  ): Promise<BulkAccountSkipReason | null> {
    if (existing?.disabledAt) return 'disabled';
    if (existing && stateOf(existing, standing) === 'active') return 'already-active';
    if (delivery === 'email' && !email) return 'no-email';
    if (email) {
      const sameEmail = await this.accounts.findByEmail(this.dataSource.manager, email);
      if (sameEmail && sameEmail.technicianId !== technician.id) return 'email-taken';
    }
    return null;
  }

  private async accountsOf(technicianIds: string[]): Promise<{ accounts: Map<string, Account>; standings: Map<string, ActivationStanding> }> {
    const rows = technicianIds.length ? await this.dataSource.getRepository(Account).findBy({ technicianId: In(technicianIds) }) : [];
    const accounts = new Map(rows.map((account) => [account.technicianId as string, account]));
    return { accounts, standings: await this.codes.standingsOf(rows.map((account) => account.id)) };
  }
}

/**
 * An account never issued a code got its password another way (an admin set it): it is active. One issued
 * codes is pending until a code is used.
 */
function stateOf(account: Account | undefined | null, standing: ActivationStanding | undefined): TechnicianAccountState {
  if (!account) return 'none';
  return standing && !standing.activated ? 'pending' : 'active';
}

function rosterDetails(technician: Technician, email: string): Pick<Account, 'email' | 'firstName' | 'lastName' | 'fullName' | 'locationId'> {
  const firstName = technician.firstName.trim();
  const lastName = technician.lastName.trim();
  return { email, firstName, lastName, fullName: [firstName, lastName].filter(Boolean).join(' ') || email, locationId: technician.locationId };
}

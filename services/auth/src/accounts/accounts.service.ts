import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthUser, Role, VerifiedUser } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { Account } from './account.entity.js';
import { PasswordHasher } from './password-hasher.js';

export type CredentialFailure = 'unknown-account' | 'wrong-password' | 'disabled';
export type CredentialCheck = { account: Account; failure: null } | { account: Account | null; failure: CredentialFailure };

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(Account) private readonly accounts: Repository<Account>,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Whether `email` and `password` sign in, and if not why (for the audit log only: callers answer every
   * failure alike). A miss, a wrong password and a disabled account cost the same argon2 work, so timing
   * tells a caller nothing about who exists.
   */
  async checkCredentials(email: string, password: string): Promise<CredentialCheck> {
    // password_hash is left out of every other read (select: false) so it never travels further than this.
    const account = await this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('lower(account.email) = lower(:email)', { email: email.trim() })
      .getOne();
    const matches = await this.hasher.verify(account?.passwordHash, password);
    if (!account) return { account: null, failure: 'unknown-account' };
    if (!matches) return { account, failure: 'wrong-password' };
    if (account.disabledAt) return { account, failure: 'disabled' };
    if (this.hasher.needsRehash(account.passwordHash)) {
      await this.accounts.update({ id: account.id }, { passwordHash: await this.hasher.hash(password) });
    }
    return { account, failure: null };
  }

  async findById(id: string): Promise<Account | null> {
    return this.accounts.findOneBy({ id });
  }

  /** Read fresh on every call: a role or location changed by an admin shows at once. */
  async currentUser(id: string): Promise<AuthUser> {
    const account = await this.findById(id);
    if (!account || account.disabledAt || !hasRole(account)) throw DomainException.unauthenticated();
    return toAuthUser(account);
  }

  findByEmail(manager: EntityManager, email: string): Promise<Account | null> {
    return manager.getRepository(Account).createQueryBuilder('account').where('lower(account.email) = lower(:email)', { email: email.trim() }).getOne();
  }
}

/** An account that has been granted a role: only these are users of the product (a fresh sign-up is not yet). */
export type RoleHolder = Account & { role: Role };
export const hasRole = (account: Account): account is RoleHolder => account.role !== null;

export function toAuthUser(account: RoleHolder): AuthUser {
  return {
    id: account.id,
    email: account.email,
    name: account.fullName,
    role: account.role,
    locationId: account.locationId,
    organizationId: account.organizationId,
    technicianId: account.technicianId,
    mustChangePassword: account.mustChangePassword,
  };
}

export function toVerifiedUser(account: RoleHolder, sessionId: string): VerifiedUser {
  return {
    id: account.id,
    email: account.email,
    name: account.fullName,
    role: account.role,
    organizationId: account.organizationId,
    locationId: account.locationId,
    technicianId: account.technicianId,
    sessionId,
  };
}

import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RECENT_SIGN_IN_MINUTES, type VerifiedUser } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { FailedSignIns } from '../rate-limits/failed-sign-ins.js';
import { Session } from '../sessions/session.entity.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { ChangeTechnicianPasswordDto } from './dto/change-technician-password.dto.js';

export const passwordsDoNotMatch = () => new DomainException('PASSWORDS_DO_NOT_MATCH', HttpStatus.BAD_REQUEST, 'Passwords do not match');
export const currentPasswordRequired = () => new DomainException('CURRENT_PASSWORD_REQUIRED', HttpStatus.FORBIDDEN, 'Enter your current password to change it');
export const currentPasswordIncorrect = () => new DomainException('CURRENT_PASSWORD_INCORRECT', HttpStatus.FORBIDDEN, 'The current password is not correct');

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60_000;

@Injectable()
export class PasswordChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionsService,
    private readonly failedSignIns: FailedSignIns,
    private readonly audit: AuditLog,
  ) {}

  /**
   * A technician replaces their own password (the one an admin set is marked to be changed). Every other
   * session of theirs ends, in case the old password had travelled; the browser doing the change stays in.
   */
  async changeOwnPassword(dto: ChangeTechnicianPasswordDto, user: VerifiedUser, client: SessionClient): Promise<void> {
    if (dto.confirmPassword !== undefined && dto.confirmPassword !== dto.newPassword) throw passwordsDoNotMatch();
    const account = await this.accounts.findById(user.id);
    if (!account || account.disabledAt) throw DomainException.unauthenticated();
    await this.confirmItIsTheOwner(account, dto.currentPassword, user.sessionId, client);
    await this.policy.assertNotCommon(dto.newPassword, { email: account.email, names: [account.firstName, account.lastName, account.fullName] });
    const passwordHash = await this.hasher.hash(dto.newPassword);

    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Account).update({ id: account.id }, { passwordHash, mustChangePassword: false });
      await this.sessions.revokeAllOfExcept(account.id, user.sessionId, manager);
      await this.audit.record('password-changed', client, { account }, manager);
    });
  }

  /**
   * OWASP ASVS 2.1.6, with GitHub's "sudo mode" allowance: a session that signed in less than
   * RECENT_SIGN_IN_MINUTES ago has just proved the password (the dashboard prompt right after sign-in);
   * any other must send the current password. A current password that is sent is always checked, and a
   * wrong one counts as a failed sign-in of the account from this address (FailedSignIns), so a borrowed or stolen session
   * cannot be used to guess the password any faster than the login form allows.
   */
  private async confirmItIsTheOwner(account: Account, currentPassword: string | undefined, sessionId: string, client: SessionClient): Promise<void> {
    if (!currentPassword) {
      if (await this.signedInRecently(sessionId)) return;
      // The argon2 work a wrong password costs, so the answer takes as long whether one was sent or not.
      await this.hasher.verify(null, '');
      throw currentPasswordRequired();
    }

    const attempt = await this.failedSignIns.attempt(account.email, client);
    if (!(await this.hasher.verify(await this.passwordHashOf(account.id), currentPassword))) {
      // No event type of its own: a failed password check of the account, told apart from the login forms by `via`.
      await this.audit.record('sign-in-failed', client, { account, details: { reason: 'wrong-password', via: 'change-password' } });
      throw currentPasswordIncorrect();
    }
    // As after a successful sign-in: only failures count, and the right password wipes this address's earlier ones.
    await attempt.succeeded();
  }

  private async signedInRecently(sessionId: string): Promise<boolean> {
    const session = await this.dataSource.getRepository(Session).findOneBy({ id: sessionId });
    return session !== null && Date.now() - session.createdAt.getTime() < RECENT_SIGN_IN_MS;
  }

  /** password_hash is left out of ordinary reads (select: false); it is read here for the check only. */
  private async passwordHashOf(accountId: string): Promise<string | null> {
    const row = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :accountId', { accountId })
      .getOne();
    return row?.passwordHash ?? null;
  }
}

import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RESET_TOKEN_TTL_MINUTES, type PasswordResetUserType } from '@irrigo/contracts';
import { DomainException, Mailer, scopedWhere, scopeOfOrganization, type ScopedColumns } from '@irrigo/nest-kit';
import { DataSource, IsNull } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OFFICE_ROLES } from '../logins/logins.service.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { FailedSignIns } from '../rate-limits/failed-sign-ins.js';
import { emailKey, RateLimitRules } from '../rate-limits/rate-limit-rules.js';
import { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { PasswordResetCompleteDto } from './dto/password-reset-complete.dto.js';
import type { PasswordResetRequestDto } from './dto/password-reset-request.dto.js';
import type { PasswordResetVerifyDto } from './dto/password-reset-verify.dto.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { issueResetCode, resetCodeHash } from './reset-code.js';
import { ResetLinks } from './reset-link.js';
import { resetCodeMail } from './reset-mail.js';
import { isNamed, nameKey, resetUserTypeOf } from './reset-matching.js';
import { ResetWorkQueue } from './reset-work-queue.js';

const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

/** One message for an unknown, mistyped, expired, used or superseded code, so none of them is told apart. */
export const resetTokenInvalid = () =>
  new DomainException('RESET_TOKEN_INVALID', HttpStatus.BAD_REQUEST, 'This reset code is not valid or has expired. Request a new one.');

/** Accounts as an organization's rows: who may be told a code meant for one of the organization's technicians. */
const ACCOUNT_SCOPE: ScopedColumns<Account> = { organization: 'organizationId', location: 'locationId', technician: 'technicianId' };

type Match = { account: Account } | { account: null; outcome: 'no-match' | 'ambiguous' };

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitRules,
    private readonly failedSignIns: FailedSignIns,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly work: ResetWorkQueue,
    private readonly links: ResetLinks,
  ) {}

  /**
   * Answers once the limits allow the request, and does nothing else before answering: the matching, the
   * token, the audit event and the mail happen afterwards on the work queue, so whether an account matched
   * changes neither the answer nor its timing. `requestOrigin` is the browser's, for the mail's link.
   */
  async request(dto: PasswordResetRequestDto, client: SessionClient, requestOrigin?: string): Promise<void> {
    const typedEmail = dto.email?.trim() || null;
    const accountKey = dto.userType === 'admin' ? `email:${emailKey(typedEmail ?? '')}` : `name:${nameKey(dto.username ?? '')}`;
    await this.limiter.consume(
      [this.limits.resetRequestsOfAccount(accountKey), this.limits.resetRequestsOfAddress(client.ip)],
      client,
      typedEmail ?? undefined,
    );
    this.work.enqueue(`password reset request (${dto.userType})`, () => this.sendCode(dto, client, requestOrigin));
  }

  /** Sends a code when exactly one account matches, and otherwise only records that none did. */
  private async sendCode(dto: PasswordResetRequestDto, client: SessionClient, requestOrigin: string | undefined): Promise<void> {
    const typedEmail = dto.email?.trim() || null;
    const match = dto.userType === 'admin' ? await this.officeAccountByEmail(typedEmail ?? '') : await this.technicianByName(dto.username ?? '', typedEmail);
    const details = { userType: dto.userType, ...(dto.userType === 'technician' && dto.username ? { name: dto.username } : {}) };
    if (!match.account) {
      await this.audit.record('password-reset-requested', client, { email: typedEmail, details: { ...details, outcome: match.outcome } });
      return;
    }

    const { account } = match;
    const { code, codeHash } = issueResetCode();
    await this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(PasswordResetToken);
      // A newer request voids the older codes: only the latest e-mail works.
      await tokens.delete({ accountId: account.id, usedAt: IsNull() });
      const now = new Date();
      await tokens.insert({
        accountId: account.id,
        organizationId: account.organizationId,
        tokenHash: codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
    });

    const { to, forAdmins } = await this.recipientsOf(account);
    await this.audit.record('password-reset-requested', client, { account, details: { ...details, outcome: forAdmins ? 'sent-to-admins' : 'sent' } });
    if (to.length === 0) {
      this.logger.warn(`password reset for account ${account.id}: no one to send the code to`);
      return;
    }
    const link = this.links.forToken(dto.userType, code, requestOrigin);
    this.mailer.sendInBackground(resetCodeMail(to, account, code, forAdmins, link), `password reset for account ${account.id}`);
  }

  /**
   * Tells whether a code is live without using it up, for the dialog's Verify step. A wrong code counts
   * against the client's address exactly as at completion, so checking codes here is no faster a way to guess.
   */
  async verify(dto: PasswordResetVerifyDto, client: SessionClient): Promise<void> {
    const attempt = await this.limiter.consume([this.limits.wrongResetCodesOfAddress(client.ip)], client);
    const token = await this.tokenTyped(dto.resetToken);
    const refusal = whyRefused(token, null);
    if (refusal || !token?.account) {
      await this.audit.record('password-reset-failed', client, { account: token?.account ?? null, details: { reason: refusal ?? 'unknown-code' } });
      throw resetTokenInvalid();
    }
    await attempt.forget();
  }

  /**
   * Sets the new password of the code's account. The code is checked first (and a wrong one counts against
   * the client's address); the password rules come after, so a person with a valid code can retry them.
   */
  async complete(dto: PasswordResetCompleteDto, client: SessionClient): Promise<void> {
    const attempt = await this.limiter.consume([this.limits.wrongResetCodesOfAddress(client.ip)], client);
    const token = await this.tokenTyped(dto.resetToken);
    const refusal = whyRefused(token, dto.userType);
    if (refusal || !token?.account) {
      await this.audit.record('password-reset-failed', client, {
        account: token?.account ?? null,
        details: { userType: dto.userType, reason: refusal ?? 'unknown-code' },
      });
      throw resetTokenInvalid();
    }
    await attempt.forget();

    const { account } = token;
    this.policy.assertMeetsResetRules(dto.newPassword);
    await this.policy.assertNotCommon(dto.newPassword, { email: account.email, names: [account.firstName, account.lastName, account.fullName] });
    const passwordHash = await this.hasher.hash(dto.newPassword);

    await this.dataSource.transaction(async (manager) => {
      // Claimed with a conditional write: of two completions racing with one code, only one finds it unused.
      const claimed = await manager.getRepository(PasswordResetToken).update({ id: token.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!claimed.affected) throw resetTokenInvalid();
      await manager.getRepository(Account).update({ id: account.id }, { passwordHash, mustChangePassword: false });
      // Whoever was signed in with the old password, maybe the reason for the reset, is signed out.
      await this.sessions.revokeAllOf(account.id, manager);
      await this.audit.record('password-reset-completed', client, { account, details: { userType: dto.userType } }, manager);
    });
    // Whatever held the account's sign-in back (a flood of wrong passwords from anywhere) ends with the reset.
    if (account.email.trim()) await this.failedSignIns.forgetAccount(account.email, client);
  }

  private async tokenTyped(typed: string): Promise<PasswordResetToken | null> {
    const tokenHash = resetCodeHash(typed);
    return tokenHash ? this.dataSource.getRepository(PasswordResetToken).findOne({ where: { tokenHash }, relations: { account: true } }) : null;
  }

  private async officeAccountByEmail(email: string): Promise<Match> {
    const account = await this.accounts.findByEmail(this.dataSource.manager, email);
    return account && !account.disabledAt && account.role !== null && OFFICE_ROLES.includes(account.role)
      ? { account }
      : { account: null, outcome: 'no-match' };
  }

  /**
   * Technicians are found by the name they type (any case or accents); the e-mail, when given, tells
   * namesakes apart. Two technicians of the same name and no e-mail to choose: no one gets a code.
   */
  private async technicianByName(name: string, email: string | null): Promise<Match> {
    const technicians = await this.dataSource.getRepository(Account).findBy({ role: 'technician', disabledAt: IsNull() });
    const named = technicians.filter((account) => isNamed(account, name) && (!email || emailKey(account.email) === emailKey(email)));
    if (named.length === 1 && named[0]) return { account: named[0] };
    return { account: null, outcome: named.length === 0 ? 'no-match' : 'ambiguous' };
  }

  /**
   * The account's own e-mail, else its organization's active administrators (never another organization's;
   * an account filed under no organization has no one to hand a code over).
   */
  private async recipientsOf(account: Account): Promise<{ to: string[]; forAdmins: boolean }> {
    const own = account.email.trim();
    if (own) return { to: [own], forAdmins: false };
    if (!account.organizationId) return { to: [], forAdmins: true };
    const admins = await this.dataSource
      .getRepository(Account)
      .findBy(scopedWhere(scopeOfOrganization(account.organizationId), ACCOUNT_SCOPE, { role: 'admin', disabledAt: IsNull() }));
    return { to: admins.map((admin) => admin.email.trim()).filter(Boolean), forAdmins: true };
  }
}

type Refusal = 'unknown-code' | 'used' | 'expired' | 'wrong-user-type' | 'disabled';

/** `userType`: the dialog's tab at completion; null at Verify, which does not say and checks the rest. */
function whyRefused(token: PasswordResetToken | null, userType: PasswordResetUserType | null): Refusal | null {
  if (!token?.account) return 'unknown-code';
  if (token.usedAt) return 'used';
  if (token.expiresAt.getTime() <= Date.now()) return 'expired';
  if (token.account.role === null || (userType !== null && resetUserTypeOf(token.account.role) !== userType)) return 'wrong-user-type';
  if (token.account.disabledAt) return 'disabled';
  return null;
}

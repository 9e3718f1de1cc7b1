import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SIGN_UP_CODE_MAX_ATTEMPTS, SIGN_UP_CODE_TTL_MINUTES } from '@irrigo/contracts';
import { DomainException, Mailer } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import type { SignUpConfirmDto } from './dto/sign-up-confirm.dto.js';
import type { SignUpDto } from './dto/sign-up.dto.js';
import { PendingSignUp } from './pending-sign-up.entity.js';
import { issueSignUpCode, matchesSignUpCode } from './sign-up-code.js';
import { alreadyRegisteredMail, signUpCodeMail } from './sign-up-mail.js';
import { SignUpRules } from './sign-up-rules.js';

const CODE_TTL_MS = SIGN_UP_CODE_TTL_MINUTES * 60_000;

/** One message for a wrong, expired, used-up or unknown code, so none is told apart. */
export const signUpCodeInvalid = () =>
  new DomainException('SIGN_UP_CODE_INVALID', HttpStatus.BAD_REQUEST, 'This code is not valid or has expired. Check the latest e-mail or ask for a new code.');

type Refusal = 'no-sign-up' | 'expired' | 'too-many-attempts' | 'wrong-code';

@Injectable()
export class SignUpService {
  private readonly logger = new Logger(SignUpService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly limiter: RateLimiter,
    private readonly rules: SignUpRules,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Mails a code to a new address, or a "you already have an account" note to a known one; the caller sees
   * the same answer, as fast, either way (the password is hashed in both cases, mail leaves in the
   * background). Signing up again sends a new code and voids the previous one: that is the resend.
   */
  async signUp(dto: SignUpDto, client: SessionClient): Promise<void> {
    await this.limiter.consume([this.rules.signUpsOfEmail(dto.email), this.rules.signUpsOfAddress(client.ip)], client, dto.email);
    await this.policy.assertNotCommon(dto.password, { email: dto.email, names: [dto.fullName] });
    const passwordHash = await this.hasher.hash(dto.password);

    const existing = await this.accounts.findByEmail(this.dataSource.manager, dto.email);
    if (existing) {
      await this.audit.record('sign-up-requested', client, { account: existing, details: { outcome: 'already-registered' } });
      this.mailer.sendInBackground(alreadyRegisteredMail(existing.email), `sign-up for existing account ${existing.id}`);
      return;
    }

    const { code, codeHash } = issueSignUpCode();
    await this.dataSource.transaction(async (manager) => {
      const pending = manager.getRepository(PendingSignUp);
      await pending.createQueryBuilder().delete().where('lower(email) = lower(:email)', { email: dto.email }).execute();
      const now = new Date();
      await pending.insert({
        email: dto.email,
        fullName: dto.fullName,
        passwordHash,
        codeHash,
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
        failedAttempts: 0,
        createdAt: now,
      });
    });
    await this.audit.record('sign-up-requested', client, { email: dto.email, details: { outcome: 'code-sent' } });
    this.mailer.sendInBackground(signUpCodeMail(dto.email, dto.fullName, code), 'sign-up confirmation code');
  }

  /**
   * Turns a pending sign-up into an account without a role (setupComplete false). Wrong codes count per
   * address and per code: after five, that code is dead and only a new sign-up mail helps.
   */
  async confirm(dto: SignUpConfirmDto, client: SessionClient): Promise<Account> {
    const attempt = await this.limiter.consume([this.rules.wrongCodesOfAddress(client.ip)], client, dto.email);
    const repository = this.dataSource.getRepository(PendingSignUp);
    const pending = await repository
      .createQueryBuilder('pending')
      .addSelect('pending.passwordHash')
      .where('lower(pending.email) = lower(:email)', { email: dto.email })
      .getOne();
    const refusal = whyRefused(pending, dto.code);
    if (refusal || !pending) {
      if (pending && refusal === 'wrong-code') await repository.increment({ id: pending.id }, 'failedAttempts', 1);
      await this.audit.record('sign-up-failed', client, { email: dto.email, details: { reason: refusal ?? 'no-sign-up' } });
      throw signUpCodeInvalid();
    }
    await attempt.forget();

    const account = await this.dataSource.transaction(async (manager) => {
      // Claimed by deleting it: of two confirmations racing with one code, only one finds the row.
      const claimed = await manager.getRepository(PendingSignUp).delete({ id: pending.id });
      if (!claimed.affected) throw signUpCodeInvalid();
      if (await this.accounts.findByEmail(manager, pending.email)) throw signUpCodeInvalid();
      const accounts = manager.getRepository(Account);
      return accounts.save(
        accounts.create({
          email: pending.email,
          fullName: pending.fullName,
          firstName: null,
          lastName: null,
          role: null,
          setupComplete: false,
          passwordHash: pending.passwordHash,
          mustChangePassword: false,
          organizationId: null,
          locationId: null,
          technicianId: null,
          disabledAt: null,
        }),
      );
    });
    await this.audit.record('sign-up-confirmed', client, { account });
    this.logger.log(`account ${account.id} confirmed its sign-up`);
    return account;
  }
}

function whyRefused(pending: PendingSignUp | null, code: string): Refusal | null {
  if (!pending) return 'no-sign-up';
  if (pending.codeExpiresAt.getTime() <= Date.now()) return 'expired';
  if (pending.failedAttempts >= SIGN_UP_CODE_MAX_ATTEMPTS) return 'too-many-attempts';
  if (!matchesSignUpCode(pending.codeHash, code)) return 'wrong-code';
  return null;
}

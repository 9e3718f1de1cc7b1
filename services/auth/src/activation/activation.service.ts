import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACTIVATION_ATTEMPT_WINDOW_MINUTES,
  ACTIVATION_ATTEMPTS_PER_ACCOUNT,
  ACTIVATION_ATTEMPTS_PER_ADDRESS,
  type ActivateAccountResponse,
} from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, IsNull, Not } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { isNamed, nameKey } from '../password-reset/reset-matching.js';
import { emailKey } from '../rate-limits/rate-limit-rules.js';
import { RateLimiter, type RateLimitRule } from '../rate-limits/rate-limiter.service.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import { activationCodeHash } from './activation-code.js';
import { ActivationCode } from './activation-code.entity.js';
import type { ActivateAccountDto } from './dto/activate-account.dto.js';

const WINDOW_MS = ACTIVATION_ATTEMPT_WINDOW_MINUTES * 60_000;

/** One message for an unknown, mistyped, expired, used or replaced code, or one that is not this person's. */
export const activationCodeInvalid = () =>
  new DomainException(
    'ACTIVATION_CODE_INVALID',
    HttpStatus.BAD_REQUEST,
    'This activation code is not valid or has expired. Ask your administrator for a new one.',
  );

type Refusal = 'unknown-code' | 'used' | 'expired' | 'not-theirs' | 'disabled' | 'not-a-technician';

export interface Activated {
  token: string;
  body: ActivateAccountResponse;
}

@Injectable()
export class ActivationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The technician sets their own password with the code they were given. Attempts count per client
   * address and per typed e-mail or name (what was typed, so being limited tells nothing about accounts);
   * a successful activation forgets its own attempt. The code is checked before the password rules, so a
   * person holding a valid code can retry the rules without burning attempts on them.
   */
  async activate(dto: ActivateAccountDto, client: SessionClient): Promise<Activated> {
    const typedEmail = dto.email?.trim() ?? '';
    const accountKey = typedEmail ? `email:${emailKey(typedEmail)}` : `name:${nameKey(dto.name ?? '')}`;
    const attempt = await this.limiter.consume([attemptsOfAddress(client.ip), attemptsOfAccount(accountKey)], client, typedEmail || undefined);

    const codeHash = activationCodeHash(dto.code);
    const found = codeHash ? await this.dataSource.getRepository(ActivationCode).findOne({ where: { codeHash }, relations: { account: true } }) : null;
    const refusal = whyRefused(found, typedEmail, dto.name ?? '');
    if (refusal || !found?.account) {
      await this.audit.record('activation-failed', client, {
        account: found?.account ?? null,
        email: typedEmail || null,
        details: { reason: refusal ?? 'unknown-code' },
      });
      throw activationCodeInvalid();
    }
    await attempt.forget();

    const { account } = found;
    await this.policy.assertNotCommon(dto.newPassword, { email: account.email || null, names: [account.firstName, account.lastName, account.fullName] });
    const passwordHash = await this.hasher.hash(dto.newPassword);

    const token = await this.dataSource.transaction(async (manager) => {
      // Claimed with a conditional write: of two activations racing with one code, only one finds it unused.
      const claimed = await manager.getRepository(ActivationCode).update({ id: found.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!claimed.affected) throw activationCodeInvalid();
      await manager.getRepository(ActivationCode).delete({ accountId: account.id, id: Not(found.id), usedAt: IsNull() });
      await manager.getRepository(Account).update({ id: account.id }, { passwordHash, mustChangePassword: false });
      await this.sessions.revokeAllOf(account.id, manager);
      const started = await this.sessions.start(account.id, client, manager);
      await this.audit.record('account-activated', client, { account, details: { delivery: found.delivery } }, manager);
      return started.token;
    });

    return {
      token,
      body: {
        technician: {
          id: account.technicianId ?? '',
          email: account.email,
          firstName: account.firstName ?? '',
          lastName: account.lastName ?? '',
          role: 'technician',
        },
      },
    };
  }
}

function whyRefused(code: ActivationCode | null, typedEmail: string, typedName: string): Refusal | null {
  const account = code?.account;
  if (!code || !account) return 'unknown-code';
  if (code.usedAt) return 'used';
  if (code.expiresAt.getTime() <= Date.now()) return 'expired';
  const theirs = typedEmail ? account.email !== '' && emailKey(account.email) === emailKey(typedEmail) : isNamed(account, typedName);
  if (!theirs) return 'not-theirs';
  if (account.role !== 'technician' || !account.technicianId) return 'not-a-technician';
  if (account.disabledAt) return 'disabled';
  return null;
}

const attemptsOfAddress = (ip: string): RateLimitRule => ({
  bucket: 'activation:address',
  key: ip,
  limit: ACTIVATION_ATTEMPTS_PER_ADDRESS,
  windowMs: WINDOW_MS,
});
const attemptsOfAccount = (key: string): RateLimitRule => ({ bucket: 'activation:account', key, limit: ACTIVATION_ATTEMPTS_PER_ACCOUNT, windowMs: WINDOW_MS });

import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VerifiedUser } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { ChangeTechnicianPasswordDto } from './dto/change-technician-password.dto.js';

export const passwordsDoNotMatch = () => new DomainException('PASSWORDS_DO_NOT_MATCH', HttpStatus.BAD_REQUEST, 'Passwords do not match');

@Injectable()
export class PasswordChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionsService,
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
    this.policy.assertNotCommon(dto.newPassword, { email: account.email, names: [account.firstName, account.lastName, account.fullName] });
    const passwordHash = await this.hasher.hash(dto.newPassword);

    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Account).update({ id: account.id }, { passwordHash, mustChangePassword: false });
      await this.sessions.revokeAllOfExcept(account.id, user.sessionId, manager);
      await this.audit.record('password-changed', client, { account }, manager);
    });
  }
}

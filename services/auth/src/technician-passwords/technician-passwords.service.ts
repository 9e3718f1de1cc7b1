import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Technician, VerifiedUser } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, QueryFailedError } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { PasswordPolicy } from '../password-policy/password-policy.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { SetTechnicianPasswordDto } from './dto/set-technician-password.dto.js';

const UNIQUE_VIOLATION = '23505';

const emailTaken = () => new DomainException('CONFLICT', HttpStatus.CONFLICT, 'Another account already uses this email');

@Injectable()
export class TechnicianPasswordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly org: OrgDirectory,
    private readonly sessions: SessionsService,
    private readonly policy: PasswordPolicy,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Gives a roster technician a sign-in (or a new password). The technician must change it at first use,
   * and every session they had ends: whoever knew the old password is out.
   */
  async setPassword(dto: SetTechnicianPasswordDto, actor: VerifiedUser, client: SessionClient, requestId: string): Promise<void> {
    if (dto.newPassword !== dto.confirmPassword) {
      throw new DomainException('PASSWORDS_DO_NOT_MATCH', HttpStatus.BAD_REQUEST, 'Passwords do not match');
    }
    const technician = await this.org.technician(dto.technicianId, actor.organizationId, requestId);
    if (!technician) throw new DomainException('TECHNICIAN_NOT_FOUND', HttpStatus.NOT_FOUND, 'Technician not found');
    const email = technician.email?.trim();
    if (!email) {
      throw new DomainException(
        'TECHNICIAN_HAS_NO_EMAIL',
        HttpStatus.UNPROCESSABLE_ENTITY,
        'This technician has no email address; technicians sign in with their email',
      );
    }
    await this.policy.assertNotCommon(dto.newPassword, { email, names: [technician.firstName, technician.lastName] });
    const passwordHash = await this.hasher.hash(dto.newPassword);

    try {
      await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(Account);
        const existing = await repository.findOneBy({ technicianId: technician.id });
        const sameEmail = await this.accounts.findByEmail(manager, email);
        if (sameEmail && sameEmail.id !== existing?.id) throw emailTaken();

        const account = await repository.save(
          repository.merge(existing ?? repository.create({ technicianId: technician.id, disabledAt: null }), {
            ...rosterDetails(technician, email),
            role: 'technician',
            organizationId: existing?.organizationId ?? actor.organizationId,
            passwordHash,
            mustChangePassword: true,
          }),
        );
        await this.sessions.revokeAllOf(account.id, manager);
        await this.audit.record('password-set', client, { account, actor }, manager);
      });
    } catch (error) {
      // Two admins setting the same technician's password at once: the unique indexes let one through.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
  }
}

function rosterDetails(technician: Technician, email: string): Pick<Account, 'email' | 'firstName' | 'lastName' | 'fullName' | 'locationId'> {
  const firstName = technician.firstName.trim();
  const lastName = technician.lastName.trim();
  return { email, firstName, lastName, fullName: [firstName, lastName].filter(Boolean).join(' ') || email, locationId: technician.locationId };
}

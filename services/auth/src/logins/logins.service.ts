import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminLoginResponse, Role, StoredTechnician } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import type { Account } from '../accounts/account.entity.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { LoginDto } from './dto/login.dto.js';

/** Roles that sign in at the office login; technicians use their own. */
export const OFFICE_ROLES: readonly Role[] = ['admin', 'manager', 'supervisor'];

export interface SignedIn<T> {
  token: string;
  body: T;
}

/** One answer for every failure, so the response never tells which part was wrong or whether the account exists. */
export const invalidCredentials = () => new DomainException('INVALID_CREDENTIALS', HttpStatus.UNAUTHORIZED, 'Invalid email or password');

@Injectable()
export class LoginsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly org: OrgDirectory,
  ) {}

  async adminLogin(dto: LoginDto, client: SessionClient, requestId: string): Promise<SignedIn<AdminLoginResponse>> {
    const account = await this.signInAs(dto, (role) => OFFICE_ROLES.includes(role));
    const organization = await this.org.currentOrganization(requestId);
    const { token } = await this.sessions.start(account.id, client);
    return {
      token,
      body: { id: account.id, email: account.email, fullName: account.fullName, role: account.role, organizationName: organization.name },
    };
  }

  async technicianLogin(dto: LoginDto, client: SessionClient): Promise<SignedIn<{ technician: StoredTechnician }>> {
    const account = await this.signInAs(dto, (role) => role === 'technician');
    if (!account.technicianId) throw invalidCredentials();
    const { token } = await this.sessions.start(account.id, client);
    return {
      token,
      body: {
        technician: {
          id: account.technicianId,
          email: account.email,
          firstName: account.firstName ?? '',
          lastName: account.lastName ?? '',
          role: 'technician',
        },
      },
    };
  }

  private async signInAs(dto: LoginDto, allowed: (role: Role) => boolean): Promise<Account> {
    const account = await this.accounts.verifyCredentials(dto.email, dto.password);
    if (!account || !allowed(account.role)) throw invalidCredentials();
    return account;
  }
}

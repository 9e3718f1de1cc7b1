import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminLoginResponse, EmailAdminLoginResponse, Role, TechnicianLoginResponse } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import type { Account } from '../accounts/account.entity.js';
import { AccountsService, hasRole, type RoleHolder } from '../accounts/accounts.service.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { FailedSignIns } from '../rate-limits/failed-sign-ins.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';
import type { LoginDto } from './dto/login.dto.js';

/** Roles that sign in at the office login; technicians use their own. */
export const OFFICE_ROLES: readonly Role[] = ['admin', 'manager', 'supervisor'];

/** Which login form was used: each admits its own roles. */
type Portal = 'office' | 'technician' | 'any';
const PORTAL_ADMITS: Record<Portal, (role: Role | null) => boolean> = {
  office: (role) => role !== null && OFFICE_ROLES.includes(role),
  technician: (role) => role === 'technician',
  any: () => true,
};

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
    private readonly failedSignIns: FailedSignIns,
    private readonly audit: AuditLog,
  ) {}

  /** POST /api/admin/login: the header dialog and /admin-login, which also show the organization's name. */
  adminLogin(dto: LoginDto, client: SessionClient, requestId: string): Promise<SignedIn<AdminLoginResponse>> {
    return this.signIn(dto, 'office', client, async (account) => {
      const organization = await this.org.currentOrganization(requestId);
      return { id: account.id, email: account.email, fullName: account.fullName, role: account.role, organizationName: organization.name };
    });
  }

  /** POST /api/email-auth/admin/login: the e-mail authentication page's shape of the same sign-in. */
  emailAdminLogin(dto: LoginDto, client: SessionClient): Promise<SignedIn<EmailAdminLoginResponse>> {
    return this.signIn(dto, 'office', client, (account) => ({ id: account.id, email: account.email, name: account.fullName, role: account.role }));
  }

  technicianLogin(dto: LoginDto, client: SessionClient): Promise<SignedIn<TechnicianLoginResponse>> {
    return this.signIn(dto, 'technician', client, (account) => {
      if (!account.technicianId) throw invalidCredentials();
      return {
        technician: { id: account.technicianId, email: account.email, firstName: account.firstName ?? '', lastName: account.lastName ?? '', role: 'technician' },
      };
    });
  }

  /**
   * Every sign-in: limits first (FailedSignIns: per account and address, per address, per account), then the credentials, then
   * the answer (which may need services/org), and only then a session, so a failure anywhere starts none.
   */
  private signIn<T>(dto: LoginDto, portal: Portal, client: SessionClient, answer: (account: RoleHolder) => T | Promise<T>): Promise<SignedIn<T>> {
    return this.signInAccount(dto, portal, client, (account) => {
      if (!hasRole(account)) throw invalidCredentials();
      return answer(account);
    });
  }

  /**
   * POST /api/auth/sign-in: any confirmed account, including a signed-up one still without a role (it
   * goes on to choose one), with the same limits, checks and audit events as every other sign-in.
   */
  signInAnyAccount<T>(dto: LoginDto, client: SessionClient, answer: (account: Account) => T | Promise<T>): Promise<SignedIn<T>> {
    return this.signInAccount(dto, 'any', client, answer);
  }

  private async signInAccount<T>(dto: LoginDto, portal: Portal, client: SessionClient, answer: (account: Account) => T | Promise<T>): Promise<SignedIn<T>> {
    const attempt = await this.failedSignIns.attempt(dto.email, client);

    const { account, failure } = await this.accounts.checkCredentials(dto.email, dto.password);
    const reason = failure !== null ? failure : PORTAL_ADMITS[portal](account.role) ? null : 'wrong-portal';
    if (reason !== null || !account) {
      await this.audit.record('sign-in-failed', client, { account, email: dto.email, details: { portal, reason: reason ?? 'unknown-account' } });
      throw invalidCredentials();
    }

    // Only failures count: this attempt is forgotten, and this address's earlier failures with it.
    await attempt.succeeded();
    const body = await answer(account);
    const { token } = await this.sessions.start(account.id, client);
    await this.audit.record('sign-in', client, { account, details: { portal } });
    return { token, body };
  }
}

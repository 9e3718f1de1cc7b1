import { HttpStatus, Injectable } from '@nestjs/common';
import type { AdminLoginResponse, EmailAdminLoginResponse, LoginRequest, Role, TechnicianLoginResponse } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import type { Account } from '../accounts/account.entity.js';
import { AccountsService, hasRole, type RoleHolder } from '../accounts/accounts.service.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { OrgDirectory } from '../org-directory/org-directory.client.js';
import { FailedSignIns } from '../rate-limits/failed-sign-ins.js';
import { SessionsService, type SessionClient } from '../sessions/sessions.service.js';

/** Roles that sign in at the office login; technicians use their own. */
export const OFFICE_ROLES: readonly Role[] = ['admin', 'manager', 'supervisor'];

/** The sign-in forms with a credentials strategy of their own: the office login and the technician login. */
export type SignInPortal = 'office' | 'technician';
/** Which login form was used: each admits its own roles ('any': the sign-up flow's sign-in). */
type Portal = SignInPortal | 'any';
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

  /**
   * The account these credentials sign in at this portal (the credentials strategies' check): limits first
   * (FailedSignIns: per account and address, per address, per account), then the password, a disabled account
   * and the portal's roles, all failing with the one INVALID_CREDENTIALS. Starts no session.
   */
  async verifyCredentials(credentials: LoginRequest, portal: SignInPortal, client: SessionClient): Promise<RoleHolder> {
    const account = await this.checkCredentials(credentials, portal, client);
    // Both portals admit only roles (PORTAL_ADMITS): this tells the type system what was already checked.
    if (!hasRole(account)) throw invalidCredentials();
    return account;
  }

  /** POST /api/admin/login: the header dialog and /admin-login, which also show the organization's name. */
  adminLogin(account: RoleHolder, client: SessionClient, requestId: string): Promise<SignedIn<AdminLoginResponse>> {
    return this.startSession(account, 'office', client, async () => {
      const organization = await this.org.currentOrganization(requestId);
      return { id: account.id, email: account.email, fullName: account.fullName, role: account.role, organizationName: organization.name };
    });
  }

  /** POST /api/email-auth/admin/login: the e-mail authentication page's shape of the same sign-in. */
  emailAdminLogin(account: RoleHolder, client: SessionClient): Promise<SignedIn<EmailAdminLoginResponse>> {
    return this.startSession(account, 'office', client, () => ({ id: account.id, email: account.email, name: account.fullName, role: account.role }));
  }

  technicianLogin(account: RoleHolder, client: SessionClient): Promise<SignedIn<TechnicianLoginResponse>> {
    return this.startSession(account, 'technician', client, () => {
      if (!account.technicianId) throw invalidCredentials();
      return {
        technician: {
          id: account.technicianId,
          email: account.email,
          firstName: account.firstName ?? '',
          lastName: account.lastName ?? '',
          role: 'technician',
        },
      };
    });
  }

  /**
   * The account these credentials sign in on /sign-in (its credentials strategy's check): any confirmed
   * account, including a signed-up one still without a role (it goes on to choose one), with the same limits,
   * checks and audit events as every other sign-in. Starts no session.
   */
  verifyAnyAccountCredentials(credentials: LoginRequest, client: SessionClient): Promise<Account> {
    return this.checkCredentials(credentials, 'any', client);
  }

  /** POST /api/auth/sign-in: a session for an account whose credentials were checked, answered as the caller says. */
  signInAnyAccount<T>(account: Account, client: SessionClient, answer: (account: Account) => T | Promise<T>): Promise<SignedIn<T>> {
    return this.startSession(account, 'any', client, answer);
  }

  /** Limits, then the credentials and the portal; only a right password at the right portal is forgotten by the limits. */
  private async checkCredentials(credentials: LoginRequest, portal: Portal, client: SessionClient): Promise<Account> {
    const attempt = await this.failedSignIns.attempt(credentials.email, client);

    const { account, failure } = await this.accounts.checkCredentials(credentials.email, credentials.password);
    const reason = failure !== null ? failure : PORTAL_ADMITS[portal](account.role) ? null : 'wrong-portal';
    if (reason !== null || !account) {
      await this.audit.record('sign-in-failed', client, { account, email: credentials.email, details: { portal, reason: reason ?? 'unknown-account' } });
      throw invalidCredentials();
    }

    // Only failures count: this attempt is forgotten, and this address's earlier failures with it.
    await attempt.succeeded();
    return account;
  }

  /**
   * After the credentials: the answer (which may need services/org), and only then a session, so a failure
   * anywhere starts none.
   */
  private async startSession<A extends Account, T>(
    account: A,
    portal: Portal,
    client: SessionClient,
    answer: (account: A) => T | Promise<T>,
  ): Promise<SignedIn<T>> {
    const body = await answer(account);
    const { token } = await this.sessions.start(account.id, client);
    await this.audit.record('sign-in', client, { account, details: { portal } });
    return { token, body };
  }
}

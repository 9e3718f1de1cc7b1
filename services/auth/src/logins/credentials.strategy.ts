import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IdentifiedRequest } from '@irrigo/nest-kit';
import { Strategy } from 'passport-local';
import type { Account } from '../accounts/account.entity.js';
import type { RoleHolder } from '../accounts/accounts.service.js';
import { requestClientOf } from '../sessions/request-client.decorator.js';
import { LoginsService } from './logins.service.js';

/** The Passport names of the sign-in forms' credentials. */
export const OFFICE_CREDENTIALS = 'office-credentials';
export const TECHNICIAN_CREDENTIALS = 'technician-credentials';
export const ANY_ACCOUNT_CREDENTIALS = 'any-account-credentials';

/**
 * passport-local over LoginDto's fields, with the request passed on: the limits and the audit log need the
 * address the gateway signed and the browser's user agent. No session: the session cookie is the service's own.
 */
const LOGIN_FIELDS = { usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false } as const;

/** The office login's credentials (admin, manager, supervisor): the account they sign in, or INVALID_CREDENTIALS / RATE_LIMITED. */
@Injectable()
export class OfficeCredentialsStrategy extends PassportStrategy(Strategy, OFFICE_CREDENTIALS) {
  constructor(private readonly logins: LoginsService) {
    super(LOGIN_FIELDS);
  }

  validate(request: IdentifiedRequest, email: string, password: string): Promise<RoleHolder> {
    return this.logins.verifyCredentials({ email, password }, 'office', requestClientOf(request));
  }
}

/** The technician login's credentials: the account they sign in, or INVALID_CREDENTIALS / RATE_LIMITED. */
@Injectable()
export class TechnicianCredentialsStrategy extends PassportStrategy(Strategy, TECHNICIAN_CREDENTIALS) {
  constructor(private readonly logins: LoginsService) {
    super(LOGIN_FIELDS);
  }

  validate(request: IdentifiedRequest, email: string, password: string): Promise<RoleHolder> {
    return this.logins.verifyCredentials({ email, password }, 'technician', requestClientOf(request));
  }
}

/** /sign-in's credentials: any confirmed account, with or without a role yet, or INVALID_CREDENTIALS / RATE_LIMITED. */
@Injectable()
export class AnyAccountCredentialsStrategy extends PassportStrategy(Strategy, ANY_ACCOUNT_CREDENTIALS) {
  constructor(private readonly logins: LoginsService) {
    super(LOGIN_FIELDS);
  }

  validate(request: IdentifiedRequest, email: string, password: string): Promise<Account> {
    return this.logins.verifyAnyAccountCredentials({ email, password }, requestClientOf(request));
  }
}

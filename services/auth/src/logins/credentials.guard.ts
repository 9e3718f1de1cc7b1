import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import { createValidationPipe } from '@irrigo/nest-kit';
import type { Request, Response } from 'express';
import type { Account } from '../accounts/account.entity.js';
import { RateLimitedException } from '../rate-limits/rate-limited.exception.js';
import { LoginDto } from './dto/login.dto.js';
import { ANY_ACCOUNT_CREDENTIALS, OFFICE_CREDENTIALS, TECHNICIAN_CREDENTIALS } from './credentials.strategy.js';
import { invalidCredentials } from './logins.service.js';

/** A request whose credentials a credentials guard has checked: Passport puts the account on `user`. */
interface CredentialsRequest extends Request {
  user?: Account;
}

/** The service's own ValidationPipe (nest-kit), for LoginDto. */
const LOGIN_BODY = createValidationPipe();

/**
 * A sign-in form's guard: Passport with the form's credentials strategy, on a route that is also @Public()
 * (the gateway still vouches for the request; AccessGuard runs first). It answers exactly as the form did
 * before Passport: 400 VALIDATION_FAILED for a malformed body, 429 RATE_LIMITED with Retry-After,
 * 401 INVALID_CREDENTIALS, never Passport's own 400 "Missing credentials" or bare 401.
 */
function CredentialsGuard(strategy: string) {
  class CredentialsAuthGuard extends AuthGuard(strategy) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      // Guards run before pipes: the body is checked here as the service's ValidationPipe checks a @Body(),
      // with the same rules and messages, and passport-local reads the checked (trimmed) fields.
      request.body = (await LOGIN_BODY.transform(request.body, { type: 'body', metatype: LoginDto })) as LoginDto;
      try {
        // AuthGuard's canActivate is async: it resolves once Passport has put the account on the request.
        return await (super.canActivate(context) as Promise<boolean>);
      } catch (error) {
        // Guards also run before interceptors: RetryAfterInterceptor never sees a 429 raised here.
        if (error instanceof RateLimitedException) http.getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    }

    override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
      return { session: false };
    }

    override handleRequest<T>(error: unknown, account: T | false | null): T {
      if (error) throw error;
      if (!account) throw invalidCredentials();
      return account;
    }
  }
  return CredentialsAuthGuard;
}

/** POST /api/admin/login and /api/email-auth/admin/login: office credentials. */
@Injectable()
export class OfficeCredentialsGuard extends CredentialsGuard(OFFICE_CREDENTIALS) {}

/** POST /api/auth/technician/login and /api/email-auth/technician/login: technician credentials. */
@Injectable()
export class TechnicianCredentialsGuard extends CredentialsGuard(TECHNICIAN_CREDENTIALS) {}

/** POST /api/auth/sign-in: any confirmed account's credentials, with or without a role yet. */
@Injectable()
export class AnyAccountCredentialsGuard extends CredentialsGuard(ANY_ACCOUNT_CREDENTIALS) {}

/**
 * The account whose credentials the route's credentials guard checked: a RoleHolder behind the office and
 * technician guards (their portals admit only roles), any confirmed account behind AnyAccountCredentialsGuard.
 */
export const CredentialsAccount = createParamDecorator((_: unknown, ctx: ExecutionContext): Account => {
  const account = ctx.switchToHttp().getRequest<CredentialsRequest>().user;
  if (!account) throw new Error('@CredentialsAccount() used on a route without a credentials guard');
  return account;
});

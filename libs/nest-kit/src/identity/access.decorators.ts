import { applyDecorators, createParamDecorator, HttpStatus, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { IdentityClaims, Role, VerifiedAccount, VerifiedUser } from '@irrigo/contracts';
import type { Request } from 'express';
import { DomainException } from '../errors/domain.exception.js';
import type { ServiceName } from './service-name.js';

/**
 * Every route needs a signed-in user unless it says otherwise, and says which of the kinds of access it has
 * (the lint rule irrigo/explicit-route-access checks that every route names one):
 * - @SignedIn()   a gateway assertion with a signed-in user holding a role (also the default)
 * - @Roles(…)     a signed-in user with one of these roles
 * - @AnyAccount() a signed-in account, with a role or still without one (role selection only)
 * - @Public()     a gateway assertion, signed-in or not (logins, setup)
 * - @Internal(…)  a service token from one of these Irrigo services, no browser involved
 * - @Probe()      nothing at all: liveness and readiness for the gateway and orchestrators
 * An account without a role yet (RolelessAccount) gets through @AnyAccount() and nothing else that needs
 * someone signed in: @SignedIn and @Roles answer it 401 ROLE_REQUIRED.
 */
export type AccessKind = 'user' | 'account' | 'public' | 'internal' | 'probe';
export const ACCESS_KEY = 'irrigo:access';
export const ROLES_KEY = 'irrigo:roles';
export const INTERNAL_CALLERS_KEY = 'irrigo:internal-callers';

export const SignedIn = () => SetMetadata(ACCESS_KEY, 'user' satisfies AccessKind);
/**
 * Any signed-in account, including one that has not chosen or been granted a role yet. Read it with
 * @CurrentAccount(), whose role may be null. Only for the few routes that lead an account to its role.
 */
export const AnyAccount = () => SetMetadata(ACCESS_KEY, 'account' satisfies AccessKind);
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies AccessKind);
/**
 * For other services only, and only those named: the token must be signed with the named service's own key
 * (401 otherwise), and a service not named gets 403 FORBIDDEN.
 */
export const Internal = (...callers: [ServiceName, ...ServiceName[]]) =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'internal' satisfies AccessKind), SetMetadata(INTERNAL_CALLERS_KEY, callers));
export const Probe = () => SetMetadata(ACCESS_KEY, 'probe' satisfies AccessKind);
/** Restricts a signed-in route to these roles (403 for any other). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The answer to an account without a role on a route that needs one (AccessGuard and @CurrentUser). A 401,
 * as every such route gave these accounts before they could be signed in: to the product they are not a
 * user yet, and the front end's "signed out" handling of 401 keeps applying; the code says why.
 */
export const roleRequired = (): DomainException => new DomainException('ROLE_REQUIRED', HttpStatus.UNAUTHORIZED, 'Choose your role to continue');

export interface IdentifiedRequest extends Request {
  identity?: IdentityClaims;
  serviceCaller?: ServiceName;
}

/**
 * The verified user of a signed-in route: always one holding a role. Where an account without a role could
 * get this far (an @AnyAccount() route), it is refused as @SignedIn() would refuse it; such routes read
 * @CurrentAccount() instead.
 */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): VerifiedUser => {
  const account = ctx.switchToHttp().getRequest<IdentifiedRequest>().identity?.usr;
  if (!account) throw new Error('@CurrentUser() used on a route that does not require a signed-in user');
  if (account.role === null) throw roleRequired();
  return account;
});

/** The signed-in account of an @AnyAccount() route: a VerifiedAccount, whose role is null until it has one. */
export const CurrentAccount = createParamDecorator((_: unknown, ctx: ExecutionContext): VerifiedAccount => {
  const account = ctx.switchToHttp().getRequest<IdentifiedRequest>().identity?.usr;
  if (!account) throw new Error('@CurrentAccount() used on a route that does not require a signed-in account');
  return account;
});

/** What the gateway vouched for about this request: client address, request id, HTTPS, user if any. */
export const RequestIdentity = createParamDecorator((_: unknown, ctx: ExecutionContext): IdentityClaims => {
  const identity = ctx.switchToHttp().getRequest<IdentifiedRequest>().identity;
  if (!identity) throw new Error('@RequestIdentity() used on a route without a gateway assertion');
  return identity;
});

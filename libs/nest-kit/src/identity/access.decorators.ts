import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { IdentityClaims, Role, VerifiedUser } from '@irrigo/contracts';
import type { Request } from 'express';

/**
 * Every route needs a signed-in user unless it says otherwise, and says which of the kinds of access it has
 * (the lint rule irrigo/explicit-route-access checks that every route names one):
 * - @SignedIn() a gateway assertion with a signed-in user (also the default)
 * - @Roles(…)   a signed-in user with one of these roles
 * - @Public()   a gateway assertion, signed-in or not (logins, setup)
 * - @Internal() a service token from another Irrigo service, no browser involved
 * - @Probe()    nothing at all: liveness and readiness for the gateway and orchestrators
 */
export type AccessKind = 'user' | 'public' | 'internal' | 'probe';
export const ACCESS_KEY = 'irrigo:access';
export const ROLES_KEY = 'irrigo:roles';

export const SignedIn = () => SetMetadata(ACCESS_KEY, 'user' satisfies AccessKind);
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies AccessKind);
export const Internal = () => SetMetadata(ACCESS_KEY, 'internal' satisfies AccessKind);
export const Probe = () => SetMetadata(ACCESS_KEY, 'probe' satisfies AccessKind);
/** Restricts a signed-in route to these roles (403 for any other). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export interface IdentifiedRequest extends Request {
  identity?: IdentityClaims;
  serviceCaller?: string;
}

/** The verified user of a signed-in route. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): VerifiedUser => {
  const user = ctx.switchToHttp().getRequest<IdentifiedRequest>().identity?.usr;
  if (!user) throw new Error('@CurrentUser() used on a route that does not require a signed-in user');
  return user;
});

/** What the gateway vouched for about this request: client address, request id, HTTPS, user if any. */
export const RequestIdentity = createParamDecorator((_: unknown, ctx: ExecutionContext): IdentityClaims => {
  const identity = ctx.switchToHttp().getRequest<IdentifiedRequest>().identity;
  if (!identity) throw new Error('@RequestIdentity() used on a route without a gateway assertion');
  return identity;
});

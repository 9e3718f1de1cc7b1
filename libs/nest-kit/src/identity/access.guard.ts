import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import type { Role } from '@irrigo/contracts';
import { DomainException } from '../errors/domain.exception.js';
import { ACCESS_KEY, INTERNAL_CALLERS_KEY, roleRequired, ROLES_KEY, type AccessKind, type IdentifiedRequest } from './access.decorators.js';
import { IDENTITY_ASSERTION_STRATEGY, IdentityAssertionStrategy } from './identity-assertion.strategy.js';
import type { ServiceName } from './service-name.js';
import { SERVICE_TOKEN_STRATEGY, ServiceTokenStrategy } from './service-token.strategy.js';

/** What a Passport credential puts on the request: the gateway's claims, or the calling service. */
type CredentialProperty = 'identity' | 'serviceCaller';

/** A Passport credential checked the service's way: `authenticate` answers the credential or throws its DomainException. */
interface PassportCredentialGuard<K extends CredentialProperty> {
  authenticate(context: ExecutionContext): Promise<NonNullable<IdentifiedRequest[K]>>;
}

/**
 * Passport with one strategy, its result put on the request under `property`, and no session. Passport's own
 * answer to a failed credential (a bare 401 Unauthorized) never leaves: `refusal` does.
 */
function PassportCredential<K extends CredentialProperty>(strategy: string, property: K, refusal: () => DomainException): new () => PassportCredentialGuard<K> {
  class PassportCredentialAuthGuard extends AuthGuard(strategy) implements PassportCredentialGuard<K> {
    override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
      return { session: false, property };
    }

    override handleRequest<T>(error: unknown, credential: T | false | null): T {
      if (error) throw error;
      if (!credential) throw refusal();
      return credential;
    }

    async authenticate(context: ExecutionContext): Promise<NonNullable<IdentifiedRequest[K]>> {
      // AuthGuard's canActivate is async: it resolves once Passport has put the credential on the request.
      await (super.canActivate(context) as Promise<boolean>);
      const credential = context.switchToHttp().getRequest<IdentifiedRequest>()[property];
      // handleRequest has refused every request without one; this only tells the type system.
      if (!credential) throw new Error(`Passport put no ${property} on the request`);
      return credential;
    }
  }
  return PassportCredentialAuthGuard;
}

/** The gateway's claims, also left on request.identity for @RequestIdentity and the rest, or 401 UNAUTHENTICATED. */
const IdentityAssertionGuard = PassportCredential(IDENTITY_ASSERTION_STRATEGY, 'identity', () =>
  DomainException.unauthenticated('Requests must come through the gateway'),
);
/** The calling service, also left on request.serviceCaller, or 401 UNAUTHENTICATED. */
const ServiceTokenGuard = PassportCredential(SERVICE_TOKEN_STRATEGY, 'serviceCaller', () =>
  DomainException.unauthenticated('A service credential is required'),
);

/**
 * The one door of every service: identity is checked here and nowhere else decides who is calling. The
 * route's access kind picks the Passport strategy (none for @Probe, the service token for @Internal, the
 * gateway's identity assertion for everything else), then the route's rules apply: the allow-list of
 * @Internal, nothing more for @Public, an account for the rest, @AnyAccount for an account without a role
 * (default-deny otherwise), and @Roles wherever they are named.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly identityAssertion = new IdentityAssertionGuard();
  private readonly serviceToken = new ServiceTokenGuard();

  constructor(
    private readonly reflector: Reflector,
    // Asked for so that they are built, and so registered with Passport, before the first request: a module
    // that provides AccessGuard without them fails at boot instead of answering 500s.
    _identityAssertions: IdentityAssertionStrategy,
    _serviceTokens: ServiceTokenStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<AccessKind | undefined>(ACCESS_KEY, targets) ?? 'user';
    if (access === 'probe') return true;

    if (access === 'internal') {
      const caller = await this.serviceToken.authenticate(context);
      const allowed = this.reflector.getAllAndOverride<ServiceName[] | undefined>(INTERNAL_CALLERS_KEY, targets) ?? [];
      if (!allowed.includes(caller)) throw DomainException.forbidden(`The ${caller} service may not call this route`);
      return true;
    }

    // The assertion must be meant for this service: one captured on its way to another is refused.
    const identity = await this.identityAssertion.authenticate(context);
    if (access === 'public') return true;

    const account = identity.usr;
    if (!account) throw DomainException.unauthenticated();
    // Roles hold wherever they are named, even beside @AnyAccount() (a contradiction the lint rule reports).
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (account.role === null) {
      // Default-deny for an account without a role: only a route that says @AnyAccount() takes it.
      if (access !== 'account' || roles) throw roleRequired();
      return true;
    }
    if (roles && !roles.includes(account.role)) throw DomainException.forbidden();
    return true;
  }
}

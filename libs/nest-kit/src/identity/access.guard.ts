import { Inject, Injectable, type CanActivate, type ExecutionContext, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { HEADERS, type Role } from '@irrigo/contracts';
import type { CryptoKey } from 'jose';
import { identityConfig } from '../config/service-env.js';
import { DomainException } from '../errors/domain.exception.js';
import { ACCESS_KEY, INTERNAL_CALLERS_KEY, roleRequired, ROLES_KEY, type AccessKind, type IdentifiedRequest } from './access.decorators.js';
import { verifyIdentityAssertion } from './identity-assertion.js';
import { importIdentityKey } from './identity-keys.js';
import { serviceCallerKeys, verifyServiceToken, type ServiceCallerKeys } from './service-token.js';
import { SERVICE_NAME, type ServiceName } from './service-name.js';

/** The one door of every service: identity is checked here and nowhere else decides who is calling. */
@Injectable()
export class AccessGuard implements CanActivate, OnModuleInit {
  private publicKey!: CryptoKey;
  private callerKeys!: ServiceCallerKeys;

  constructor(
    private readonly reflector: Reflector,
    @Inject(identityConfig.KEY) private readonly keys: ConfigType<typeof identityConfig>,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {}

  async onModuleInit(): Promise<void> {
    this.publicKey = await importIdentityKey(this.keys.identityPublicJwk);
    this.callerKeys = serviceCallerKeys(this.keys.servicePublicJwks);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<AccessKind | undefined>(ACCESS_KEY, targets) ?? 'user';
    if (access === 'probe') return true;

    const request = context.switchToHttp().getRequest<IdentifiedRequest>();
    if (access === 'internal') {
      const caller = await verifyServiceToken(this.callerKeys, this.serviceName, headerOf(request, HEADERS.service));
      if (!caller) throw DomainException.unauthenticated('A service credential is required');
      const allowed = this.reflector.getAllAndOverride<ServiceName[] | undefined>(INTERNAL_CALLERS_KEY, targets) ?? [];
      if (!allowed.some((name) => name === caller)) throw DomainException.forbidden(`The ${caller} service may not call this route`);
      request.serviceCaller = caller as ServiceName;
      return true;
    }

    // The assertion must be meant for this service: one captured on its way to another is refused.
    const identity = await verifyIdentityAssertion(this.publicKey, headerOf(request, HEADERS.identity), this.serviceName);
    if (!identity) throw DomainException.unauthenticated('Requests must come through the gateway');
    request.identity = identity;
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

function headerOf(request: IdentifiedRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { HEADERS } from '@irrigo/contracts';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { identityConfig } from '../config/service-env.js';
import { headerOf } from './identity-assertion.strategy.js';
import { isServiceName, SERVICE_NAME, type ServiceName } from './service-name.js';
import { serviceCallerKeys, verifyServiceToken, type ServiceCallerKeys } from './service-token.js';

/** The Passport name of the service token: AccessGuard's strategy for @Internal routes. */
export const SERVICE_TOKEN_STRATEGY = 'service-token';

/**
 * Passport reads another Irrigo service's token (HEADERS.service): addressed to this service and signed with
 * the key SERVICE_PUBLIC_JWKS holds for the service it names. What it yields is the caller's name; whether
 * that caller may call the route is the route's allow-list, checked by AccessGuard.
 */
@Injectable()
export class ServiceTokenStrategy extends PassportStrategy(Strategy, SERVICE_TOKEN_STRATEGY) {
  private readonly callers: ServiceCallerKeys;

  constructor(
    @Inject(identityConfig.KEY) keys: ConfigType<typeof identityConfig>,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {
    super();
    this.callers = serviceCallerKeys(keys.servicePublicJwks);
  }

  /** The calling service, or null (Passport's "fail") for a token that does not prove one. */
  async validate(request: Request): Promise<ServiceName | null> {
    const caller = await verifyServiceToken(this.callers, this.serviceName, headerOf(request, HEADERS.service));
    return caller !== null && isServiceName(caller) ? caller : null;
  }
}

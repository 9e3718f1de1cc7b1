import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { HEADERS, type IdentityClaims } from '@irrigo/contracts';
import type { Request } from 'express';
import type { CryptoKey } from 'jose';
import { Strategy } from 'passport-custom';
import { identityConfig } from '../config/service-env.js';
import { verifyIdentityAssertion } from './identity-assertion.js';
import { importIdentityKey } from './identity-keys.js';
import { SERVICE_NAME } from './service-name.js';

/** The Passport name of the gateway's identity assertion: AccessGuard's strategy for every route but @Internal and @Probe. */
export const IDENTITY_ASSERTION_STRATEGY = 'identity-assertion';

/**
 * Passport reads the gateway's signed identity assertion (HEADERS.identity): signed with the gateway's key
 * (IDENTITY_PUBLIC_JWK), unexpired, and addressed to this service (its audience), so one captured on its
 * way to another service is refused here. Its claims are what the request is, signed-in or not; a request
 * without a valid one fails, and AccessGuard answers that with its own 401.
 *
 * Passport keeps strategies by name in one registry per process: each service runs in a process of its own,
 * and a second app built in the same process (a test) takes the name over with its own keys.
 */
@Injectable()
export class IdentityAssertionStrategy extends PassportStrategy(Strategy, IDENTITY_ASSERTION_STRATEGY) implements OnModuleInit {
  private publicKey: CryptoKey | undefined;

  constructor(
    @Inject(identityConfig.KEY) private readonly keys: ConfigType<typeof identityConfig>,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    this.publicKey = await importIdentityKey(this.keys.identityPublicJwk);
  }

  /** The claims the gateway signed for this service, or null (Passport's "fail") for anything else. */
  async validate(request: Request): Promise<IdentityClaims | null> {
    if (!this.publicKey) throw new Error('IdentityAssertionStrategy ran before its module was initialised');
    return verifyIdentityAssertion(this.publicKey, headerOf(request, HEADERS.identity), this.serviceName);
  }
}

/** One header's value; a missing or repeated header is no credential at all. */
export function headerOf(request: Request, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

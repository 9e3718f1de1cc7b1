import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Req } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HEADERS } from '@irrigo/contracts';
import { importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import request from 'supertest';
import {
  AccessGuard,
  ErrorBodyFilter,
  identityConfig,
  IdentityAssertionStrategy,
  Internal,
  InvalidEnvironmentError,
  Public,
  SERVICE_NAME,
  ServiceEnv,
  ServiceTokenStrategy,
  validateEnv,
  type IdentifiedRequest,
} from '../src/index.js';
import { createTestIdentity, type TestIdentity } from '../src/testing.js';

@Controller('internal/sessions')
@Internal('gateway')
class GatewayOnlyController {
  @Get()
  resolve(@Req() request: IdentifiedRequest) {
    return { caller: request.serviceCaller };
  }

  /** A method's own list overrides the class's. */
  @Internal('gateway', 'org')
  @Get('shared')
  shared(@Req() request: IdentifiedRequest) {
    return { caller: request.serviceCaller };
  }
}

@Controller('api/open')
class OpenController {
  @Public()
  @Get()
  open() {
    return { open: true };
  }
}

/** What a service holding its own key could try: sign with it, but name another service. */
async function forge(privateJwk: string, claims: { kid: string; iss: string; aud: string }): Promise<Record<string, string>> {
  const key = (await importJWK(JSON.parse(privateJwk) as JWK, 'EdDSA')) as CryptoKey;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'EdDSA', kid: claims.kid })
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(key);
  return { [HEADERS.service]: token };
}

describe('service identity: each service signs with its own key and a route names who may call it', () => {
  let identity: TestIdentity;
  let app: NestExpressApplication;
  const get = async (path: string, headers: Record<string, string>) => request(app.getHttpServer()).get(path).set(headers);

  beforeAll(async () => {
    identity = await createTestIdentity('auth');
    @Module({
      controllers: [GatewayOnlyController, OpenController],
      providers: [
        { provide: SERVICE_NAME, useValue: 'auth' },
        { provide: identityConfig.KEY, useValue: identityConfig(Object.assign(new ServiceEnv(), identity.env)) },
        IdentityAssertionStrategy,
        ServiceTokenStrategy,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
      ],
    })
    class AuthLikeModule {}
    app = await NestFactory.create<NestExpressApplication>(AuthLikeModule, { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lets the named caller in, signed with its own key, and tells the route who it is', async () => {
    expect((await get('/internal/sessions', await identity.serviceHeaders('gateway', 'auth'))).body).toEqual({ caller: 'gateway' });
  });

  it('refuses a caller the route does not name with 403 FORBIDDEN, naming the caller', async () => {
    const response = await get('/internal/sessions', await identity.serviceHeaders('org', 'auth'));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'The org service may not call this route' });
  });

  it('takes the method’s own list of callers over the class’s', async () => {
    expect((await get('/internal/sessions/shared', await identity.serviceHeaders('org', 'auth'))).body).toEqual({ caller: 'org' });
    expect((await get('/internal/sessions/shared', await identity.serviceHeaders('inspections', 'auth'))).status).toBe(403);
  });

  it('refuses with 401 a token signed by org that claims to be the gateway, however it names itself', async () => {
    const orgKey = identity.servicePrivateJwk('org');
    for (const kid of ['gateway', 'org']) {
      const response = await get('/internal/sessions', await forge(orgKey, { kid, iss: 'svc:gateway', aud: 'svc:auth' }));
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a token addressed to another service, and a key it does not know', async () => {
    expect((await get('/internal/sessions', await identity.serviceHeaders('gateway', 'org'))).status).toBe(401);
    const stranger = await createTestIdentity('auth');
    expect((await get('/internal/sessions', await stranger.serviceHeaders('gateway', 'auth'))).status).toBe(401);
    expect((await get('/internal/sessions', {})).status).toBe(401);
  });

  it('never takes a gateway assertion for a service token, nor a service token for an assertion', async () => {
    expect((await get('/internal/sessions', await identity.gatewayHeaders({ role: 'admin' }))).status).toBe(401);
    expect((await get('/api/open', await identity.serviceHeaders('gateway', 'auth'))).status).toBe(401);
  });

  it('refuses with 401 a gateway assertion meant for another service', async () => {
    await get('/api/open', await identity.gatewayHeaders()).then((response) => expect(response.status).toBe(200));
    const elsewhere = await get('/api/open', await identity.gatewayHeaders({ role: 'admin' }, {}, { audience: 'org' }));
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('service keys in the environment', () => {
  let identity: TestIdentity;
  const base = { PORT: '3101', DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_JWK: '{}' };
  const problemsOf = (raw: Record<string, unknown>): string => {
    try {
      validateEnv('auth', ServiceEnv, { ...base, ...raw });
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      return (error as Error).message;
    }
  };

  beforeAll(async () => {
    identity = await createTestIdentity('auth');
  });

  it('accepts the public keys of the calling services', () => {
    expect(problemsOf({ SERVICE_PUBLIC_JWKS: identity.env.SERVICE_PUBLIC_JWKS })).toBe('');
  });

  it('says what is wrong, at boot', () => {
    expect(problemsOf({})).toContain('SERVICE_PUBLIC_JWKS is required');
    expect(problemsOf({ SERVICE_PUBLIC_JWKS: 'not json' })).toContain('SERVICE_PUBLIC_JWKS must be a JSON object naming the public JWK of each service');
    expect(problemsOf({ SERVICE_PUBLIC_JWKS: '{"billing":{"kty":"OKP","crv":"Ed25519","x":"abc"}}' })).toContain('unknown service "billing"');
    expect(problemsOf({ SERVICE_PUBLIC_JWKS: '{"gateway":{"kty":"RSA","n":"x","e":"AQAB"}}' })).toContain('no Ed25519 public JWK for gateway');
    const leaked = JSON.stringify({ gateway: JSON.parse(identity.servicePrivateJwk('gateway')) as unknown });
    expect(problemsOf({ SERVICE_PUBLIC_JWKS: leaked })).toContain('holds the private key of gateway');
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Req } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HEADERS, type IdentityClaims } from '@irrigo/contracts';
import type { Request } from 'express';
import request from 'supertest';
import {
  AccessGuard,
  ErrorBodyFilter,
  identityConfig,
  IdentityAssertionStrategy,
  Internal,
  Probe,
  Public,
  RequestIdentity,
  SERVICE_NAME,
  ServiceEnv,
  ServiceTokenStrategy,
  SignedIn,
  type IdentifiedRequest,
} from '../src/index.js';
import { createTestIdentity, type TestIdentity } from '../src/testing.js';

/** A request carrying only these headers: all the strategies read. */
const requestWith = (headers: Record<string, string | string[]>): Request => ({ headers }) as unknown as Request;

/** The same assertion with its claims rewritten and the gateway's signature kept. */
function tampered(assertion: string, change: (claims: Record<string, unknown>) => void): string {
  const [header = '', payload = '', signature = ''] = assertion.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('IdentityAssertionStrategy: Passport reads the gateway assertion meant for this service', () => {
  let identity: TestIdentity;
  let strategy: IdentityAssertionStrategy;

  beforeAll(async () => {
    identity = await createTestIdentity('org');
    strategy = new IdentityAssertionStrategy(identityConfig(Object.assign(new ServiceEnv(), identity.env)), 'org');
    await strategy.onModuleInit();
  });

  const assertionOf = async (...args: Parameters<TestIdentity['gatewayHeaders']>) => (await identity.gatewayHeaders(...args))[HEADERS.identity] ?? '';

  it('yields the claims the gateway signed, signed-in or anonymous', async () => {
    const user = identity.user({ role: 'supervisor' });
    const claims = await strategy.validate(requestWith({ [HEADERS.identity]: await assertionOf(user, { ip: '203.0.113.9' }) }));
    expect(claims).toMatchObject({ ip: '203.0.113.9', https: false, usr: user });
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: await assertionOf() }))).toEqual({
      rid: expect.any(String),
      ip: '127.0.0.1',
      https: false,
    });
  });

  it('fails a tampered assertion: a role or an address rewritten under the gateway’s signature', async () => {
    const assertion = await assertionOf({ role: 'technician' });
    const promoted = tampered(assertion, (claims) => ((claims['usr'] as Record<string, unknown>)['role'] = 'admin'));
    const moved = tampered(assertion, (claims) => (claims['ip'] = '10.0.0.1'));
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: promoted }))).toBeNull();
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: moved }))).toBeNull();
  });

  it('fails an assertion signed for another service, or by another gateway key', async () => {
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: await assertionOf({ role: 'admin' }, {}, { audience: 'inspections' }) }))).toBeNull();
    const stranger = await createTestIdentity('org');
    const foreign = (await stranger.gatewayHeaders({ role: 'admin' }))[HEADERS.identity] ?? '';
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: foreign }))).toBeNull();
  });

  it('fails a request without the header, with an empty one, with it twice, or with a service token instead', async () => {
    const assertion = await assertionOf({ role: 'admin' });
    expect(await strategy.validate(requestWith({}))).toBeNull();
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: '' }))).toBeNull();
    expect(await strategy.validate(requestWith({ [HEADERS.identity]: [assertion, assertion] }))).toBeNull();
    expect(await strategy.validate(requestWith(await identity.serviceHeaders('gateway', 'org')))).toBeNull();
  });
});

describe('ServiceTokenStrategy: Passport reads the calling service from its own key', () => {
  let identity: TestIdentity;
  let strategy: ServiceTokenStrategy;

  beforeAll(async () => {
    identity = await createTestIdentity('inspections');
    strategy = new ServiceTokenStrategy(identityConfig(Object.assign(new ServiceEnv(), identity.env)), 'inspections');
  });

  it('yields the caller a token names and is signed by', async () => {
    expect(await strategy.validate(requestWith(await identity.serviceHeaders('org', 'inspections')))).toBe('org');
    expect(await strategy.validate(requestWith(await identity.serviceHeaders('gateway', 'inspections')))).toBe('gateway');
  });

  it('fails a token for another service, from an unknown key, a gateway assertion, or nothing', async () => {
    expect(await strategy.validate(requestWith(await identity.serviceHeaders('org', 'auth')))).toBeNull();
    const stranger = await createTestIdentity('inspections');
    expect(await strategy.validate(requestWith(await stranger.serviceHeaders('org', 'inspections')))).toBeNull();
    expect(await strategy.validate(requestWith(await identity.gatewayHeaders({ role: 'admin' })))).toBeNull();
    expect(await strategy.validate(requestWith({}))).toBeNull();
  });
});

@Controller('routes')
class RoutesController {
  @Probe()
  @Get('probe')
  probe() {
    return { alive: true };
  }

  @Public()
  @Get('public')
  open(@RequestIdentity() identity: IdentityClaims) {
    return { rid: identity.rid, email: identity.usr?.email ?? null };
  }

  @SignedIn()
  @Get('signed-in')
  signedIn(@Req() request: IdentifiedRequest) {
    return { email: request.identity?.usr?.email ?? null };
  }

  @Internal('gateway')
  @Get('internal')
  internal(@Req() request: IdentifiedRequest) {
    return { caller: request.serviceCaller ?? null, identity: request.identity ?? null };
  }
}

describe('AccessGuard over Passport: the service’s own answers, never Passport’s', () => {
  let identity: TestIdentity;
  let app: NestExpressApplication;
  const providers = (identityEnv: TestIdentity['env']) => [
    { provide: SERVICE_NAME, useValue: 'sample' },
    { provide: identityConfig.KEY, useValue: identityConfig(Object.assign(new ServiceEnv(), identityEnv)) },
    { provide: APP_FILTER, useClass: ErrorBodyFilter },
  ];

  beforeAll(async () => {
    identity = await createTestIdentity('sample');
    @Module({
      controllers: [RoutesController],
      providers: [...providers(identity.env), IdentityAssertionStrategy, ServiceTokenStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
    })
    class RoutesModule {}
    app = await NestFactory.create<NestExpressApplication>(RoutesModule, { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string) => request(app.getHttpServer()).get(path);
  const GATEWAY_REQUIRED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Requests must come through the gateway' };

  it('answers a missing or tampered assertion with the service’s 401 body and no Passport challenge', async () => {
    const tamperedHeaders = { [HEADERS.identity]: tampered((await identity.gatewayHeaders())[HEADERS.identity] ?? '', (claims) => (claims['https'] = true)) };
    for (const headers of [{}, tamperedHeaders]) {
      for (const path of ['/routes/public', '/routes/signed-in']) {
        const response = await get(path).set(headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(GATEWAY_REQUIRED);
        expect(response.headers['www-authenticate']).toBeUndefined();
      }
    }
  });

  it('answers an assertion meant for another service the same way', async () => {
    const response = await get('/routes/public').set(await identity.gatewayHeaders({ role: 'admin' }, {}, { audience: 'org' }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(GATEWAY_REQUIRED);
  });

  it('answers an @Internal route without a token 401 and a caller it does not name 403, with their bodies', async () => {
    const missing = await get('/routes/internal');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'A service credential is required' });
    const notNamed = await get('/routes/internal').set(await identity.serviceHeaders('inspections', 'sample'));
    expect(notNamed.status).toBe(403);
    expect(notNamed.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'The inspections service may not call this route' });
  });

  it('hands the named caller to the route, and no identity beside it', async () => {
    const response = await get('/routes/internal').set({
      ...(await identity.serviceHeaders('gateway', 'sample')),
      ...(await identity.gatewayHeaders({ role: 'admin' })),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ caller: 'gateway', identity: null });
  });

  it('lets a probe through with nothing at all', async () => {
    await get('/routes/probe').expect(200, { alive: true });
  });

  it('keeps each of many concurrent requests to its own claims', async () => {
    const emails = Array.from({ length: 24 }, (_, index) => `user${index}@example.com`);
    const responses = await Promise.all(
      emails.map(async (email, index) =>
        get(index % 2 ? '/routes/public' : '/routes/signed-in').set(await identity.gatewayHeaders({ email, role: 'technician' }, { rid: `request-${index}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 200));
    expect(responses.map((response) => (response.body as { email: string }).email)).toEqual(emails);
    expect(responses.filter((_, index) => index % 2).map((response) => (response.body as { rid: string }).rid)).toEqual(
      emails.map((_, index) => `request-${index}`).filter((_, index) => index % 2),
    );
  });

  it('does not boot a module that provides AccessGuard without its strategies', async () => {
    @Module({ controllers: [RoutesController], providers: [...providers(identity.env), { provide: APP_GUARD, useClass: AccessGuard }] })
    class MissingStrategiesModule {}
    await expect(NestFactory.create<NestExpressApplication>(MissingStrategiesModule, { logger: false, abortOnError: false })).rejects.toThrow(
      /IdentityAssertionStrategy/,
    );
  });
});

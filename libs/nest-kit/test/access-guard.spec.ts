import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HEADERS, type IdentityClaims, type VerifiedAccount, type VerifiedUser } from '@irrigo/contracts';
import { importJWK, type CryptoKey } from 'jose';
import request from 'supertest';
import {
  AccessGuard,
  AnyAccount,
  CurrentAccount,
  CurrentUser,
  ErrorBodyFilter,
  identityConfig,
  IdentityAssertionStrategy,
  generateIdentityKeyPair,
  importIdentityKey,
  Public,
  RequestIdentity,
  Roles,
  SERVICE_NAME,
  ServiceEnv,
  ServiceTokenStrategy,
  signIdentityAssertion,
  SignedIn,
  verifyIdentityAssertion,
} from '../src/index.js';
import { createTestIdentity, type TestIdentity } from '../src/testing.js';

@Controller('doors')
class DoorsController {
  @SignedIn()
  @Get('signed-in')
  signedIn(@CurrentUser() user: VerifiedUser) {
    return { role: user.role };
  }

  // No access decorator at all: AccessGuard's default, a signed-in user.
  @Get('default')
  byDefault(@CurrentUser() user: VerifiedUser) {
    return { role: user.role };
  }

  @Roles('admin', 'manager')
  @Get('office')
  office(@CurrentUser() user: VerifiedUser) {
    return { role: user.role };
  }

  @AnyAccount()
  @Get('any-account')
  anyAccount(@CurrentAccount() account: VerifiedAccount) {
    return { id: account.id, role: account.role };
  }

  /** A mistake the type system cannot catch: @CurrentUser() still never hands over an account without a role. */
  @AnyAccount()
  @Get('any-account-read-as-user')
  anyAccountReadAsUser(@CurrentUser() user: VerifiedUser) {
    return { role: user.role };
  }

  /** A contradiction the lint rule reports; the guard lets the roles win. */
  @AnyAccount()
  @Roles('admin')
  @Get('any-account-with-roles')
  anyAccountWithRoles(@CurrentAccount() account: VerifiedAccount) {
    return { role: account.role };
  }

  @Public()
  @Get('public')
  open(@RequestIdentity() identity: IdentityClaims) {
    return { role: identity.usr ? identity.usr.role : 'anonymous' };
  }
}

/** Access named on the class: the method's own decorator overrides it. */
@Controller('class-doors')
@AnyAccount()
class ClassDoorsController {
  @Get('inherited')
  inherited(@CurrentAccount() account: VerifiedAccount) {
    return { role: account.role };
  }

  @SignedIn()
  @Get('overridden')
  overridden(@CurrentUser() user: VerifiedUser) {
    return { role: user.role };
  }
}

const ROLE_REQUIRED = { statusCode: 401, code: 'ROLE_REQUIRED', message: 'Choose your role to continue' };

describe('AccessGuard: accounts without a role are let in only where a route says @AnyAccount()', () => {
  let identity: TestIdentity;
  let app: NestExpressApplication;

  beforeAll(async () => {
    identity = await createTestIdentity('sample');
    const env = Object.assign(new ServiceEnv(), identity.env);
    @Module({
      controllers: [DoorsController, ClassDoorsController],
      providers: [
        { provide: SERVICE_NAME, useValue: 'sample' },
        { provide: identityConfig.KEY, useValue: identityConfig(env) },
        IdentityAssertionStrategy,
        ServiceTokenStrategy,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
      ],
    })
    class DoorsModule {}
    app = await NestFactory.create<NestExpressApplication>(DoorsModule, { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (path: string, account?: Parameters<TestIdentity['gatewayHeaders']>[0]) =>
    request(app.getHttpServer())
      .get(path)
      .set(await identity.gatewayHeaders(account));
  const roleless = { role: null };

  it.each(['/doors/signed-in', '/doors/default', '/class-doors/overridden'])('refuses an account without a role on %s with 401 ROLE_REQUIRED', async (path) => {
    const response = await get(path, roleless);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(ROLE_REQUIRED);
  });

  it('refuses an account without a role on a @Roles route the same way', async () => {
    const response = await get('/doors/office', roleless);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(ROLE_REQUIRED);
  });

  it('keeps the other answers of signed-in routes: 401 anonymous, 403 wrong role, 200 for a user', async () => {
    expect((await get('/doors/signed-in')).body.code).toBe('UNAUTHENTICATED');
    expect((await get('/doors/office', { role: 'technician' })).status).toBe(403);
    await request(app.getHttpServer())
      .get('/doors/office')
      .set(await identity.gatewayHeaders({ role: 'manager' }))
      .expect(200, { role: 'manager' });
    await request(app.getHttpServer())
      .get('/doors/signed-in')
      .set(await identity.gatewayHeaders({ role: 'technician' }))
      .expect(200, { role: 'technician' });
  });

  it('admits an account without a role on an @AnyAccount() route, and hands it over with role null', async () => {
    const account = identity.account({ role: null });
    const response = await request(app.getHttpServer())
      .get('/doors/any-account')
      .set(await identity.gatewayHeaders(account));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: account.id, role: null });
    await request(app.getHttpServer())
      .get('/class-doors/inherited')
      .set(await identity.gatewayHeaders(roleless))
      .expect(200, { role: null });
  });

  it('admits an account with a role on an @AnyAccount() route too, but nobody signed out', async () => {
    await request(app.getHttpServer())
      .get('/doors/any-account')
      .set(await identity.gatewayHeaders({ role: 'supervisor' }))
      .expect(200);
    const anonymous = await get('/doors/any-account');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(app.getHttpServer()).get('/doors/any-account').expect(401);
  });

  it('never gives @CurrentUser() an account without a role, even on an @AnyAccount() route', async () => {
    const response = await get('/doors/any-account-read-as-user', roleless);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(ROLE_REQUIRED);
    await request(app.getHttpServer())
      .get('/doors/any-account-read-as-user')
      .set(await identity.gatewayHeaders({ role: 'admin' }))
      .expect(200, { role: 'admin' });
  });

  it('lets @Roles win beside @AnyAccount()', async () => {
    expect((await get('/doors/any-account-with-roles', roleless)).body).toEqual(ROLE_REQUIRED);
    expect((await get('/doors/any-account-with-roles', { role: 'technician' })).status).toBe(403);
    expect((await get('/doors/any-account-with-roles', { role: 'admin' })).status).toBe(200);
  });

  it('shows a public route the account without a role as it is', async () => {
    await request(app.getHttpServer())
      .get('/doors/public')
      .set(await identity.gatewayHeaders(roleless))
      .expect(200, { role: null });
    await request(app.getHttpServer())
      .get('/doors/public')
      .set(await identity.gatewayHeaders())
      .expect(200, { role: 'anonymous' });
  });
});

describe('verifyIdentityAssertion: the role claim', () => {
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  const base = { id: 'a', email: 'a@example.com', name: 'A', organizationId: null, locationId: null, technicianId: null, sessionId: 's' };

  beforeAll(async () => {
    const keys = await generateIdentityKeyPair();
    privateKey = (await importJWK(keys.privateJwk, 'EdDSA')) as CryptoKey;
    publicKey = await importIdentityKey(JSON.stringify(keys.publicJwk));
  });

  /** Signs whatever `usr` is, as a buggy or compromised signer might. */
  const verify = async (usr: Record<string, unknown>) =>
    verifyIdentityAssertion(
      publicKey,
      await signIdentityAssertion(privateKey, { rid: 'r', ip: '127.0.0.1', https: false, usr } as unknown as IdentityClaims, 'org'),
      'org',
    );

  it('accepts one of the roles, and null for an account without a role yet', async () => {
    expect((await verify({ ...base, role: 'technician' }))?.usr).toEqual({ ...base, role: 'technician' });
    expect((await verify({ ...base, role: null }))?.usr).toEqual({ ...base, role: null });
  });

  it.each([
    ['an unknown role', 'owner'],
    ['an empty role', ''],
    ['a role list', ['admin']],
    ['no role at all', undefined],
  ])('rejects the whole assertion for %s', async (_, role) => {
    expect(await verify({ ...base, role })).toBeNull();
  });

  it('still reads an anonymous assertion', async () => {
    const claims = await verifyIdentityAssertion(publicKey, await signIdentityAssertion(privateKey, { rid: 'r', ip: '127.0.0.1', https: true }, 'org'), 'org');
    expect(claims).toEqual({ rid: 'r', ip: '127.0.0.1', https: true });
  });

  it('is what the test kit signs for an account without a role', async () => {
    const identity = await createTestIdentity('org');
    const headers = await identity.gatewayHeaders({ role: null, email: 'new@example.com' });
    const claims = await verifyIdentityAssertion(await importIdentityKey(identity.publicJwk), headers[HEADERS.identity] ?? '', 'org');
    expect(claims?.usr).toMatchObject({ email: 'new@example.com', role: null });
  });
});

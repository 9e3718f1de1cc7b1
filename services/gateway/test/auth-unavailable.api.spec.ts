import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { importIdentityKey, verifyIdentityAssertion } from '@irrigo/nest-kit';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { NOT_READY_AFTER_FAILED_PROBES, UpstreamHealthService } from '../src/health/upstream-health.service.js';
import { closedPortUrl, gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

const SIGNED_IN = {
  id: '0b6f2a4e-7d1c-4c44-9a57-1f0c6b2d8e11',
  email: 'rosa@example.com',
  name: 'Rosa Delgado',
  role: 'admin' as const,
  organizationId: null,
  locationId: null,
  technicianId: null,
  sessionId: '5a1d7c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d',
};
const AUTH_UNAVAILABLE = { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' };

describe('gateway: auth down is not "signed out"', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let org: FakeUpstream;
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();

  afterAll(async () => {
    await app?.close();
    await org?.close();
  });

  describe('when services/auth cannot be reached at all', () => {
    beforeAll(async () => {
      keys = await gatewayKeys();
      org = await startUpstream('org');
      app = await createGatewayApp({ NODE_ENV: 'test', PORT: '0', AUTH_SERVICE_URL: await closedPortUrl(), ORG_SERVICE_URL: org.url, ...keys.env });
      await app.init();
    });

    it('answers a signed-in browser 503 AUTH_UNAVAILABLE on a route of another service, and forwards nothing', async () => {
      const response = await request(server()).get('/api/organizations/current').set('cookie', 'irrigo_session=rosa-session');
      expect(response.status).toBe(503);
      expect(response.body).toEqual(AUTH_UNAVAILABLE);
      expect(response.headers['retry-after']).toBe('5');
      expect(org.received.filter((r) => r.url.startsWith('/api/'))).toHaveLength(0);
    });

    it('answers "who am I?" the same way rather than with a proxy error', async () => {
      const response = await request(server()).get('/api/auth/user').set('cookie', 'irrigo_session=rosa-session');
      expect(response.status).toBe(503);
      expect(response.body).toEqual(AUTH_UNAVAILABLE);
    });

    it('keeps answering so once the gateway has marked auth not ready, on auth’s own routes too', async () => {
      // The test steps the gateway's readiness watch itself rather than waiting for its clock.
      const watch = app.get(UpstreamHealthService);
      for (let round = 0; round < NOT_READY_AFTER_FAILED_PROBES; round++) await watch.watchRound();
      for (const path of ['/api/locations/available', '/api/auth/user']) {
        const response = await request(server()).get(path).set('cookie', 'irrigo_session=rosa-session');
        expect(response.status).toBe(503);
        expect(response.body).toEqual(AUTH_UNAVAILABLE);
        expect(response.headers['retry-after']).toBe('5');
      }
      // Without a session there is nobody to keep signed in: auth's routes are simply not ready.
      const guest = await request(server()).get('/api/auth/user');
      expect(guest.status).toBe(503);
      expect(guest.body.code).toBe('UPSTREAM_UNAVAILABLE');
    });

    it('lets a request without a session cookie through as today, as anonymous', async () => {
      const response = await request(server()).get('/api/organizations/current');
      expect(response.status).toBe(200);
      const forwarded = org.received.filter((r) => r.url === '/api/organizations/current').at(-1);
      const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(forwarded?.headers['x-irrigo-identity']), 'org');
      expect(claims).not.toBeNull();
      expect(claims?.usr).toBeUndefined();
    });
  });
});

describe('gateway: auth failing for a while, then back', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    org = await startUpstream('org');
    app = await createGatewayApp({ NODE_ENV: 'test', PORT: '0', AUTH_SERVICE_URL: auth.url, ORG_SERVICE_URL: org.url, ...keys.env });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([auth?.close(), org?.close()]);
  });

  it('does not remember the failure: the same session is signed in again as soon as auth answers', async () => {
    auth.sessions.set('rosa-session', SIGNED_IN);
    auth.answers.set('rosa-session', { statusCode: 500 });
    expect((await request(server()).get('/api/organizations/current').set('cookie', 'irrigo_session=rosa-session')).body).toEqual(AUTH_UNAVAILABLE);

    auth.answers.delete('rosa-session');
    await request(server()).get('/api/organizations/current').set('cookie', 'irrigo_session=rosa-session').expect(200);
    const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(org.received.at(-1)?.headers['x-irrigo-identity']), 'org');
    expect(claims?.usr).toEqual(SIGNED_IN);
  });

  it('still forwards an ended session as anonymous: auth said nobody, which is signed out', async () => {
    await request(server()).get('/api/organizations/current').set('cookie', 'irrigo_session=ended-session').expect(200);
    const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(org.received.at(-1)?.headers['x-irrigo-identity']), 'org');
    expect(claims).not.toBeNull();
    expect(claims?.usr).toBeUndefined();
  });
});

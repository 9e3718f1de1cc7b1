import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { importIdentityKey, verifyIdentityAssertion } from '@irrigo/nest-kit';
import type { RolelessAccount, VerifiedUser } from '@irrigo/contracts';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { HEALTH_ANSWER_REUSE_MS, UpstreamHealthService } from '../src/health/upstream-health.service.js';
import { fakeShellDist, gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

const signedInUser: VerifiedUser = {
  id: '3f0c1a52-5f4e-4d38-9a43-0d6f1c2b7e11',
  email: 'owner@example.com',
  name: 'Olivia Owner',
  role: 'admin',
  organizationId: '8d3e2c1b-0a9f-4e7d-8c6b-5a4f3e2d1c0b',
  locationId: null,
  technicianId: null,
  sessionId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
};

/** Signed up and confirmed, no role chosen yet. */
const rolelessAccount: RolelessAccount = {
  id: '5a1d7e2c-3b4f-4c6d-8e9f-0a1b2c3d4e5f',
  email: 'newcomer@example.com',
  name: 'Nina Newcomer',
  role: null,
  organizationId: null,
  locationId: null,
  technicianId: null,
  sessionId: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70',
};

describe('gateway: the one public origin', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let inspections: FakeUpstream;
  let mfTech: FakeUpstream;
  let shellDir: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    auth.sessions.set('valid-session-token', signedInUser);
    auth.sessions.set('roleless-session-token', rolelessAccount);
    org = await startUpstream('org');
    inspections = await startUpstream('inspections');
    mfTech = await startUpstream('mf-tech', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      response.end('{"name":"mf_tech"}');
    });
    shellDir = fakeShellDist();
    app = await createGatewayApp({
      NODE_ENV: 'test',
      PORT: '0',
      AUTH_SERVICE_URL: auth.url,
      ORG_SERVICE_URL: org.url,
      INSPECTIONS_SERVICE_URL: inspections.url,
      REMOTE_MF_TECH_ORIGIN: mfTech.url,
      ...keys.env,
      SHELL_DIST_DIR: shellDir,
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([auth?.close(), org?.close(), inspections?.close(), mfTech?.close()]);
    rmSync(shellDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const upstream of [auth, org, inspections, mfTech]) upstream.received.length = 0;
  });

  const server = () => app.getHttpServer();

  describe('routing table', () => {
    it.each([
      ['/api/auth/user', 'auth'],
      ['/api/auth/technician/login', 'auth'],
      ['/api/admin/exists', 'auth'],
      ['/api/admin/setup', 'auth'],
      ['/api/admin/login', 'auth'],
      ['/api/email-auth/technician/set-password', 'auth'],
      ['/api/password-reset/request', 'auth'],
      ['/api/audit-events', 'auth'],
      ['/api/admin/bulk-accounts', 'auth'],
      ['/api/organizations/current', 'org'],
      ['/api/locations/available', 'org'],
      ['/api/technicians', 'org'],
      ['/api/technicians/sync', 'org'],
      ['/api/customers', 'org'],
      ['/api/housecall-pro/status', 'org'],
      ['/api/pricebook/items', 'org'],
      ['/api/service-plans', 'org'],
      ['/api/inventory', 'org'],
      ['/api/technician/inspections/recent', 'inspections'],
      ['/api/technician/stats/42', 'inspections'],
      ['/api/inspections/7', 'inspections'],
      ['/api/admin/inspections/7', 'inspections'],
      ['/api/dashboard/stats', 'inspections'],
      ['/api/appointments', 'inspections'],
      ['/api/media/1', 'inspections'],
      ['/api/reports/1', 'inspections'],
    ])('sends %s to %s with its path and query unchanged', async (path, service) => {
      const response = await request(server()).get(`${path}?period=month`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ service, method: 'GET', url: `${path}?period=month` });
    });

    it('reuses kept-alive connections to a service instead of opening one per request', async () => {
      await request(server()).get('/api/customers').expect(200);
      const before = org.connections();
      for (let i = 0; i < 5; i += 1) await request(server()).get('/api/customers').expect(200);
      expect(org.connections()).toBe(before);
    });

    it('forwards the method and the body', async () => {
      const response = await request(server()).post('/api/technicians/sync').set('sec-fetch-site', 'same-origin').send({ full: true });
      expect(response.body).toEqual({ service: 'org', method: 'POST', url: '/api/technicians/sync' });
      expect(org.received[0]?.headers['content-type']).toContain('application/json');
    });

    it.each(['/api/unknown', '/api/admin', '/api/admin/users', '/api/technicianx', '/api', '/api/internal/sessions/resolve'])(
      'answers 404 as JSON for %s, reaching no service',
      async (path) => {
        const response = await request(server()).get(path);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
        expect([...auth.received, ...org.received, ...inspections.received]).toEqual([]);
      },
    );

    it.each(['/internal/sessions/resolve', '/internal/anything'])('never exposes %s', async (path) => {
      const response = await request(server()).post(path).send({ token: 'valid-session-token' });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
      const page = await request(server()).get(path).set('accept', 'text/html');
      expect(page.status).toBe(404);
      expect(auth.received).toEqual([]);
    });

    it('refuses paths that climb out of their route', async () => {
      for (const path of ['/api/auth/../../internal/sessions/resolve', '/api/auth/%2e%2e/%2e%2e/internal/x', '/api/auth%2f..%2finternal']) {
        const response = await request(server()).get(path);
        expect(response.status).toBe(404);
      }
      expect(auth.received).toEqual([]);
    });
  });

  describe('identity', () => {
    it('never lets a client-sent identity reach a service, and signs its own for an anonymous request', async () => {
      await request(server())
        .get('/api/admin/exists')
        .set('x-irrigo-identity', 'forged.assertion.value')
        .set('x-irrigo-service', 'forged')
        .set('x-admin-user', JSON.stringify({ id: 'x', role: 'admin' }))
        .expect(200);
      const headers = auth.received.find((r) => r.url === '/api/admin/exists')?.headers ?? {};
      expect(headers['x-irrigo-service']).toBeUndefined();
      expect(headers['x-admin-user']).toBeUndefined();
      expect(headers['x-irrigo-identity']).not.toBe('forged.assertion.value');
      const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(headers['x-irrigo-identity']), 'auth');
      expect(claims).toMatchObject({ ip: '127.0.0.1', https: false });
      expect(claims?.usr).toBeUndefined();
    });

    it('forwards a verifiable assertion carrying the user when the session cookie resolves', async () => {
      const response = await request(server()).get('/api/technician/inspections/recent').set('cookie', 'theme=dark; irrigo_session=valid-session-token');
      expect(response.status).toBe(200);
      const headers = inspections.received[0]?.headers ?? {};
      const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(headers['x-irrigo-identity']), 'inspections');
      expect(claims?.usr).toEqual(signedInUser);
      expect(claims?.rid).toBe(response.headers['x-request-id']);
    });

    it('forwards an account without a role as it is, role null, to every service (which decide what it may reach)', async () => {
      await request(server()).get('/api/auth/role').set('cookie', 'irrigo_session=roleless-session-token').expect(200);
      await request(server()).get('/api/customers').set('cookie', 'irrigo_session=roleless-session-token').expect(200);
      const publicKey = await importIdentityKey(keys.publicJwk);
      const toAuth = await verifyIdentityAssertion(
        publicKey,
        String(auth.received.find((r) => r.url === '/api/auth/role')?.headers['x-irrigo-identity']),
        'auth',
      );
      const toOrg = await verifyIdentityAssertion(publicKey, String(org.received[0]?.headers['x-irrigo-identity']), 'org');
      expect(toAuth?.usr).toEqual(rolelessAccount);
      expect(toOrg?.usr).toEqual(rolelessAccount);
    });

    it('addresses each assertion to the service that owns the path, so no other service accepts it', async () => {
      await request(server()).get('/api/technician/inspections/recent').set('cookie', 'irrigo_session=valid-session-token').expect(200);
      const publicKey = await importIdentityKey(keys.publicJwk);
      const toInspections = String(inspections.received.at(-1)?.headers['x-irrigo-identity']);
      expect((await verifyIdentityAssertion(publicKey, toInspections, 'inspections'))?.usr).toEqual(signedInUser);
      expect(await verifyIdentityAssertion(publicKey, toInspections, 'auth')).toBeNull();
      expect(await verifyIdentityAssertion(publicKey, toInspections, 'org')).toBeNull();
    });

    it.each([
      ['an unknown role', { ...rolelessAccount, role: 'owner' }],
      ['no role at all', { ...rolelessAccount, role: undefined }],
      ['a role of the wrong type', { ...rolelessAccount, role: 0 }],
    ])('treats a resolve answer with %s as auth not answering: 503 AUTH_UNAVAILABLE, nothing forwarded, nothing cached', async (_, user) => {
      const token = `odd-answer-${String(user.role)}`;
      auth.answers.set(token, { user });
      const before = auth.resolveCalls();
      const forwarded = org.received.length;
      for (let i = 0; i < 2; i += 1) {
        const response = await request(server()).get('/api/customers').set('cookie', `irrigo_session=${token}`);
        expect(response.status).toBe(503);
        expect(response.body.code).toBe('AUTH_UNAVAILABLE');
      }
      expect(auth.resolveCalls()).toBe(before + 2);
      expect(org.received).toHaveLength(forwarded);
    });

    it('treats an unknown session as anonymous', async () => {
      await request(server()).get('/api/organizations/current').set('cookie', 'irrigo_session=expired-token').expect(200);
      const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(org.received[0]?.headers['x-irrigo-identity']), 'org');
      expect(claims).not.toBeNull();
      expect(claims?.usr).toBeUndefined();
    });

    it('asks services/auth once per session within a few seconds, and forgets the session at sign-out', async () => {
      auth.sessions.set('cached-session-token', { ...signedInUser, sessionId: 'c0ffee00-0000-4000-8000-000000000001' });
      const before = auth.resolveCalls();
      for (let i = 0; i < 3; i += 1) await request(server()).get('/api/locations/available').set('cookie', 'irrigo_session=cached-session-token').expect(200);
      expect(auth.resolveCalls()).toBe(before + 1);

      const logout = await request(server()).post('/api/auth/logout').set('sec-fetch-site', 'same-origin').set('cookie', 'irrigo_session=cached-session-token');
      expect(logout.status).toBe(204);
      auth.sessions.delete('cached-session-token');

      org.received.length = 0;
      await request(server()).get('/api/locations/available').set('cookie', 'irrigo_session=cached-session-token').expect(200);
      const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(org.received[0]?.headers['x-irrigo-identity']), 'org');
      expect(claims?.usr).toBeUndefined();
    });

    it('passes the Cookie header along unchanged', async () => {
      await request(server()).get('/api/auth/user').set('cookie', 'irrigo_session=valid-session-token').expect(200);
      expect(auth.received.find((r) => r.url === '/api/auth/user')?.headers.cookie).toBe('irrigo_session=valid-session-token');
    });
  });

  describe('request id', () => {
    it('gives every request an id, echoes it and carries it to the service', async () => {
      const response = await request(server()).get('/api/dashboard/stats').set('x-request-id', 'client-chosen-id-123');
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe('client-chosen-id-123');
      expect(inspections.received[0]?.headers['x-request-id']).toBe(id);
    });

    it('puts one on the gateway’s own answers too', async () => {
      const response = await request(server()).get('/config.json');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('own routes', () => {
    it('reports every service in /api/health', async () => {
      const response = await request(server()).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', services: { auth: 'ok', org: 'ok', inspections: 'ok' } });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers many pollers in the same second with one round of readiness probes', async () => {
      const probes = () => inspections.probes.length;
      // The readiness watch probes on its own clock; stopped here, every probe counted is one /api/health asked for.
      app.get(UpstreamHealthService).onModuleDestroy();
      // Past the reuse window, so the pollers' answer is asked afresh.
      await new Promise((resolve) => setTimeout(resolve, HEALTH_ANSWER_REUSE_MS + 100));
      const before = probes();
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(server()).get('/api/health')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(probes() - before).toBe(1);
    });

    it('answers its own liveness and readiness', async () => {
      await request(server()).get('/health').expect(200, { status: 'ok', service: 'gateway', checks: {} });
      await request(server()).get('/health/ready').expect(200, { status: 'ok', service: 'gateway', checks: {} });
    });

    it('serves /config.json with every remote’s manifest URL, never cached', async () => {
      const response = await request(server()).get('/config.json');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toEqual({
        remotes: {
          'mf-auth': '/remotes/mf-auth/mf-manifest.json',
          'mf-admin': '/remotes/mf-admin/mf-manifest.json',
          'mf-tech': '/remotes/mf-tech/mf-manifest.json',
        },
        features: {},
      });
    });
  });

  describe('shell and remotes', () => {
    it('serves index.html for any page path, revalidated on every visit', async () => {
      for (const path of ['/', '/dashboard', '/inspection/4b9e2f7a-1c3d-4e5f-8a9b-0c1d2e3f4a5b', '/tech-login']) {
        const response = await request(server()).get(path).set('accept', 'text/html');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.text).toContain('<div id="root">');
      }
    });

    it('keeps hashed assets for a year and compresses them', async () => {
      const response = await request(server()).get('/main.1a2b3c4d.js').set('accept-encoding', 'gzip');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it('answers a malformed URL with a JSON 400, not an error page', async () => {
      const response = await request(server()).get('/%E0%A4%A');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid' });
    });

    it('answers 404 for a missing asset instead of a page', async () => {
      const response = await request(server()).get('/main.deadbeef.js');
      expect(response.status).toBe(404);
    });

    it('proxies /remotes/<name>/ to that remote’s own server, without the prefix', async () => {
      const response = await request(server()).get('/remotes/mf-tech/mf-manifest.json');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ name: 'mf_tech' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(mfTech.received[0]?.url).toBe('/mf-manifest.json');
    });

    it('answers 404 for a remote that does not exist', async () => {
      const response = await request(server()).get('/remotes/mf-other/mf-manifest.json');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    });
  });

  describe('security headers', () => {
    it('sends the content policy and the usual protections on pages', async () => {
      const response = await request(server()).get('/').set('accept', 'text/html');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;connect-src 'self';worker-src 'self';manifest-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('marks API answers no-store unless the service chose a policy', async () => {
      const response = await request(server()).get('/api/customers');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

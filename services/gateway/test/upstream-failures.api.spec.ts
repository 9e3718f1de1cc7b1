import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { importIdentityKey, verifyIdentityAssertion } from '@irrigo/nest-kit';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { SERVICE_PROBE_TIMEOUT_MS } from '../src/health/upstream-health.service.js';
import { closedPortUrl, gatewayKeys, startHangingUpstream, startUpstream, type FakeUpstream } from './support/fake-upstreams.js';

const TIMEOUT_MS = 400;

describe('gateway: when upstreams fail', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeUpstream;
  let hanging: FakeUpstream;
  let app: NestExpressApplication;

  beforeAll(async () => {
    keys = await gatewayKeys();
    // This "auth" serves its /api routes but refuses every session lookup: as if it were misconfigured.
    auth = await startUpstream('auth', (req, response) => {
      const status = req.url === '/internal/sessions/resolve' ? 503 : 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { service: 'auth', url: req.url } : { statusCode: 503 }));
    });
    hanging = await startHangingUpstream();
    const closed = await closedPortUrl();
    app = await createGatewayApp({
      NODE_ENV: 'test',
      PORT: '0',
      AUTH_SERVICE_URL: auth.url,
      ORG_SERVICE_URL: closed,
      INSPECTIONS_SERVICE_URL: hanging.url,
      REMOTE_MF_AUTH_ORIGIN: closed,
      REMOTE_MF_ADMIN_ORIGIN: hanging.url,
      ...keys.env,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      REMOTE_TIMEOUT_MS: String(TIMEOUT_MS),
      SHELL_DIST_DIR: '/nonexistent/irrigo-shell-dist',
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([auth?.close(), hanging?.close()]);
  });

  const server = () => app.getHttpServer();

  it('answers 502 at once for a stopped service', async () => {
    const response = await request(server()).get('/api/organizations/current');
    // A refused connection is answered at once: had the gateway waited out its timeout, it would say 504 UPSTREAM_TIMEOUT.
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'The org service is not available' });
  });

  it('answers 504 once a hung service has had its time, while other routes stay healthy', async () => {
    const path = '/api/technician/inspections/recent';
    const sentBefore = hanging.received.filter((r) => r.url === path).length;
    let hungAnswered = false;
    const hung = request(server())
      .get(path)
      .then((response) => {
        hungAnswered = true;
        return response;
      });
    const meanwhile = await request(server()).get('/api/admin/exists');
    expect(meanwhile.status).toBe(200);
    // The other route was answered while the hung one was still waiting on its service.
    expect(hungAnswered).toBe(false);

    const response = await hung;
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ statusCode: 504, code: 'UPSTREAM_TIMEOUT', message: 'The inspections service did not answer in time' });
    // The request did reach the service and was given up on, not refused on the way.
    expect(hanging.received.filter((r) => r.url === path)).toHaveLength(sentBefore + 1);
  });

  it('answers 503 AUTH_UNAVAILABLE, not anonymous, to a request with a session cookie when auth cannot resolve sessions', async () => {
    const before = auth.received.filter((r) => r.url === '/api/admin/exists').length;
    const response = await request(server()).get('/api/admin/exists').set('cookie', 'irrigo_session=some-token');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' });
    expect(response.headers['retry-after']).toBe('5');
    expect(auth.received.filter((r) => r.url === '/api/admin/exists')).toHaveLength(before);
  });

  it('still sends a request without a session cookie on, as anonymous, when auth cannot resolve sessions', async () => {
    const response = await request(server()).get('/api/admin/exists');
    expect(response.status).toBe(200);
    const forwarded = auth.received.filter((r) => r.url === '/api/admin/exists').at(-1);
    const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(forwarded?.headers['x-irrigo-identity']), 'auth');
    expect(claims).not.toBeNull();
    expect(claims?.usr).toBeUndefined();
  });

  // The hung inspections service can only be called down by its probe's own timeout (a real AbortSignal.timeout on
  // a real socket, which fake timers do not reach), so this test's time limit is the guard that the answer comes
  // within about a second: the probe timeout plus a generous margin, not a measured duration.
  it(
    'reports the product degraded with HTTP 200, naming the services that are down, within about a second',
    async () => {
      const response = await request(server()).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'degraded', services: { auth: 'ok', org: 'down', inspections: 'down' } });
    },
    SERVICE_PROBE_TIMEOUT_MS + 2_000,
  );

  it('answers 502 for a stopped remote and 504 for a hung one', async () => {
    const down = await request(server()).get('/remotes/mf-auth/mf-manifest.json');
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'The mf-auth remote is not available' });

    const hung = await request(server()).get('/remotes/mf-admin/remoteEntry.js');
    expect(hung.status).toBe(504);
    expect(hung.body.code).toBe('UPSTREAM_TIMEOUT');
  });

  it('says clearly that the shell is not built instead of failing', async () => {
    const response = await request(server()).get('/dashboard').set('accept', 'text/html');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'The web app has not been built yet' });
    await request(server()).get('/config.json').expect(200);
  });

  it('ignores X-Forwarded-* unless told to trust a proxy', async () => {
    const response = await request(server()).get('/api/admin/exists').set('x-forwarded-for', '203.0.113.9').set('x-forwarded-proto', 'https');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const forwarded = auth.received.filter((r) => r.url === '/api/admin/exists').at(-1);
    const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(forwarded?.headers['x-irrigo-identity']), 'auth');
    expect(claims).toMatchObject({ ip: '127.0.0.1', https: false });
  });
});

describe('gateway behind a trusted load balancer', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeUpstream;
  let app: NestExpressApplication;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startUpstream('auth');
    app = await createGatewayApp({
      NODE_ENV: 'test',
      AUTH_SERVICE_URL: auth.url,
      ...keys.env,
      TRUST_PROXY: 'loopback',
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await auth?.close();
  });

  it('takes the client address and HTTPS from the proxy, sends HSTS and keeps the proxy’s request id', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/admin/exists')
      .set('x-forwarded-for', '203.0.113.9')
      .set('x-forwarded-proto', 'https')
      .set('x-request-id', 'lb-assigned-id-0001');
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-request-id']).toBe('lb-assigned-id-0001');
    const claims = await verifyIdentityAssertion(await importIdentityKey(keys.publicJwk), String(auth.received.at(-1)?.headers['x-irrigo-identity']), 'auth');
    expect(claims).toMatchObject({ ip: '203.0.113.9', https: true, rid: 'lb-assigned-id-0001' });
  });
});

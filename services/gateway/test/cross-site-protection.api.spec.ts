import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { VerifiedUser } from '@irrigo/contracts';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

/**
 * The name the gateway is reached by in these tests, and so the origin of its own pages: with no PUBLIC_ORIGINS
 * it answers on loopback names only (security/allowed-hosts.ts).
 */
const HOST = 'localhost:8080';
const OWN_ORIGIN = `http://${HOST}`;
const FOREIGN_ORIGIN = 'https://evil.example';
const REFUSED = { statusCode: 403, code: 'FORBIDDEN', message: 'Cross-site request refused' };
const NOT_JSON = {
  statusCode: 403,
  code: 'FORBIDDEN',
  message: 'Cross-site request refused: API calls that change something must send JSON (Content-Type: application/json)',
};

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

/**
 * The org service of these tests answers as a careless service might: a cacheable policy and a CORS
 * wildcard of its own on every answer. The gateway must not let either through where it matters.
 */
async function startCarelessOrg(): Promise<FakeUpstream> {
  return startUpstream('org', (incoming, response, body) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ service: 'org', method: incoming.method, url: incoming.url, body }));
  });
}

interface Gateway {
  app: NestExpressApplication;
  logLines: Record<string, unknown>[];
}

async function startGateway(
  upstreams: { auth: FakeAuth; org: FakeUpstream },
  keys: Awaited<ReturnType<typeof gatewayKeys>>,
  env: Record<string, string> = {},
): Promise<Gateway> {
  const logLines: Record<string, unknown>[] = [];
  const app = await createGatewayApp(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_SERVICE_URL: upstreams.auth.url,
      ORG_SERVICE_URL: upstreams.org.url,
      // The careless service answers for inspections too (the media upload route).
      INSPECTIONS_SERVICE_URL: upstreams.org.url,
      ...keys.env,
      SHELL_DIST_DIR: '/nonexistent/irrigo-shell-dist',
      ...env,
    },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  await app.init();
  return { app, logLines };
}

describe('gateway: cross-site request protection', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let gateway: Gateway;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    auth.sessions.set('valid-session-token', signedInUser);
    org = await startCarelessOrg();
    gateway = await startGateway({ auth, org }, keys);
  });

  afterAll(async () => {
    await gateway?.app.close();
    await Promise.all([auth?.close(), org?.close()]);
  });

  beforeEach(() => {
    for (const upstream of [auth, org]) upstream.received.length = 0;
    gateway.logLines.length = 0;
  });

  const server = () => gateway.app.getHttpServer();
  /** A call addressed to the gateway by its public name, as a browser's would be. */
  const post = (path: string) => request(server()).post(path).set('host', HOST);
  const reachedAService = () => [...auth.received, ...org.received].filter((r) => r.url.startsWith('/api/'));

  describe('accepts state-changing calls from our own pages', () => {
    it('when the browser says the page is ours (Sec-Fetch-Site: same-origin)', async () => {
      const response = await post('/api/technicians/sync').set('sec-fetch-site', 'same-origin').set('origin', OWN_ORIGIN).send({ full: true });
      expect(response.status).toBe(200);
      expect(org.received[0]).toMatchObject({ method: 'POST', url: '/api/technicians/sync' });
    });

    it('when the user did it themselves (Sec-Fetch-Site: none)', async () => {
      await post('/api/admin/login').set('sec-fetch-site', 'none').send({ email: 'a@b.test', password: 'x' }).expect(200);
    });

    it('from a browser without Sec-Fetch-Site, when Origin is the origin the request was addressed to', async () => {
      await post('/api/admin/login').set('origin', OWN_ORIGIN).send({ email: 'a@b.test', password: 'x' }).expect(200);
    });

    it.each(['PUT', 'PATCH', 'DELETE'] as const)('for %s as for POST', async (method) => {
      const call = request(server())[method.toLowerCase() as 'put' | 'patch' | 'delete']('/api/customers/7').set('host', HOST).set('origin', OWN_ORIGIN);
      await call.send({ name: 'Ana' }).expect(200);
      expect(org.received.at(-1)).toMatchObject({ method, url: '/api/customers/7' });
    });

    it('with a JSON body declared with its charset', async () => {
      await post('/api/admin/login').set('origin', OWN_ORIGIN).set('content-type', 'application/json; charset=utf-8').send('{"email":"a@b.test"}').expect(200);
    });

    it('with a photo or video as the body of the media upload route, and on that route only', async () => {
      const path = '/api/inspections/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e5f/media/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e60';
      for (const contentType of ['image/jpeg', 'video/mp4']) {
        await request(server())
          .put(path)
          .set('host', HOST)
          .set('sec-fetch-site', 'same-origin')
          .set('content-type', contentType)
          .send(Buffer.from([0xff, 0xd8, 0xff]))
          .expect(200);
        expect(org.received.at(-1)).toMatchObject({ method: 'PUT', url: path });
      }
      // Not from another site, not on another route or method, not as another type.
      await request(server()).put(path).set('host', HOST).set('origin', FOREIGN_ORIGIN).set('content-type', 'image/jpeg').send(Buffer.from('x')).expect(403);
      await request(server())
        .put('/api/customers/7')
        .set('host', HOST)
        .set('origin', OWN_ORIGIN)
        .set('content-type', 'image/jpeg')
        .send(Buffer.from('x'))
        .expect(403, NOT_JSON);
      await post(path).set('origin', OWN_ORIGIN).set('content-type', 'image/jpeg').send(Buffer.from('x')).expect(403, NOT_JSON);
      await request(server()).put(path).set('host', HOST).set('origin', OWN_ORIGIN).set('content-type', 'text/plain').send('x').expect(403, NOT_JSON);
      expect(org.received.filter((received) => received.method === 'PUT')).toHaveLength(2);
    });

    it('with tus’s requests on the resumable upload route, and on that route only', async () => {
      const path = '/api/inspections/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e5f/media/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e60/resumable';
      const tus = (call: request.Test) => call.set('host', HOST).set('sec-fetch-site', 'same-origin').set('tus-resumable', '1.0.0');
      await tus(request(server()).post(path)).set('upload-length', '3').expect(200);
      await tus(request(server()).head(path)).expect(200);
      await tus(request(server()).patch(path))
        .set('upload-offset', '0')
        .set('content-type', 'application/offset+octet-stream')
        .send(Buffer.from([0, 1, 2]))
        .expect(200);
      await tus(request(server()).delete(path)).expect(200);
      expect(org.received.map((received) => received.method)).toEqual(['POST', 'HEAD', 'PATCH', 'DELETE']);

      // Not from another site (nor from a browser that says nothing), not as another type, not on another route.
      const chunk = (call: request.Test) => call.set('host', HOST).set('content-type', 'application/offset+octet-stream').send(Buffer.from('x'));
      await chunk(request(server()).patch(path)).set('origin', FOREIGN_ORIGIN).expect(403, REFUSED);
      await chunk(request(server()).patch(path)).set('sec-fetch-site', 'cross-site').expect(403, REFUSED);
      await chunk(request(server()).patch(path)).expect(403);
      await request(server()).post(path).set('host', HOST).set('origin', FOREIGN_ORIGIN).set('upload-length', '3').expect(403, REFUSED);
      await request(server()).patch(path).set('host', HOST).set('origin', OWN_ORIGIN).set('content-type', 'text/plain').send('x').expect(403, NOT_JSON);
      await request(server()).post(path).set('host', HOST).set('origin', OWN_ORIGIN).set('content-type', 'text/plain').send('x').expect(403, NOT_JSON);
      await chunk(request(server()).patch(path.replace('/resumable', '')))
        .set('origin', OWN_ORIGIN)
        .expect(403, NOT_JSON);
      await chunk(request(server()).patch('/api/customers/7')).set('origin', OWN_ORIGIN).expect(403, NOT_JSON);
      await chunk(request(server()).put(path)).set('origin', OWN_ORIGIN).expect(403, NOT_JSON);
      expect(org.received).toHaveLength(4);
    });

    it('without a body, declared as JSON or not declared at all (sign-out)', async () => {
      await post('/api/auth/logout').set('origin', OWN_ORIGIN).expect(204);
      await post('/api/auth/logout').set('origin', OWN_ORIGIN).set('content-type', 'application/json').expect(204);
    });
  });

  describe('refuses state-changing calls from anywhere else, before any service sees them', () => {
    it.each([
      ['another site’s page (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site', origin: FOREIGN_ORIGIN }],
      ['a sibling site’s page (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site', origin: 'http://shop.irrigo.test' }],
      ['another site even when it names our Origin (the browser’s Sec-Fetch-Site wins)', { 'sec-fetch-site': 'cross-site', origin: OWN_ORIGIN }],
      ['a foreign Origin from a browser without Sec-Fetch-Site', { origin: FOREIGN_ORIGIN }],
      ['our host on another scheme', { origin: `https://${HOST}` }],
      ['our host on another port', { origin: `http://${HOST}:8443` }],
      ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
      ['a call with neither header', {}],
      ['an unknown Sec-Fetch-Site value', { 'sec-fetch-site': 'same-origin-please', origin: OWN_ORIGIN }],
    ])('%s', async (_label, headers: Record<string, string>) => {
      const lookupsBefore = auth.resolveCalls();
      const response = await post('/api/admin/setup').set(headers).set('cookie', 'irrigo_session=valid-session-token').send({ fullName: 'Mallory' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(REFUSED);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(reachedAService()).toEqual([]);
      // Refused before the session is even looked up.
      expect(auth.resolveCalls()).toBe(lookupsBefore);
    });

    it('logs each refusal with what it was refused for', async () => {
      await post('/api/technicians/sync').set('origin', FOREIGN_ORIGIN).set('sec-fetch-site', 'cross-site').send({});
      expect(gateway.logLines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'cross-site request refused',
          method: 'POST',
          path: '/api/technicians/sync',
          reason: 'foreign origin',
          origin: FOREIGN_ORIGIN,
          secFetchSite: 'cross-site',
        }),
      );
    });

    it('does not sign out on a forged sign-out', async () => {
      await post('/api/auth/logout').set('origin', FOREIGN_ORIGIN).set('cookie', 'irrigo_session=valid-session-token').expect(403);
      expect(reachedAService()).toEqual([]);
    });

    it.each([
      ['a form post (urlencoded)', 'application/x-www-form-urlencoded', 'email=a%40b.test'],
      ['a multipart form', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test\r\n--x--\r\n'],
      ['text/plain holding JSON (the no-preflight trick)', 'text/plain', '{"email":"a@b.test"}'],
      ['a JSON look-alike type', 'application/json-patch+json', '[]'],
      ['a bodiless call declaring a form', 'application/x-www-form-urlencoded', ''],
    ])('a body that is not JSON, even from our own page: %s', async (_label, contentType, body) => {
      const response = await post('/api/admin/login').set('sec-fetch-site', 'same-origin').set('content-type', contentType).send(body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NOT_JSON);
      expect(reachedAService()).toEqual([]);
      expect(gateway.logLines).toContainEqual(expect.objectContaining({ msg: 'cross-site request refused', reason: 'body is not JSON', contentType }));
    });

    it('a body that declares no type at all', async () => {
      const response = await post('/api/admin/login').set('sec-fetch-site', 'same-origin').send(Buffer.from('{}'));
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NOT_JSON);
      expect(gateway.logLines).toContainEqual(expect.objectContaining({ reason: 'body is not JSON', contentType: null }));
    });

    it('refuses methods a browser form cannot send but a script could, just the same', async () => {
      await request(server()).delete('/api/customers/7').set('host', HOST).set('origin', FOREIGN_ORIGIN).expect(403);
      expect(reachedAService()).toEqual([]);
    });
  });

  describe('Housecall Pro’s signed webhooks (server to server, no page)', () => {
    const webhook = '/api/housecall-pro/webhooks';
    const raw = '{ "event" : "customer.updated",  "customer": {"id": "cus_1"} }';

    it('reach org with the body’s exact bytes and the signature headers when no browser header is present', async () => {
      const response = await post(webhook)
        .set('content-type', 'application/json')
        .set('api-timestamp', '1700000000')
        .set('api-signature', 'ab'.repeat(32))
        .send(raw);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ service: 'org', method: 'POST', url: webhook, body: raw });
      expect(org.received.at(-1)?.headers).toMatchObject({ 'api-timestamp': '1700000000', 'api-signature': 'ab'.repeat(32) });
    });

    it('are still refused from a browser page of another site, without a signature, or with a body that is not JSON', async () => {
      await post(webhook).set('origin', FOREIGN_ORIGIN).set('api-signature', 'ab'.repeat(32)).set('content-type', 'application/json').send(raw).expect(403);
      await post(webhook)
        .set('sec-fetch-site', 'cross-site')
        .set('api-signature', 'ab'.repeat(32))
        .set('content-type', 'application/json')
        .send(raw)
        .expect(403);
      await post(webhook).set('content-type', 'application/json').send(raw).expect(403);
      await post(webhook).set('api-signature', 'ab'.repeat(32)).set('content-type', 'text/plain').send(raw).expect(403);
      await post('/api/customers/sync').set('api-signature', 'ab'.repeat(32)).set('content-type', 'application/json').send('{}').expect(403);
      expect(reachedAService()).toEqual([]);
    });
  });

  describe('leaves reading alone', () => {
    it('lets another site’s GET through (reads are not state-changing; CORS keeps the answer from that site)', async () => {
      const response = await request(server()).get('/api/customers').set('host', HOST).set('origin', FOREIGN_ORIGIN).set('sec-fetch-site', 'cross-site');
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('never guards /api/health, polled by every page', async () => {
      await request(server()).get('/api/health').set('sec-fetch-site', 'cross-site').set('origin', FOREIGN_ORIGIN).expect(200);
    });

    it('does not touch pages and remotes', async () => {
      const response = await request(server()).post('/remotes/mf-other/x').set('origin', FOREIGN_ORIGIN).send('a=b');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    });

    it('answers no CORS at all when no public origin is configured', async () => {
      const response = await request(server()).options('/api/admin/login').set('origin', FOREIGN_ORIGIN).set('access-control-request-method', 'POST');
      expect(response.status).toBe(403);
      expect(response.body).toEqual(REFUSED);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('response headers of the API', () => {
    it('keeps every answer tied to a session out of caches, whatever the service said', async () => {
      const signedIn = await request(server()).get('/api/customers').set('cookie', 'irrigo_session=valid-session-token');
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const anonymous = await request(server()).get('/api/customers');
      expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    });

    it('never passes on a service’s own CORS headers', async () => {
      const response = await request(server()).get('/api/customers').set('origin', FOREIGN_ORIGIN);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends the content policy, nosniff and the referrer policy on API answers and refusals alike', async () => {
      const answered = await request(server()).get('/api/customers');
      const refused = await post('/api/admin/setup').send({});
      for (const response of [answered, refused]) {
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
      expect(refused.status).toBe(403);
    });
  });
});

describe('gateway: configured public origins (PUBLIC_ORIGINS) and CORS', () => {
  const APP_ORIGIN = 'https://app.irrigo.test';
  const OFFICE_ORIGIN = 'https://office.irrigo.test';
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let gateway: Gateway;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    org = await startCarelessOrg();
    // Written the way people write them: spaces, a trailing slash, capitals.
    // The API's own name is listed too: the gateway answers only to the hosts of PUBLIC_ORIGINS.
    gateway = await startGateway({ auth, org }, keys, { PUBLIC_ORIGINS: ` ${APP_ORIGIN}/ , HTTPS://Office.Irrigo.test:443, https://api.irrigo.test` });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await Promise.all([auth?.close(), org?.close()]);
  });

  /** Calls addressed to the API's public name, as a browser on one of the configured origins makes them. */
  const api = () => request.agent(gateway.app.getHttpServer()).set('host', 'api.irrigo.test');

  it('answers a preflight from a configured origin with that origin, credentials and the API’s methods, never *', async () => {
    const response = await api()
      .options('/api/admin/login')
      .set('origin', OFFICE_ORIGIN)
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(response.status).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': OFFICE_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
    });
    expect(response.headers['vary']).toContain('Origin');
    expect(auth.received.filter((r) => r.url.startsWith('/api/'))).toEqual([]);
  });

  it('lets a configured origin’s page send and read tus’s headers on the resumable upload route only', async () => {
    const path = '/api/inspections/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e5f/media/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e60/resumable';
    const preflight = await api()
      .options(path)
      .set('origin', APP_ORIGIN)
      .set('access-control-request-method', 'PATCH')
      .set('access-control-request-headers', 'content-type, tus-resumable, upload-offset');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Tus-Resumable, Upload-Length, Upload-Offset, Upload-Metadata');
    expect(preflight.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id, Location, Tus-Resumable, Upload-Offset, Upload-Length');
    const head = await api().head(path).set('origin', APP_ORIGIN).set('tus-resumable', '1.0.0');
    expect(head.headers['access-control-expose-headers']).toContain('Upload-Offset');
    const elsewhere = await api().options('/api/customers/7').set('origin', APP_ORIGIN).set('access-control-request-method', 'PATCH');
    expect(elsewhere.headers['access-control-allow-headers']).toBe('Content-Type');
  });

  it('refuses a preflight from any other origin, without CORS headers', async () => {
    const response = await api().options('/api/admin/login').set('origin', FOREIGN_ORIGIN).set('access-control-request-method', 'POST');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts a configured origin’s call, cross-site as the browser says, and lets its page read the answer', async () => {
    const response = await api()
      .post('/api/admin/login')
      .set('host', 'api.irrigo.test')
      .set('origin', APP_ORIGIN)
      .set('sec-fetch-site', 'same-site')
      .send({ email: 'a@b.test', password: 'x' });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After, X-Request-Id');
  });

  it('gives reads from a configured origin CORS headers instead of the service’s wildcard', async () => {
    const response = await api().get('/api/customers').set('origin', APP_ORIGIN);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('no longer takes the Host header’s word once origins are configured (DNS rebinding)', async () => {
    const response = await api().post('/api/admin/setup').set('host', 'rebound.example').set('origin', 'http://rebound.example').send({});
    expect(response.status).toBe(421);
    expect(response.body.code).toBe('HOST_NOT_ALLOWED');
  });

  it('still accepts the browser’s own same-origin statement', async () => {
    await api().post('/api/admin/login').set('sec-fetch-site', 'same-origin').send({}).expect(200);
  });

  it('refuses a cross-site call from an origin that is not configured', async () => {
    const response = await api().post('/api/admin/login').set('origin', FOREIGN_ORIGIN).set('sec-fetch-site', 'cross-site').send({});
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('gateway: the addressed origin behind a load balancer', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    org = await startCarelessOrg();
  });

  afterAll(async () => {
    await Promise.all([auth?.close(), org?.close()]);
  });

  /** A request as the load balancer passes on a browser's https://irrigo.example.com call. */
  const forwardedLogin = (gateway: Gateway) =>
    request(gateway.app.getHttpServer())
      .post('/api/admin/login')
      .set('host', 'gateway.internal:8080')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'irrigo.example.com')
      .set('origin', 'https://irrigo.example.com')
      .send({});

  it('reads X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY is set', async () => {
    const gateway = await startGateway({ auth, org }, keys, { TRUST_PROXY: 'loopback', PUBLIC_ORIGINS: 'https://irrigo.example.com' });
    try {
      await forwardedLogin(gateway).expect(200);
    } finally {
      await gateway.app.close();
    }
  });

  it('ignores them otherwise, so a client cannot name its own origin as ours', async () => {
    const gateway = await startGateway({ auth, org }, keys, { PUBLIC_ORIGINS: 'https://irrigo.example.com' });
    try {
      // Judged by the socket's Host, gateway.internal is not a name the gateway serves.
      await forwardedLogin(gateway).expect(421);
    } finally {
      await gateway.app.close();
    }
  });
});

describe('gateway: a resumable (tus) upload through the proxy', () => {
  const PATH = '/api/inspections/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e5f/media/0190f5c2-7a6b-7c3d-8e9f-0a1b2c3d4e60/resumable';
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let inspections: FakeUpstream;
  let gateway: Gateway;
  /** What the tus upstream received of each request: its tus headers and the body's size. */
  const seen: { method: string; headers: Record<string, string | undefined>; bodyBytes: number }[] = [];

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    org = await startCarelessOrg();
    // services/inspections as tus answers: Location (its public path) on creation, the new offset on each PATCH.
    inspections = await startUpstream('inspections', (incoming, response, body) => {
      const header = (name: string) => (typeof incoming.headers[name] === 'string' ? incoming.headers[name] : undefined);
      seen.push({
        method: incoming.method ?? '',
        headers: Object.fromEntries(['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata', 'content-type'].map((name) => [name, header(name)])),
        bodyBytes: Buffer.byteLength(body, 'latin1'),
      });
      const tus = { 'tus-resumable': '1.0.0', 'cache-control': 'no-store' };
      if (incoming.method === 'POST') response.writeHead(201, { ...tus, location: PATH, 'content-length': '0' });
      else if (incoming.method === 'HEAD') response.writeHead(200, { ...tus, 'upload-offset': '0', 'upload-length': '3145728' });
      else response.writeHead(204, { ...tus, 'upload-offset': String(Number(header('upload-offset')) + Buffer.byteLength(body, 'latin1')) });
      response.end();
    });
    gateway = await startGateway({ auth, org }, keys, { INSPECTIONS_SERVICE_URL: inspections.url });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await Promise.all([auth?.close(), org?.close(), inspections?.close()]);
  });

  const tus = (call: request.Test) => call.set('host', HOST).set('sec-fetch-site', 'same-origin').set('tus-resumable', '1.0.0');

  it('passes the tus headers both ways, Location as the public path, and the PATCH body whole', async () => {
    const created = await tus(request(gateway.app.getHttpServer()).post(PATH)).set('upload-length', '3145728').set('upload-metadata', 'filetype dmlkZW8vbXA0');
    expect(created.status).toBe(201);
    expect(created.headers['location']).toBe(PATH);
    expect(created.headers['tus-resumable']).toBe('1.0.0');

    const head = await tus(request(gateway.app.getHttpServer()).head(PATH));
    expect(head.headers).toMatchObject({ 'upload-offset': '0', 'upload-length': '3145728', 'tus-resumable': '1.0.0' });

    // A chunk larger than any JSON body the gateway would take.
    const chunk = Buffer.alloc(3 * 1024 * 1024, 0x61);
    const patched = await tus(request(gateway.app.getHttpServer()).patch(PATH))
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(chunk);
    expect(patched.status).toBe(204);
    expect(patched.headers['upload-offset']).toBe(String(chunk.length));

    expect(seen.map(({ method }) => method)).toEqual(['POST', 'HEAD', 'PATCH']);
    expect(seen[0]?.headers).toMatchObject({ 'tus-resumable': '1.0.0', 'upload-length': '3145728', 'upload-metadata': 'filetype dmlkZW8vbXA0' });
    expect(seen[2]?.headers).toMatchObject({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' });
    expect(seen[2]?.bodyBytes).toBe(chunk.length);
  });
});

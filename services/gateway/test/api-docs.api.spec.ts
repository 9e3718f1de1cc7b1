import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { VerifiedUser } from '@irrigo/contracts';
import { buildServiceDocument, undocumentedRoutes } from '@irrigo/nest-kit';
import request from 'supertest';
import { validateGatewayEnv } from '../src/gateway.env.js';
import { createGatewayApp } from '../src/gateway-app.js';
import { fakeShellDist, gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

const user = (role: VerifiedUser['role'], id: string): VerifiedUser => ({
  id,
  email: `${role}@example.com`,
  name: `A ${role}`,
  role,
  organizationId: '8d3e2c1b-0a9f-4e7d-8c6b-5a4f3e2d1c0b',
  locationId: null,
  technicianId: null,
  sessionId: `${id.slice(0, -4)}5e6f`,
});

const operation = (id: string, kind: string) => ({
  operationId: id,
  summary: id,
  tags: ['inspections'],
  responses: { '200': { description: 'ok' } },
  'x-irrigo-access': { kind },
});

/** What services/inspections answers at /internal/openapi.json: its /api route, a probe route, and a path it does not own. */
const INSPECTIONS_DOCUMENT = {
  openapi: '3.0.0',
  info: { title: 'Irrigo inspections', version: '1' },
  paths: {
    '/api/technician/inspections/recent': { get: operation('TechnicianInspectionsController_recent', 'user') },
    '/internal/openapi.json': { get: operation('OpenApiController_read', 'probe') },
    '/api/organizations/current': { get: operation('Stray_current', 'user') },
  },
  components: { schemas: { ErrorBodySchema: { type: 'object' } } },
};

describe('gateway: API documentation at /api/docs', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let org: FakeUpstream;
  let inspections: FakeUpstream;
  let shellDir: string;
  let adminsOnly: NestExpressApplication;
  let open: NestExpressApplication;

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    auth.sessions.set('admin-session', user('admin', '3f0c1a52-5f4e-4d38-9a43-0d6f1c2b7e11'));
    auth.sessions.set('manager-session', user('manager', '4a1d7e2c-3b4f-4c6d-8e9f-0a1b2c3d4e5f'));
    // org does not answer with a document: the merged one must still come, without org's routes.
    org = await startUpstream('org');
    inspections = await startUpstream('inspections', (request, response) => {
      const ok = request.url === '/internal/openapi.json';
      response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? INSPECTIONS_DOCUMENT : { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }));
    });
    shellDir = fakeShellDist();
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      AUTH_SERVICE_URL: auth.url,
      ORG_SERVICE_URL: org.url,
      INSPECTIONS_SERVICE_URL: inspections.url,
      ...keys.env,
      SHELL_DIST_DIR: shellDir,
    };
    adminsOnly = await createGatewayApp(env);
    open = await createGatewayApp({ ...env, API_DOCS_PUBLIC: 'true' });
    await Promise.all([adminsOnly.init(), open.init()]);
  });

  afterAll(async () => {
    await Promise.all([adminsOnly?.close(), open?.close()]);
    await Promise.all([auth?.close(), org?.close(), inspections?.close()]);
    rmSync(shellDir, { recursive: true, force: true });
  });

  const get = (app: NestExpressApplication, path: string, session?: string) => {
    const call = request(app.getHttpServer()).get(path);
    return session ? call.set('Cookie', `irrigo_session=${session}`) : call;
  };

  it('is for administrators by default: 401 when signed out, 403 for a manager, on the page and the document', async () => {
    for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js']) {
      const signedOut = await get(adminsOnly, path);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      const manager = await get(adminsOnly, path, 'manager-session');
      expect(manager.status).toBe(403);
      expect(manager.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('answers 503 AUTH_UNAVAILABLE, not "signed out", when auth cannot say whose cookie it is', async () => {
    auth.answers.set('garbled-session', { unexpected: true });
    const response = await get(adminsOnly, '/api/docs', 'garbled-session');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ statusCode: 503, code: 'AUTH_UNAVAILABLE' });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('gives an admin the merged document: the gateway’s routes and each service’s /api routes, as a browser calls them', async () => {
    const response = await get(adminsOnly, '/api/docs/openapi.json', 'admin-session');
    expect(response.status).toBe(200);
    const document = response.body as OpenAPIObject;
    expect(document.info.title).toBe('Irrigo API');
    expect(Object.keys(document.paths).sort()).toEqual(['/api/health', '/api/technician/inspections/recent', '/config.json', '/health', '/health/ready']);
    const recent = document.paths['/api/technician/inspections/recent']?.get;
    expect(recent?.security).toEqual([{ session: [] }]);
    expect(recent?.operationId).toBe('inspections_TechnicianInspectionsController_recent');
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.components?.securitySchemes?.['session']).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'irrigo_session' });
    expect(document.info.description).toContain('Not included right now');
    expect(document.info.description).toContain('auth, org');
  });

  it('with API_DOCS_PUBLIC=true anyone reads a page rendered from our own origin only', async () => {
    const page = await get(open, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/api-docs.js']);
    for (const source of sources) {
      const asset = await get(open, source!);
      expect(asset.status).toBe(200);
    }
    const starter = await get(open, '/api/docs/api-docs.js');
    expect(starter.text).toContain("url: '/api/docs/openapi.json'");
    expect((await get(open, '/api/docs/openapi.json')).status).toBe(200);
  });

  it('documents every route the gateway answers itself', () => {
    expect(undocumentedRoutes(adminsOnly, buildServiceDocument(adminsOnly, 'gateway'))).toEqual([]);
  });

  it('refuses an API_DOCS_PUBLIC that is not true or false at boot', () => {
    expect(() => validateGatewayEnv({ ...keys.env, API_DOCS_PUBLIC: 'yes' })).toThrow(/API_DOCS_PUBLIC must be true or false/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { NOT_READY_AFTER_FAILED_PROBES, UpstreamHealthService } from '../src/health/upstream-health.service.js';
import { closedPortUrl, gatewayKeys, startUpstream, type FakeUpstream } from './support/fake-upstreams.js';

/** A service whose database has stalled: it answers, but its readiness says the database is down. */
describe('gateway: a service that reports not ready gets no traffic', () => {
  let ready = true;
  let org: FakeUpstream;
  let auth: FakeUpstream;
  let app: NestExpressApplication;

  beforeAll(async () => {
    const keys = await gatewayKeys();
    org = await startUpstream('org', (req, response) => {
      const status = req.url === '/health/ready' && !ready ? 503 : 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ service: 'org', url: req.url }));
    });
    auth = await startUpstream('auth');
    const closed = await closedPortUrl();
    app = await createGatewayApp({
      NODE_ENV: 'test',
      PORT: '0',
      AUTH_SERVICE_URL: auth.url,
      ORG_SERVICE_URL: org.url,
      INSPECTIONS_SERVICE_URL: closed,
      REMOTE_MF_AUTH_ORIGIN: closed,
      ...keys.env,
      SHELL_DIST_DIR: '/nonexistent/irrigo-shell-dist',
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([org?.close(), auth?.close()]);
  });

  const server = () => app.getHttpServer();
  const apiCallsReceived = () => org.received.filter((r) => r.url.startsWith('/api/')).length;

  it('answers 503 at once with a code and Retry-After once readiness fails, and sends traffic again when it is back', async () => {
    expect((await request(server()).get('/api/organizations/current')).status).toBe(200);

    ready = false;
    // The gateway watches every second; it holds a service back after this many failed probes in a row. The
    // test steps the watch itself rather than waiting for its clock.
    const watch = app.get(UpstreamHealthService);
    for (let round = 0; round < NOT_READY_AFTER_FAILED_PROBES; round++) await watch.watchRound();
    const before = apiCallsReceived();
    const refused = await request(server()).get('/api/organizations/current');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'The org service is not ready' });
    expect(refused.headers['retry-after']).toBe('5');
    // At once: the request never went to the service to wait on it.
    expect(apiCallsReceived()).toBe(before);
    // The other services go on.
    expect((await request(server()).get('/api/admin/exists')).status).toBe(200);

    ready = true;
    const back = await request(server()).get('/api/organizations/current');
    expect(back.status).toBe(200);
    expect(apiCallsReceived()).toBe(before + 1);
  });
});

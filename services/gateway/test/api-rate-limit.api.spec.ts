import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { fakeShellDist, gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

const LIMIT = 5;

/**
 * The per-address ceiling on /api calls. The gateway trusts one proxy hop here, so X-Forwarded-For names
 * the client the way a load balancer would; without TRUST_PROXY that header counts for nothing.
 */
describe('gateway: a ceiling on /api calls per client address', () => {
  let auth: FakeAuth;
  let org: FakeUpstream;
  let app: NestExpressApplication;

  const start = async (env: Record<string, string>) => {
    const keys = await gatewayKeys();
    const gateway = await createGatewayApp({
      NODE_ENV: 'test',
      AUTH_SERVICE_URL: auth.url,
      ORG_SERVICE_URL: org.url,
      ...keys.env,
      SHELL_DIST_DIR: fakeShellDist(),
      ...env,
    });
    await gateway.init();
    return gateway;
  };
  const from = (address: string, path = '/api/technicians') => request(app.getHttpServer()).get(path).set('x-forwarded-for', address);

  beforeAll(async () => {
    const keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    org = await startUpstream('org');
    app = await start({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([auth?.close(), org?.close()]);
  });

  it('lets an address make its calls, then answers 429 RATE_LIMITED with Retry-After, without reaching the service', async () => {
    for (let call = 0; call < LIMIT; call += 1) await from('203.0.113.7').expect(200);
    const before = org.received.length;
    const limited = await from('203.0.113.7', '/api/locations/available');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(org.received.length).toBe(before);
  });

  it('counts each address on its own', async () => {
    await from('198.51.100.20').expect(200);
  });

  it('leaves health checks, the shell and the remotes’ files alone', async () => {
    for (let call = 0; call < LIMIT + 2; call += 1) {
      expect((await from('192.0.2.99', '/api/health')).status).not.toBe(429);
      expect((await from('192.0.2.99', '/config.json')).status).not.toBe(429);
      expect((await from('192.0.2.99', '/dashboard')).status).not.toBe(429);
    }
  });

  it('is off with API_RATE_LIMIT_PER_MINUTE=0', async () => {
    const unlimited = await start({ API_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      for (let call = 0; call < LIMIT * 3; call += 1) await request(unlimited.getHttpServer()).get('/api/technicians').expect(200);
    } finally {
      await unlimited.close();
    }
  });
});

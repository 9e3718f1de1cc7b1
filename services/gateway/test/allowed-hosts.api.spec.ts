import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { fakeShellDist, gatewayKeys, startFakeAuth, startUpstream, type FakeAuth, type FakeUpstream } from './support/fake-upstreams.js';

const NOT_LOCAL = {
  statusCode: 421,
  code: 'HOST_NOT_ALLOWED',
  message: 'This server answers on localhost only; list the addresses people use in PUBLIC_ORIGINS',
};
const NOT_CONFIGURED = { statusCode: 421, code: 'HOST_NOT_ALLOWED', message: 'This server does not answer under that name' };

/** Every kind of path the gateway answers: the shell, a deep link, a remote's files, the API, config and health. */
const PATHS = ['/', '/admin/dashboard', '/main.1a2b3c4d.js', '/remotes/mf-tech/mf-manifest.json', '/api/admin/exists', '/config.json', '/health/ready'];

describe('gateway: the host names it answers to (DNS rebinding)', () => {
  let keys: Awaited<ReturnType<typeof gatewayKeys>>;
  let auth: FakeAuth;
  let mfTech: FakeUpstream;
  let shellDir: string;

  const start = async (env: Record<string, string> = {}): Promise<NestExpressApplication> => {
    const app = await createGatewayApp({
      NODE_ENV: 'test',
      AUTH_SERVICE_URL: auth.url,
      REMOTE_MF_TECH_ORIGIN: mfTech.url,
      ...keys.env,
      SHELL_DIST_DIR: shellDir,
      ...env,
    });
    await app.init();
    return app;
  };

  beforeAll(async () => {
    keys = await gatewayKeys();
    auth = await startFakeAuth(keys.servicePublicJwks);
    mfTech = await startUpstream('mf-tech');
    shellDir = fakeShellDist();
  });

  afterAll(async () => {
    await Promise.all([auth?.close(), mfTech?.close()]);
    rmSync(shellDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    auth.received.length = 0;
    mfTech.received.length = 0;
  });

  describe('with no PUBLIC_ORIGINS (a local install)', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await start();
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each(PATHS)('refuses %s addressed by another name with 421 HOST_NOT_ALLOWED, reaching nothing behind it', async (path) => {
      const response = await request(app.getHttpServer()).get(path).set('host', 'rebind.evil.example:8080');
      expect(response.status).toBe(421);
      expect(response.body).toEqual(NOT_LOCAL);
      expect(response.headers['cache-control']).toBe('no-store');
      expect([...auth.received, ...mfTech.received]).toEqual([]);
    });

    it('refuses the first-run setup posted from a rebound page, even with a matching Origin', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/admin/setup')
        .set('host', 'rebind.evil.example:8080')
        .set('origin', 'http://rebind.evil.example:8080')
        .set('sec-fetch-site', 'same-origin')
        .send({ fullName: 'Mallory', email: 'm@evil.example', password: 'correct horse battery' });
      expect(response.status).toBe(421);
      expect(auth.received).toEqual([]);
    });

    it.each(['localhost:8080', 'LOCALHOST', '127.0.0.1:18080', '[::1]:8080', '[::1]'])(
      'serves pages and the API on the loopback name %s, any port',
      async (host) => {
        const page = await request(app.getHttpServer()).get('/admin/dashboard').set('host', host);
        expect(page.status).toBe(200);
        expect(page.text).toContain('<div id="root">');
        const health = await request(app.getHttpServer()).get('/api/health').set('host', host);
        expect(health.status).toBe(200);
      },
    );

    it.each(['', 'localhost.evil.example', '127.0.0.1.nip.io', 'localhost@evil.example', 'evil.example/localhost', '127.1', '[::1'])(
      'refuses the look-alike or malformed Host %j',
      async (host) => {
        const response = await request(app.getHttpServer()).get('/api/health').set('host', host);
        expect(response.status).toBe(421);
        expect(response.body.code).toBe('HOST_NOT_ALLOWED');
      },
    );
  });

  describe('with PUBLIC_ORIGINS configured', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await start({ PUBLIC_ORIGINS: 'https://irrigo.example.com, http://office.example.com:8080' });
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each(['irrigo.example.com', 'Irrigo.Example.COM:443', 'office.example.com:8080'])('serves the configured host %s', async (host) => {
      const response = await request(app.getHttpServer()).get('/').set('host', host);
      expect(response.status).toBe(200);
    });

    it.each(['localhost:8080', 'evil.example', 'irrigo.example.com.evil.example'])('refuses pages and the API on %s', async (host) => {
      for (const path of ['/', '/api/admin/exists']) {
        const response = await request(app.getHttpServer()).get(path).set('host', host);
        expect(response.status).toBe(421);
        expect(response.body).toEqual(NOT_CONFIGURED);
      }
      expect(auth.received).toEqual([]);
    });

    it('still answers the health checks on loopback, for the load balancer and the stack', async () => {
      await request(app.getHttpServer()).get('/api/health').set('host', '127.0.0.1:8080').expect(200);
      await request(app.getHttpServer()).get('/health').set('host', 'localhost').expect(200);
      const elsewhere = await request(app.getHttpServer()).get('/api/health').set('host', 'evil.example');
      expect(elsewhere.status).toBe(421);
    });
  });

  describe('behind a load balancer', () => {
    it('judges the forwarded host under TRUST_PROXY, and only then', async () => {
      const trusting = await start({ PUBLIC_ORIGINS: 'https://irrigo.example.com', TRUST_PROXY: 'loopback' });
      const ignoring = await start({ PUBLIC_ORIGINS: 'https://irrigo.example.com' });
      try {
        const forwarded = (app: NestExpressApplication, name: string) =>
          request(app.getHttpServer()).get('/').set('host', 'gateway.internal:8080').set('x-forwarded-host', name).set('x-forwarded-proto', 'https');
        expect((await forwarded(trusting, 'irrigo.example.com')).status).toBe(200);
        expect((await forwarded(trusting, 'evil.example')).status).toBe(421);
        expect((await forwarded(ignoring, 'irrigo.example.com')).status).toBe(421);
      } finally {
        await Promise.all([trusting.close(), ignoring.close()]);
      }
    });
  });
});

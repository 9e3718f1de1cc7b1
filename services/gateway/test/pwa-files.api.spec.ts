import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { fakeShellDist, gatewayKeys } from './support/fake-upstreams.js';

/** The installable app's files as the shell's build writes them (tools/build/pwa.mjs). */
const MANIFEST = { id: '/', name: 'Irrigo', start_url: '/tech-dashboard', display: 'standalone', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function cspDirectives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values.join(' ')]),
  );
}

describe('the installable app: service worker and web app manifest', () => {
  let shellDir: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    shellDir = fakeShellDist();
    writeFileSync(join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(join(shellDir, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
    mkdirSync(join(shellDir, 'icons'));
    writeFileSync(join(shellDir, 'icons', 'icon-192.png'), Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64)]));
    const keys = await gatewayKeys();
    app = await createGatewayApp({ NODE_ENV: 'test', ...keys.env, SHELL_DIST_DIR: shellDir });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  const server = () => app.getHttpServer();

  it('serves /sw.js as JavaScript that the HTTP cache must revalidate on every use', async () => {
    const response = await request(server()).get('/sw.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('addEventListener');
  });

  it('serves /manifest.webmanifest as application/manifest+json, revalidated on every use', async () => {
    const response = await request(server()).get('/manifest.webmanifest').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.text)).toEqual(MANIFEST);
  });

  it('serves the icons as PNG images', async () => {
    const response = await request(server()).get('/icons/icon-192.png').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers a missing service worker with 404, never with the app page', async () => {
    rmSync(join(shellDir, 'sw.js'));
    try {
      const response = await request(server()).get('/sw.js').set('accept', '*/*');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    } finally {
      writeFileSync(join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    }
  });

  it.each(['/', '/tech-dashboard', '/sw.js', '/manifest.webmanifest'])('lets %s register workers and read the manifest from this origin only', async (path) => {
    const response = await request(server())
      .get(path)
      .set('accept', path.includes('.') ? '*/*' : 'text/html')
      .expect(200);
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('manifest-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
  });
});

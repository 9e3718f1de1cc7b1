import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createGatewayApp } from '../src/gateway-app.js';
import { fakeShellDist, gatewayKeys } from './support/fake-upstreams.js';

const SERVE_STATIC = fileURLToPath(new URL('../../../tools/stack/serve-static.mjs', import.meta.url));

/** What a full source map gives away: every source file, with the build machine's paths. */
const FULL_MAP = JSON.stringify({
  version: 3,
  file: 'main.1a2b3c4d.js',
  sources: ['webpack://irrigo/home/builder/irrigo/apps/shell/src/app/App.tsx'],
  sourcesContent: ['export function App() { /* the whole source */ }'],
  mappings: 'AAAA',
});

/** A remote's build folder behind the stack's own static server (tools/stack/serve-static.mjs), on a free port. */
async function startRemoteServer(dir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [SERVE_STATIC, dir, '0', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}: ${output}`)));
  });
  return { url, process: child };
}

describe('source maps are never public', () => {
  let shellDir: string;
  let remoteDir: string;
  let remote: { url: string; process: ChildProcess };
  let app: NestExpressApplication;

  beforeAll(async () => {
    shellDir = fakeShellDist();
    writeFileSync(join(shellDir, 'main.1a2b3c4d.js.map'), FULL_MAP);
    writeFileSync(join(shellDir, 'main.1a2b3c4d.css.map'), FULL_MAP);
    remoteDir = mkdtempSync(join(tmpdir(), 'irrigo-remote-'));
    writeFileSync(join(remoteDir, 'remoteEntry.js'), 'var mf_tech;');
    writeFileSync(join(remoteDir, '390.7733da86.js'), 'console.log(1);');
    writeFileSync(join(remoteDir, '390.7733da86.js.map'), FULL_MAP);
    remote = await startRemoteServer(remoteDir);
    const keys = await gatewayKeys();
    app = await createGatewayApp({
      NODE_ENV: 'test',
      REMOTE_MF_TECH_ORIGIN: remote.url,
      ...keys.env,
      SHELL_DIST_DIR: shellDir,
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    remote?.process.kill();
    rmSync(shellDir, { recursive: true, force: true });
    rmSync(remoteDir, { recursive: true, force: true });
  });

  it.each(['/main.1a2b3c4d.js.map', '/main.1a2b3c4d.css.map', '/MAIN.1A2B3C4D.JS.MAP'])(
    'answers the shell’s %s with 404, even when a build left it there',
    async (path) => {
      for (const accept of ['*/*', 'text/html']) {
        const response = await request(app.getHttpServer()).get(path).set('accept', accept);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
        expect(response.text).not.toContain('sourcesContent');
      }
    },
  );

  it('answers a remote’s map with 404 through the gateway and from the remote’s own server', async () => {
    const viaGateway = await request(app.getHttpServer()).get('/remotes/mf-tech/390.7733da86.js.map');
    expect(viaGateway.status).toBe(404);
    expect(viaGateway.text).not.toContain('sourcesContent');
    const direct = await fetch(`${remote.url}/390.7733da86.js.map`);
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain('sourcesContent');
  });

  it('still serves the code itself', async () => {
    await request(app.getHttpServer()).get('/main.1a2b3c4d.js').expect(200);
    await request(app.getHttpServer()).get('/remotes/mf-tech/390.7733da86.js').expect(200, 'console.log(1);');
  });
});

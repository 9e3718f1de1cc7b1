#!/usr/bin/env node
// Prints, from one run of the whole stack on this machine:
//   - requests/s and p99 of GET /api/health and GET /api/auth/user, direct to the service and through
//     the gateway, with the gateway's ratio (stack-facts.md measured 0.56× for health with keep-alive);
//   - the embedded database under 50 concurrent mixed requests through the gateway: sign-ins (a rate-limit
//     row, a session and an audit row, partly in transactions), session reads, the team list and the security
//     log, with the throughput and every answer that was not a 2xx (issue 7: 5–15 % failed before);
//   - the gzip size of everything the browser loads for /tech-login.
// Numbers only: nothing here passes or fails. Options: --duration <s> (default 10), --connections <n> (50).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { HEADERS } from '@irrigo/contracts';
import { importIdentityKey, importServiceSigningKey, signIdentityAssertion, signServiceToken } from '@irrigo/nest-kit';
import { loadOrCreateSecrets } from '../tools/stack/secrets.mjs';
import { startStack } from '../tools/stack/stack.mjs';

const { values: options } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const OWNER = { fullName: 'Bench Owner', email: 'bench@irrigo.test', organizationName: 'Bench Irrigation', password: 'Load-Test-Meadow-2026!' };

/** Ports 20000 above `npm start`'s, so the bench can run beside a development stack. */
const BENCH_PORT_OFFSET = 20_000;

async function load(title, url, headers = {}, requests = undefined) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, ...(requests ? { requests } : {}) });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p99: result.latency.p99, failures: non2xx, total: result.requests.total, serverErrors: result['5xx'] };
}

/** Reads and writes in turn on every connection, as many people using the product at once do. */
function mixedRequests(cookie, gateway) {
  const json = { 'content-type': 'application/json', origin: gateway };
  return [
    { method: 'POST', path: '/api/admin/login', headers: json, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) },
    { method: 'GET', path: '/api/auth/user', headers: { cookie } },
    { method: 'GET', path: '/api/auth/accounts', headers: { cookie } },
    { method: 'GET', path: '/api/audit-events', headers: { cookie } },
  ];
}

/** Signs in through the gateway and returns the session cookie and the identity the gateway would forward. */
async function signIn(gateway, authUrl, secrets) {
  const setup = await fetch(`${gateway}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway },
    body: JSON.stringify(OWNER),
  });
  if (!setup.ok) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = decodeURIComponent(cookie.split('=').slice(1).join('='));
  const resolved = await fetch(`${authUrl}/internal/sessions/resolve`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADERS.service]: await signServiceToken(await importServiceSigningKey(secrets.serviceKeys.gateway.privateJwk), 'gateway', 'auth'),
    },
    body: JSON.stringify({ token }),
  });
  const { user } = await resolved.json();
  if (!user) throw new Error('the new session did not resolve');
  return { cookie, user };
}

/** Everything /tech-login makes the browser download, each file gzipped as a server would send it. */
async function techLoginWeight(gateway) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (!['document', 'script', 'stylesheet', 'fetch', 'font', 'image'].includes(type) || !response.ok()) return;
      const body = await response.body().catch(() => null);
      if (body) files.push({ path: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${gateway}/tech-login`, { waitUntil: 'load' });
    // The screen is there once its form is; the connectivity check keeps polling, so "network idle" never comes.
    await page.locator('form input[type="email"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    return files;
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'irrigo-bench-'));
// 50 connections from one address are far past the gateway's per-address ceiling; the bench measures throughput.
// Sign-ins are part of the mixed load: auth's limits on sign-in attempts are raised for the bench alone
// (the stack's processes inherit this process's environment).
Object.assign(process.env, { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '100000', RATE_LIMIT_LOGIN_PER_ADDRESS: '100000' });
const stack = await startStack({ portOffset: BENCH_PORT_OFFSET, dataDir, output: 'none', env: { ...process.env, API_RATE_LIMIT_PER_MINUTE: '0' } });
try {
  if (stack.missing.length > 0) throw new Error(`the stack is incomplete:\n${stack.missing.join('\n')}`);
  const gateway = stack.url;
  const authUrl = `http://127.0.0.1:${stack.ports.auth}`;
  const secrets = loadOrCreateSecrets(dataDir);
  const { cookie, user } = await signIn(gateway, authUrl, secrets);
  const privateKey = await importIdentityKey(secrets.identityPrivateJwk);
  // Valid for 30 s: long enough for one measurement window of the direct call. Addressed to auth, as the gateway would.
  const assertion = async (usr) => signIdentityAssertion(privateKey, { rid: 'bench', ip: '127.0.0.1', https: false, ...(usr ? { usr } : {}) }, 'auth');

  console.log(`\nIrrigo bench: ${CONNECTIONS} connections, ${DURATION_S} s per measurement, ${new Date().toISOString()}\n`);
  const pairs = [
    [
      await load('GET /health/ready on services/auth (direct)', `${authUrl}/health/ready`),
      await load('GET /api/health (gateway; checks all three services)', `${gateway}/api/health`),
    ],
    [
      await load('GET /api/auth/user (direct, signed assertion)', `${authUrl}/api/auth/user`, { [HEADERS.identity]: await assertion(user) }),
      await load('GET /api/auth/user (gateway, session cookie)', `${gateway}/api/auth/user`, { cookie }),
    ],
  ];
  console.log('| measurement | requests/s | p99 ms | failed |');
  console.log('|---|---:|---:|---:|');
  for (const pair of pairs) for (const m of pair) console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p99} | ${m.failures} |`);
  console.log('');
  for (const [direct, viaGateway] of pairs) {
    console.log(`gateway ratio, ${viaGateway.title.split(' (')[0]}: ${(viaGateway.rps / direct.rps).toFixed(2)}× of direct`);
  }

  const mixed = await load('mixed sign-ins and reads (gateway, embedded database)', gateway, {}, mixedRequests(cookie, gateway));
  console.log(
    `\n${mixed.title}: ${mixed.rps.toFixed(0)} requests/s, p99 ${mixed.p99} ms, ${mixed.total} requests, ${mixed.failures} not 2xx (${mixed.serverErrors} 5xx)`,
  );

  const files = await techLoginWeight(gateway);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  console.log(`\n/tech-login loads ${files.length} files: ${(total.gzip / 1024).toFixed(1)} KiB gzip (${(total.raw / 1024).toFixed(1)} KiB raw)`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.type.padEnd(10)} ${f.path}`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

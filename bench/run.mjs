#!/usr/bin/env node
// Prints, from one run of the whole stack on this machine:
//   - http: requests/s and p99 of GET /api/health and GET /api/auth/user, direct to the service and through
//     the gateway, with the gateway's ratio (stack-facts.md measured 0.56× for health with keep-alive); the
//     embedded database under 50 concurrent mixed requests through the gateway: sign-ins (a rate-limit row, a
//     session and an audit row, partly in transactions), session reads, the team list and the security log,
//     with the throughput and every answer that was not a 2xx (issue 7: 5–15 % failed before);
//   - weight (page-weight.mjs): the gzip bytes of /tech-login and /tech-dashboard on a cold visit against
//     issue 9's budgets, and where /tech-dashboard's files come from on a repeat visit;
//   - lighthouse (lighthouse.mjs): Lighthouse's mobile scores of /tech-login, /tech-dashboard and /dashboard;
//   - pricebook (pricebook-search.mjs): p50/p99 of pricebook item searches through the gateway over 5,000 items,
//     on the stack's database (PGlite, or PostgreSQL when DATABASE_URL is set);
//   - customers (customer-search.mjs): p50/p99 of customer searches through the gateway over 20,000 customers
//     with 30,000 sites, on the stack's database likewise;
//   - media (media-upload.mjs): the time to upload 10 photos of 1–2 MB (2048 px JPEGs) as a technician through the
//     gateway, one after another and 3 at a time;
//   - inspections (inspection-save.mjs): median and p95 of saving a 40-zone inspection (40 findings, 40 media
//     entries) as a technician through the gateway, created and then changed on its version;
//   - dashboard (dashboard-stats.mjs, only when asked for: it seeds 1,000,000 inspections): p50/p99 of the office
//     dashboard's figures per period and of the recent list, and the database's own time for each query;
//   - report (report-pdf.mjs): the time to render the customer's PDF report of a 40-zone inspection with 20 included
//     photos (and to serve the stored one), and how far the inspections service's memory rises meanwhile.
// Numbers only: nothing here passes or fails. Options: --duration <s> (default 10), --connections <n> (50),
// --only <parts> (comma-separated: http, weight, lighthouse, pricebook, customers, media, inspections, dashboard, report; `pages` is weight and lighthouse), --no-build (measure
// the dist folders as they are).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HEADERS } from '@irrigo/contracts';
import { importIdentityKey, importServiceSigningKey, signIdentityAssertion, signServiceToken } from '@irrigo/nest-kit';
import { loadOrCreateSecrets } from '../tools/stack/secrets.mjs';
import { startStack } from '../tools/stack/stack.mjs';
import { OWNER, cookieHeader, signInOwner, signInTechnician } from './accounts.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measureCustomerSearch } from './customer-search.mjs';
import { measureDashboardStats } from './dashboard-stats.mjs';
import { measureInspectionSave } from './inspection-save.mjs';
import { measureMediaUpload } from './media-upload.mjs';
import { measurePricebookSearch } from './pricebook-search.mjs';
import { measureReportPdf } from './report-pdf.mjs';
import { orgDatabaseUrl } from './search-bench.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: 'http,weight,lighthouse,pricebook,customers,media,inspections,report' },
    'no-build': { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const PARTS = new Set(options.only.split(',').flatMap((part) => (part.trim() === 'pages' ? ['weight', 'lighthouse'] : [part.trim()])));
for (const part of PARTS)
  if (!['http', 'weight', 'lighthouse', 'pricebook', 'customers', 'media', 'inspections', 'dashboard', 'report'].includes(part))
    throw new Error(`--only: unknown part ${part} (http, weight, lighthouse, pricebook, customers, media, inspections, dashboard, report, pages)`);

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
  const cookies = await signInOwner(gateway);
  const cookie = cookieHeader(cookies);
  const token = decodeURIComponent(cookies[0].value);
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

/** Throughput of the API, direct and through the gateway, and of the embedded database under mixed load. */
async function measureHttp(gateway, authUrl, secrets) {
  const { cookie, user } = await signIn(gateway, authUrl, secrets);
  const privateKey = await importIdentityKey(secrets.identityPrivateJwk);
  // Valid for 30 s: long enough for one measurement window of the direct call. Addressed to auth, as the gateway would.
  const assertion = async (usr) => signIdentityAssertion(privateKey, { rid: 'bench', ip: '127.0.0.1', https: false, ...(usr ? { usr } : {}) }, 'auth');

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per measurement\n`);
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
}

const dataDir = mkdtempSync(join(tmpdir(), 'irrigo-bench-'));
// 50 connections from one address are far past the gateway's per-address ceiling; the bench measures throughput.
// Sign-ins are part of the mixed load: auth's limits on sign-in attempts are raised for the bench alone
// (the stack's processes inherit this process's environment).
Object.assign(process.env, { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '100000', RATE_LIMIT_LOGIN_PER_ADDRESS: '100000' });
const stack = await startStack({
  portOffset: BENCH_PORT_OFFSET,
  dataDir,
  output: 'none',
  build: !options['no-build'],
  env: { ...process.env, API_RATE_LIMIT_PER_MINUTE: '0' },
});
try {
  if (stack.missing.length > 0) throw new Error(`the stack is incomplete:\n${stack.missing.join('\n')}`);
  const gateway = stack.url;
  console.log(`\nIrrigo bench: ${[...PARTS].join(', ')}; ${new Date().toISOString()}`);
  // Several people build the same dist folders: say which build the page numbers are of.
  const built = ['shell/dist/index.html', 'mf-auth/dist/mf-manifest.json', 'mf-admin/dist/mf-manifest.json', 'mf-tech/dist/mf-manifest.json'].map(
    (file) =>
      `${file.split('/')[0]} ${statSync(join(import.meta.dirname, '..', 'apps', file))
        .mtime.toISOString()
        .slice(11, 19)}`,
  );
  console.log(`front ends built at (UTC): ${built.join(', ')}`);
  if (PARTS.has('http')) await measureHttp(gateway, `http://127.0.0.1:${stack.ports.auth}`, loadOrCreateSecrets(dataDir));
  // The demo technician signs in once (the sign-in changes their password), for the pages and the uploads.
  let technician;
  if (PARTS.has('weight') || PARTS.has('lighthouse')) {
    const owner = await signInOwner(gateway);
    technician = await signInTechnician(gateway, owner);
    if (PARTS.has('weight')) await measurePageWeight(gateway, technician);
    if (PARTS.has('lighthouse')) await runLighthouse(gateway, { owner, technician });
  }
  if (PARTS.has('pricebook')) {
    await measurePricebookSearch(gateway, orgDatabaseUrl(stack, dataDir), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)');
  }
  if (PARTS.has('customers')) {
    await measureCustomerSearch(gateway, orgDatabaseUrl(stack, dataDir), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)');
  }
  if (PARTS.has('media')) {
    await measureMediaUpload(gateway, orgDatabaseUrl(stack, dataDir), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)', technician);
  }
  if (PARTS.has('inspections')) {
    await measureInspectionSave(gateway, orgDatabaseUrl(stack, dataDir), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)', technician);
  }
  if (PARTS.has('report')) {
    const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
    await measureReportPdf(gateway, orgDatabaseUrl(stack, dataDir), label, stack.ports.inspections, technician);
  }
  if (PARTS.has('dashboard')) {
    await measureDashboardStats(gateway, orgDatabaseUrl(stack, dataDir), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)');
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

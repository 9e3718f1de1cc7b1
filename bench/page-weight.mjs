// What the technicians' screens make a phone download (issue 9's byte budgets), printed, never asserted:
//   - /tech-login on a cold visit;
//   - /tech-dashboard on a cold visit with a technician's session (an empty cache: the pessimistic case of
//     "after sign-in", e.g. the first visit after a deploy);
//   - /tech-dashboard again in the same browser, reloaded once the service worker (if any) is active: where each
//     JS and CSS file came from (network, service worker, HTTP cache) and the data requests beside them.
// Each file is counted gzipped as a server would send it (its body through gzip level 6), whatever the gateway did.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TECHNICIAN, TECHNICIAN_LOCAL_STORAGE } from './accounts.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 9, in kB (1,000 bytes: the stricter reading of "KB") of gzip per cold visit. */
const BUDGET_KB = { techLogin: 150, techDashboard: 250 };

/** The kinds of response counted (HTML, JS, CSS, fonts, images, fetched JSON such as the MF manifests and /api). */
const COUNTED_TYPES = ['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font', 'image', 'manifest'];
/** After the screen's landmark shows: lazy chunks and the first data calls land within this. */
const SETTLE_MS = 1_000;
const BODY_WAIT_MS = 5_000;

/** Progress goes to stderr, so that stdout holds only the numbers. */
export const progress = (what) => process.stderr.write(`bench: ${what}\n`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files, field = 'gzip') => files.reduce((total, f) => total + f[field], 0);

const SCREENS = {
  techLogin: { path: '/tech-login', ready: (page) => page.locator('form input[type="email"]').waitFor({ timeout: 30_000 }) },
  techDashboard: {
    path: '/tech-dashboard',
    ready: (page) => page.getByRole('heading', { level: 1, name: new RegExp(TECHNICIAN.firstName) }).waitFor({ timeout: 30_000 }),
  },
};

/** A response's body, or null when Chrome never hands it over (a request still open when the page moved on). */
function bodyOf(response) {
  return Promise.race([response.body().catch(() => null), new Promise((resolve) => setTimeout(() => resolve(null), BODY_WAIT_MS))]);
}

/**
 * Loads `screen` in a fresh context and records every counted response, including what a service worker
 * fetches on its own (its precache is part of what a cold visit costs).
 */
async function coldVisit(browser, gateway, screen, { cookies = [], localStorage = {} } = {}) {
  progress(`cold visit of ${screen.path}`);
  const context = await browser.newContext();
  if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, url: gateway })));
  if (Object.keys(localStorage).length > 0) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
    }, localStorage);
  }
  const files = [];
  const pending = [];
  context.on('response', (response) => {
    const type = response.request().resourceType();
    if (!COUNTED_TYPES.includes(type) || !response.ok()) return;
    const bySw = response.request().serviceWorker() !== null;
    const path = new URL(response.url()).pathname;
    pending.push(
      bodyOf(response).then((body) =>
        files.push(body ? { path, type, raw: body.length, gzip: gzipSync(body).length, bySw } : { path, type, raw: 0, gzip: 0, bySw, unread: true }),
      ),
    );
  });
  const page = await context.newPage();
  await page.goto(`${gateway}${screen.path}`, { waitUntil: 'load' });
  // The screen is there once its landmark is; the connectivity check keeps polling, so "network idle" never comes.
  await screen.ready(page);
  await page.waitForTimeout(SETTLE_MS);
  // A service worker's install (its precache) belongs to the cold visit: wait until it is active, at most 15 s.
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker?.getRegistration().then((registration) => registration && navigator.serviceWorker.ready),
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]),
  );
  await Promise.all(pending);
  return { context, page, files };
}

/** The folder a file is served from: the shell at `/`, each remote under /remotes/<name>/. */
const folderOf = (path) => /^\/remotes\/[^/]+\//.exec(path)?.[0] ?? '/';

function printCold(title, files, budgetKb) {
  const own = files.filter((f) => !f.bySw);
  const bySw = files.filter((f) => f.bySw);
  const verdict = (bytes) => (bytes <= budgetKb * 1000 ? `${kb(budgetKb * 1000 - bytes)} under` : `${kb(bytes - budgetKb * 1000)} OVER`);
  const total = sum(own);
  console.log(`\n${title}: ${own.length} files, ${kb(total)} gzip (${kib(total)}; ${kib(sum(own, 'raw'))} raw) vs budget ${budgetKb} kB: ${verdict(total)}`);
  const types = [...new Set(own.map((f) => f.type))];
  console.log(
    `  by type: ${types
      .map((type) => own.filter((f) => f.type === type))
      .map((list) => `${list[0].type} ${kb(sum(list))} (${list.length})`)
      .join(', ')}`,
  );
  const unread = own.filter((f) => f.unread);
  if (unread.length > 0) console.log(`  not counted (still open when measured): ${unread.map((f) => f.path).join(', ')}`);
  const biggest = [...own].sort((a, b) => b.gzip - a.gzip);
  for (const f of biggest.slice(0, 12)) console.log(`  ${kib(f.gzip).padStart(10)}  ${f.type.padEnd(10)} ${f.path}`);
  if (biggest.length > 12) console.log(`  ${''.padStart(10)}  … ${biggest.length - 12} smaller files, ${kib(sum(biggest.slice(12)))}`);
  if (bySw.length === 0) {
    console.log('  the service worker downloaded nothing of its own');
    return;
  }
  // The worker's precache requests are extra downloads of the same visit (Workbox fetches them with cache: 'reload').
  const folders = [...new Set(bySw.map((f) => folderOf(f.path)))].map((folder) => bySw.filter((f) => folderOf(f.path) === folder));
  console.log(
    `  + the service worker's own downloads: ${bySw.length} files, ${kb(sum(bySw))} gzip ` +
      `(${folders.map((list) => `${folderOf(list[0].path)} ${kb(sum(list))} (${list.length})`).join(', ')})`,
  );
  console.log(`  = ${kb(total + sum(bySw))} gzip with them vs budget ${budgetKb} kB: ${verdict(total + sum(bySw))}`);
}

/** Where the page's requests came from on a reload, per Chrome's own network events. */
async function repeatVisit(context, page, screen) {
  progress(`repeat visit of ${screen.path}`);
  const scopes = await page.evaluate(async () => (navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope) : []));
  let worker = null;
  if (scopes.length > 0) {
    worker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
        new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]),
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const entry = (id) => requests.get(id) ?? requests.set(id, { memoryCache: false, encoded: 0 }).get(id);
  cdp.on('Network.requestServedFromCache', ({ requestId }) => (entry(requestId).memoryCache = true));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    Object.assign(entry(requestId), {
      url: response.url,
      type: type.toLowerCase(),
      status: response.status,
      fromServiceWorker: response.fromServiceWorker === true,
      fromHttpCache: response.fromDiskCache === true || response.fromPrefetchCache === true,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => (entry(requestId).encoded = encodedDataLength));
  const swFetches = [];
  const onWorkerResponse = (response) => {
    if (!response.request().serviceWorker()) return;
    const fetched = { path: new URL(response.url()).pathname, status: response.status(), gzip: 0 };
    swFetches.push(fetched);
    bodies.push(bodyOf(response).then((body) => body && (fetched.gzip = gzipSync(body).length)));
  };
  const sizes = new Map();
  const bodies = [];
  context.on('response', onWorkerResponse);
  const onResponse = (response) => bodies.push(bodyOf(response).then((body) => body && sizes.set(response.url(), gzipSync(body).length)));
  page.on('response', onResponse);

  await page.reload({ waitUntil: 'load' });
  await screen.ready(page);
  await page.waitForTimeout(SETTLE_MS);
  await Promise.all(bodies);
  context.off('response', onWorkerResponse);
  page.off('response', onResponse);
  await cdp.detach();

  const seen = [...requests.values()]
    .filter((r) => r.url && !r.url.startsWith('data:'))
    .map((r) => ({
      ...r,
      path: new URL(r.url).pathname,
      source: r.fromServiceWorker ? 'service worker' : r.fromHttpCache || r.memoryCache ? 'HTTP cache' : 'network',
      gzip: sizes.get(r.url) ?? 0,
    }));
  return { scopes, worker, seen, swFetches };
}

function printRepeat({ scopes, worker, seen, swFetches }) {
  console.log('\n/tech-dashboard repeat visit (same browser, reloaded):');
  if (scopes.length === 0) console.log('  no service worker: the page registered none, so only the HTTP cache can spare the network');
  else console.log(`  service worker ${worker ? `active: ${new URL(worker).pathname}` : 'registered but not active within 15 s'} (scope ${scopes.join(', ')})`);
  const code = seen.filter((r) => r.type === 'script' || r.type === 'stylesheet');
  const from = (source) => code.filter((r) => r.source === source);
  const network = from('network');
  console.log('  | JS and CSS from | files | gzip | bytes on the wire |');
  console.log('  |---|---:|---:|---:|');
  for (const source of ['network', 'service worker', 'HTTP cache']) {
    const list = from(source);
    console.log(`  | ${source} | ${list.length} | ${kib(sum(list))} | ${source === 'network' ? kib(sum(list, 'encoded')) : '-'} |`);
  }
  for (const r of network) console.log(`    from the network: ${r.path} (${kib(r.encoded)} on the wire)`);
  const data = seen.filter((r) => r.type !== 'script' && r.type !== 'stylesheet');
  console.log(`  other requests (${data.length}; documents, manifests and data):`);
  for (const r of data)
    console.log(`    ${r.source.padEnd(14)} ${r.type.padEnd(10)} ${String(r.status).padEnd(4)} ${kib(r.encoded).padStart(9)} on the wire  ${r.path}`);
  const workerCode = swFetches.filter((f) => /\.(js|css)$/.test(f.path));
  console.log(
    `  the service worker itself fetched ${swFetches.length} (${kib(sum(swFetches))} gzip), of which JS or CSS: ` +
      `${workerCode.length > 0 ? workerCode.map((f) => `${f.path} ${kib(f.gzip)}`).join(', ') : 'none'}`,
  );
  for (const f of swFetches) console.log(`    ${String(f.status).padEnd(4)} ${kib(f.gzip).padStart(9)} gzip  ${f.path}`);
}

/** Prints the three page-weight measurements; `technicianCookies` is a signed-in technician's session. */
export async function measurePageWeight(gateway, technicianCookies) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const login = await coldVisit(browser, gateway, SCREENS.techLogin);
    await login.context.close();
    printCold('/tech-login cold', login.files, BUDGET_KB.techLogin);

    const dashboard = await coldVisit(browser, gateway, SCREENS.techDashboard, { cookies: technicianCookies, localStorage: TECHNICIAN_LOCAL_STORAGE });
    printCold('/tech-dashboard cold, signed in as a technician (empty cache)', dashboard.files, BUDGET_KB.techDashboard);
    printRepeat(await repeatVisit(dashboard.context, dashboard.page, SCREENS.techDashboard));
    await dashboard.context.close();
  } finally {
    await browser.close();
  }
}

// What the customer and pricebook search benches share (issue 10): the service's text folding for seeded rows,
// the measurement (one request at a time, then 10 connections through the gateway), its table, and the
// standalone run on PGlite and then on PostgreSQL in a database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadOrCreateSecrets } from '../tools/stack/secrets.mjs';
import { startStack } from '../tools/stack/stack.mjs';

const SEQUENTIAL_REQUESTS = 300;

/** The services' folding of search text (customer-search.ts, pricebook-search.ts): lower case, accents stripped, spaces collapsed. */
export const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** A plan as one line: each node, with the index it used. */
export const planLine = (plan) => {
  const nodesOf = (node) => [node['Node Type'] + (node['Index Name'] ? ` on ${node['Index Name']}` : ''), ...(node.Plans ?? []).flatMap(nodesOf)];
  return `${nodesOf(plan.Plan).join(' > ')}; execution ${plan['Execution Time'].toFixed(2)} ms`;
};

/** services/org's database inside a stack: the server's when DATABASE_URL is set, else the stack's embedded one. */
export const orgDatabaseUrl = (stack, dataDir, serverUrl = process.env.DATABASE_URL) =>
  serverUrl || `postgres://postgres:${encodeURIComponent(loadOrCreateSecrets(dataDir).databasePassword)}@127.0.0.1:${stack.ports['pg-org']}/postgres`;

/** Runs `work` with a client on org's database and its (first) organization's id. */
export async function withOrganization(databaseUrl, what, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [organization] = (await client.query('SELECT id FROM org.organizations ORDER BY created_at LIMIT 1')).rows;
    if (!organization) throw new Error(`no organization to seed ${what} for`);
    return await work(client, organization.id);
  } finally {
    await client.end();
  }
}

/**
 * Each search's path, warmed up, then SEQUENTIAL_REQUESTS requests one at a time round the list (each one's
 * time is the server's, gateway included) and 5 s with 10 connections. Prints the heading and the table; answers
 * the times per search and each search's `total`.
 */
export async function measureSearches(gateway, cookie, heading, paths) {
  const searches = [...paths.keys()];
  for (const path of paths.values()) await fetch(`${gateway}${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());
  const times = [];
  const perSearch = new Map(searches.map((q) => [q, []]));
  const hits = new Map();
  for (let index = 0; index < SEQUENTIAL_REQUESTS; index++) {
    const q = searches[index % searches.length];
    const started = performance.now();
    const response = await fetch(`${gateway}${paths.get(q)}`, { headers: { cookie } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    times.push(elapsed);
    perSearch.get(q).push(elapsed);
    if (!response.ok) throw new Error(`search "${q}" answered ${response.status}: ${JSON.stringify(body)}`);
    hits.set(q, body.total);
  }
  times.sort((a, b) => a - b);
  const concurrent = await autocannon({
    url: gateway,
    connections: 10,
    duration: 5,
    requests: [...paths.values()].map((path) => ({ method: 'GET', path, headers: { cookie } })),
  });

  console.log(`\n${heading}`);
  console.log('| measurement | p50 ms | p99 ms | requests/s | not 2xx |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| one at a time, ${SEQUENTIAL_REQUESTS} searches (gateway) | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${(1000 / (times.reduce((a, b) => a + b, 0) / times.length)).toFixed(0)} | 0 |`,
  );
  console.log(
    `| 10 connections, 5 s (gateway) | ${concurrent.latency.p50} | ${concurrent.latency.p99} | ${concurrent.requests.average.toFixed(0)} | ${concurrent.non2xx + concurrent.errors + concurrent.timeouts} |`,
  );
  return { perSearch, hits };
}

/**
 * A bench run on its own: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set (in a
 * database of its own, dropped afterwards). `measure(gateway, databaseUrl, label)` is the bench.
 */
export async function runStandalone(name, portOffset, measure) {
  const runs = [{ label: 'PGlite (embedded)', env: { ...process.env, DATABASE_URL: '' } }];
  const serverUrl = process.env.DATABASE_URL;
  let benchDatabase;
  if (serverUrl) {
    benchDatabase = `irrigo_bench_${name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${benchDatabase}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${benchDatabase}`;
    runs.push({ label: 'PostgreSQL', env: { ...process.env, DATABASE_URL: url.toString() } });
  }
  try {
    for (const run of runs) {
      const dataDir = mkdtempSync(join(tmpdir(), `irrigo-bench-${name}-`));
      const env = { ...run.env, API_RATE_LIMIT_PER_MINUTE: '0' };
      if (!env.DATABASE_URL) delete env.DATABASE_URL;
      const stack = await startStack({ portOffset, dataDir, output: 'none', build: false, env });
      try {
        if (stack.missing.length > 0) throw new Error(`the stack is incomplete:\n${stack.missing.join('\n')}`);
        // The embedded run has no DATABASE_URL: '' (not undefined) keeps orgDatabaseUrl from falling back to process.env's server.
        await measure(stack.url, orgDatabaseUrl(stack, dataDir, env.DATABASE_URL ?? ''), run.label);
      } finally {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    if (benchDatabase) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
      await admin.end();
    }
  }
}

#!/usr/bin/env node
// Pricebook search at the scale of a real catalogue (issue 10): 5,000 items seeded straight into services/org's
// database in a few statements, then GET /api/pricebook/items?q=… through the gateway, one request at a time
// (each one's time is the server's, gateway included, on localhost) and with 10 connections. Prints p50/p99 per
// database and the plan PostgreSQL chose for one search. Goal: p99 ≤ 50 ms.
//   node bench/pricebook-search.mjs              PGlite, then PostgreSQL too when DATABASE_URL is set
//                                                (in a database of its own, dropped afterwards)
//   npm run bench -- --only pricebook            the same measurement on run.mjs's stack
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadOrCreateSecrets } from '../tools/stack/secrets.mjs';
import { startStack } from '../tools/stack/stack.mjs';
import { cookieHeader, signInOwner } from './accounts.mjs';

export const PRICEBOOK_ITEMS = 5_000;
/** The office list's first page (no search), then what an office or a technician types: English and Spanish, with and without accents, SKUs, a miss. */
const SEARCHES = [
  '',
  'rotor',
  'valvula',
  'válvula',
  'rain bird rotor',
  'ROT-1016',
  'codo pvc',
  'boquilla',
  'hunter valve',
  '3/4',
  'backflow kit',
  'goteo',
  'zzz-none',
];
const SEQUENTIAL_REQUESTS = 300;

const BRANDS = [
  'Rain Bird',
  'Hunter',
  'Toro',
  'Orbit',
  'Irritrol',
  'Weathermatic',
  'K-Rain',
  'Netafim',
  'Febco',
  'Wilkins',
  'Watts',
  'Rachio',
  'Lasco',
  'Dura',
  'Spears',
];
/** [English, Spanish, SKU stem, price cents] */
const PRODUCTS = [
  ['rotor', 'rotor', 'ROT', 2495],
  ['spray body', 'cuerpo de difusor', 'SPR', 895],
  ['rotary nozzle', 'boquilla rotativa', 'NOZ', 995],
  ['valve', 'válvula', 'VLV', 4995],
  ['solenoid', 'solenoide', 'SOL', 3995],
  ['controller', 'programador', 'CTL', 24900],
  ['rain sensor', 'sensor de lluvia', 'RSN', 5995],
  ['PVC elbow', 'codo de PVC', 'ELB', 195],
  ['PVC tee', 'te de PVC', 'TEE', 225],
  ['slip coupling', 'cople deslizante', 'CPL', 1895],
  ['swing pipe', 'tubo flexible', 'SWP', 5495],
  ['backflow repair kit', 'kit de reparación de contraflujo', 'BFK', 8995],
  ['drip emitter', 'emisor de goteo', 'EMT', 150],
  ['dripline', 'línea de goteo', 'DRL', 10995],
  ['valve box', 'caja de válvula', 'VBX', 2995],
  ['wire connector', 'conector de cable', 'WCN', 350],
];
const SIZES = ['1/2"', '3/4"', '1"', '1-1/4"', '1-1/2"', '2"', '4"', '6"', '12"'];

/** The one normalisation the service applies (services/org/src/pricebook/pricebook-search.ts). */
const normalise = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Seeds the organization's pricebook up to PRICEBOOK_ITEMS items: a category per product and one INSERT … unnest for the items. */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [organization] = (await client.query('SELECT id FROM org.organizations ORDER BY created_at LIMIT 1')).rows;
    if (!organization) throw new Error('no organization to seed a pricebook for');
    const { rows } = await client.query('SELECT count(*)::int AS count FROM org.pricebook_items WHERE organization_id = $1', [organization.id]);
    const missing = PRICEBOOK_ITEMS - rows[0].count;
    const started = performance.now();
    if (missing > 0) {
      const categories = (
        await client.query(
          `INSERT INTO org.pricebook_categories (organization_id, name_en, name_es, sort_order)
           SELECT $1, initcap(en), initcap(es), ord FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(en, es, ord) RETURNING id`,
          [organization.id, PRODUCTS.map((p) => `${p[0]}s`), PRODUCTS.map((p) => p[1])],
        )
      ).rows.map((row) => row.id);
      const columns = { category: [], sku: [], en: [], es: [], description: [], price: [], cost: [], search: [] };
      for (let index = 0; index < missing; index++) {
        const productIndex = index % PRODUCTS.length;
        const [en, es, stem, price] = PRODUCTS[productIndex];
        const brand = BRANDS[Math.floor(index / PRODUCTS.length) % BRANDS.length];
        const size = SIZES[index % SIZES.length];
        const model = 1000 + index;
        const item = {
          sku: `${stem}-${model}`,
          en: `${brand} ${model} ${en}, ${size}`,
          es: `${es[0].toUpperCase()}${es.slice(1)} ${brand} ${model}, ${size}`,
          description: `${brand} ${en} for residential and commercial systems`,
        };
        columns.category.push(categories[productIndex]);
        columns.sku.push(item.sku);
        columns.en.push(item.en);
        columns.es.push(item.es);
        columns.description.push(item.description);
        // One in fifty has no price, as in real catalogues synced from HCP.
        columns.price.push(index % 50 === 0 ? null : price + (index % 7) * 100);
        columns.cost.push(Math.round(price * 0.45));
        columns.search.push(normalise([item.en, item.es, item.sku, item.description].join(' ')));
      }
      await client.query(
        `INSERT INTO org.pricebook_items (organization_id, category_id, kind, sku, name_en, name_es, description_en, unit, price_cents, cost_cents, taxable, search_text)
         SELECT $1, c, 'material', s, en, es, d, 'each', p, co, true, st
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[]) AS i(c, s, en, es, d, p, co, st)`,
        [organization.id, columns.category, columns.sku, columns.en, columns.es, columns.description, columns.price, columns.cost, columns.search],
      );
      await client.query('ANALYZE org.pricebook_items');
    }
    const plan = (
      await client.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM org.pricebook_items WHERE organization_id = $1 AND search_text LIKE '%valvula%' ORDER BY name_en LIMIT 50`,
        [organization.id],
      )
    ).rows[0]['QUERY PLAN'][0];
    return { organizationId: organization.id, seeded: Math.max(missing, 0), seedMs: performance.now() - started, plan };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const nodesOf = (node) => [node['Node Type'] + (node['Index Name'] ? ` on ${node['Index Name']}` : ''), ...(node.Plans ?? []).flatMap(nodesOf)];

/** Seeds, then measures item searches through the gateway; prints one table. */
export async function measurePricebookSearch(gateway, databaseUrl, label) {
  const cookie = cookieHeader(await signInOwner(gateway));
  const { seeded, seedMs, plan } = await seed(databaseUrl);
  const url = (q) => `${gateway}/api/pricebook/items?q=${encodeURIComponent(q)}&pageSize=50`;

  for (const q of SEARCHES) await fetch(url(q), { headers: { cookie } }).then((response) => response.arrayBuffer()); // warm up
  const times = [];
  const hits = new Map();
  for (let index = 0; index < SEQUENTIAL_REQUESTS; index++) {
    const q = SEARCHES[index % SEARCHES.length];
    const started = performance.now();
    const response = await fetch(url(q), { headers: { cookie } });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`search "${q}" answered ${response.status}: ${JSON.stringify(body)}`);
    hits.set(q, body.total);
  }
  times.sort((a, b) => a - b);
  const concurrent = await autocannon({
    url: gateway,
    connections: 10,
    duration: 5,
    requests: SEARCHES.map((q) => ({ method: 'GET', path: `/api/pricebook/items?q=${encodeURIComponent(q)}&pageSize=50`, headers: { cookie } })),
  });

  console.log(`\npricebook search on ${label}: ${PRICEBOOK_ITEMS} items (${seeded} seeded in ${seedMs.toFixed(0)} ms)`);
  console.log('| measurement | p50 ms | p99 ms | requests/s | not 2xx |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| one at a time, ${SEQUENTIAL_REQUESTS} searches (gateway) | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${(1000 / (times.reduce((a, b) => a + b, 0) / times.length)).toFixed(0)} | 0 |`,
  );
  console.log(
    `| 10 connections, 5 s (gateway) | ${concurrent.latency.p50} | ${concurrent.latency.p99} | ${concurrent.requests.average.toFixed(0)} | ${concurrent.non2xx + concurrent.errors + concurrent.timeouts} |`,
  );
  console.log(`matches per search: ${[...hits].map(([q, total]) => `"${q}" ${total}`).join(', ')}`);
  console.log(`plan of '%valvula%': ${nodesOf(plan.Plan).join(' > ')}; execution ${plan['Execution Time'].toFixed(2)} ms`);
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  /** Port offset of this bench's stacks: beside `npm start`, the browser tests and run.mjs. */
  const PORT_OFFSET = 22_000;
  const runs = [{ label: 'PGlite (embedded)', env: { ...process.env, DATABASE_URL: '' } }];
  const serverUrl = process.env.DATABASE_URL;
  let benchDatabase;
  if (serverUrl) {
    benchDatabase = `irrigo_bench_pricebook_${process.pid}`;
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
      const dataDir = mkdtempSync(join(tmpdir(), 'irrigo-bench-pricebook-'));
      const env = { ...run.env, API_RATE_LIMIT_PER_MINUTE: '0' };
      if (!env.DATABASE_URL) delete env.DATABASE_URL;
      const stack = await startStack({ portOffset: PORT_OFFSET, dataDir, output: 'none', build: false, env });
      try {
        if (stack.missing.length > 0) throw new Error(`the stack is incomplete:\n${stack.missing.join('\n')}`);
        const databaseUrl =
          env.DATABASE_URL ||
          `postgres://postgres:${encodeURIComponent(loadOrCreateSecrets(dataDir).databasePassword)}@127.0.0.1:${stack.ports['pg-org']}/postgres`;
        await measurePricebookSearch(stack.url, databaseUrl, run.label);
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

#!/usr/bin/env node
// Pricebook search at the scale of a real catalogue (issue 10): 5,000 items seeded straight into services/org's
// database in a few statements, then GET /api/pricebook/items?q=… through the gateway, one request at a time
// (each one's time is the server's, gateway included, on localhost) and with 10 connections. Prints p50/p99 per
// database and the plan PostgreSQL chose for one search. Goal: p99 ≤ 50 ms.
//   node bench/pricebook-search.mjs              PGlite, then PostgreSQL too when DATABASE_URL is set
//                                                (in a database of its own, dropped afterwards)
//   npm run bench -- --only pricebook            the same measurement on run.mjs's stack
import { pathToFileURL } from 'node:url';
import { cookieHeader, signInOwner } from './accounts.mjs';
import { fold, measureSearches, planLine, runStandalone, withOrganization } from './search-bench.mjs';

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

/** Seeds the organization's pricebook up to PRICEBOOK_ITEMS items: a category per product and one INSERT … unnest for the items. */
function seed(databaseUrl) {
  return withOrganization(databaseUrl, 'a pricebook', async (client, organizationId) => {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM org.pricebook_items WHERE organization_id = $1', [organizationId]);
    const missing = PRICEBOOK_ITEMS - rows[0].count;
    const started = performance.now();
    if (missing > 0) {
      const categories = (
        await client.query(
          `INSERT INTO org.pricebook_categories (organization_id, name_en, name_es, sort_order)
           SELECT $1, initcap(en), initcap(es), ord FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(en, es, ord) RETURNING id`,
          [organizationId, PRODUCTS.map((p) => `${p[0]}s`), PRODUCTS.map((p) => p[1])],
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
        columns.search.push(fold([item.en, item.es, item.sku, item.description].join(' ')));
      }
      await client.query(
        `INSERT INTO org.pricebook_items (organization_id, category_id, kind, sku, name_en, name_es, description_en, unit, price_cents, cost_cents, taxable, search_text)
         SELECT $1, c, 'material', s, en, es, d, 'each', p, co, true, st
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[]) AS i(c, s, en, es, d, p, co, st)`,
        [organizationId, columns.category, columns.sku, columns.en, columns.es, columns.description, columns.price, columns.cost, columns.search],
      );
      await client.query('ANALYZE org.pricebook_items');
    }
    const plan = (
      await client.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM org.pricebook_items WHERE organization_id = $1 AND search_text LIKE '%valvula%' ORDER BY name_en LIMIT 50`,
        [organizationId],
      )
    ).rows[0]['QUERY PLAN'][0];
    return { seeded: Math.max(missing, 0), seedMs: performance.now() - started, plan };
  });
}

/** Seeds, then measures item searches through the gateway; prints one table. */
export async function measurePricebookSearch(gateway, databaseUrl, label) {
  const cookie = cookieHeader(await signInOwner(gateway));
  const { seeded, seedMs, plan } = await seed(databaseUrl);
  const { hits } = await measureSearches(
    gateway,
    cookie,
    `pricebook search on ${label}: ${PRICEBOOK_ITEMS} items (${seeded} seeded in ${seedMs.toFixed(0)} ms)`,
    new Map(SEARCHES.map((q) => [q, `/api/pricebook/items?q=${encodeURIComponent(q)}&pageSize=50`])),
  );
  console.log(`matches per search: ${[...hits].map(([q, total]) => `"${q}" ${total}`).join(', ')}`);
  console.log(`plan of '%valvula%': ${planLine(plan)}`);
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  /** Port offset of this bench's stacks: beside `npm start`, the browser tests and run.mjs. */
  await runStandalone('pricebook', 22_000, measurePricebookSearch);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

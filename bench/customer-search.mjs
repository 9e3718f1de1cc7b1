#!/usr/bin/env node
// Customer search at the scale of a large irrigation business (issue 10): 20,000 customers with 30,000 sites
// seeded straight into services/org's database in a few statements, then GET /api/customers?q=… through the
// gateway, one request at a time (each one's time is the server's, gateway included, on localhost) and with 10
// connections. Prints p50/p99 per database and the plan chosen for one search. Goal: ≤ 50 ms.
//   node bench/customer-search.mjs               PGlite, then PostgreSQL too when DATABASE_URL is set
//                                                (in a database of its own, dropped afterwards)
//   npm run bench -- --only customers            the same measurement on run.mjs's stack
import { pathToFileURL } from 'node:url';
import { cookieHeader, signInOwner } from './accounts.mjs';
import { fold, measureSearches, percentile, planLine, runStandalone, withOrganization } from './search-bench.mjs';

export const CUSTOMERS = 20_000;
export const SITES = 30_000;
/** What an office types: names with and without accents, a phone as dialled and as digits, a street, an e-mail, a company, a miss. */
const SEARCHES = ['lucia', 'Lucía Peña', 'pena', '(512) 555-0142', '5550142', 'oak ridge', 'gonzalez', 'hoa', '@gmail', 'ana', 'zzz-none', ''];

const FIRST_NAMES = [
  'Ana Lucía',
  'José',
  'María',
  'Guadalupe',
  'Luis',
  'Carmen',
  'John',
  'Emily',
  'Robert',
  'Mei',
  'David',
  'Sofía',
  'Jennifer',
  'Andrés',
  'Kevin',
  'Teresa',
  'Paul',
  'Ramón',
  'Linda',
  'Tomás',
];
const LAST_NAMES = [
  'Peña',
  'González',
  'García',
  'Martínez',
  'Smith',
  'Johnson',
  'Chen',
  'Okafor',
  'Ramírez',
  'Castillo',
  'Williams',
  'Núñez',
  'Brown',
  'Hernández',
  'Patel',
  'Morales',
  'Nguyen',
  'Álvarez',
  'Reyes',
  'Harlan',
];
const COMPANIES = ['Brushy Creek Villas HOA', 'Hill Country Dental', 'Sunset Ridge Church', 'Oak Hollow HOA', 'Lakeway Office Park', 'Cedar Park ISD'];
const STREETS = [
  'Oak Ridge Dr',
  'Kenwood Ave',
  'Ridgeoak Dr',
  'Cypress Creek Rd',
  'Villa Park Ln',
  'Windermere Dr',
  'Great Hills Trl',
  'River Bend Dr',
  'E 7th St',
  'Bagdad Rd',
  'Calle Ñandú',
  'Sunset Ridge Blvd',
];
const CITIES = [
  ['Austin', '78704'],
  ['Round Rock', '78681'],
  ['Cedar Park', '78613'],
  ['Pflugerville', '78660'],
  ['Georgetown', '78628'],
  ['Leander', '78641'],
];
const MAIL_HOSTS = ['gmail.com', 'yahoo.com', 'outlook.com', 'example.com'];

const searchTextOf = (parts) => parts.filter(Boolean).map(fold).join(' | ');

/**
 * Seeds the organization's customers up to CUSTOMERS, with a site each and a second site for every other one
 * (SITES in all), spread over its locations: two INSERT … unnest statements.
 */
function seed(databaseUrl) {
  return withOrganization(databaseUrl, 'customers', async (client, organizationId) => {
    const locations = (await client.query('SELECT id FROM org.locations WHERE organization_id = $1 ORDER BY created_at', [organizationId])).rows.map(
      (row) => row.id,
    );
    const { rows } = await client.query('SELECT count(*)::int AS count FROM org.customers WHERE organization_id = $1', [organizationId]);
    const missing = CUSTOMERS - rows[0].count;
    const started = performance.now();
    if (missing > 0) {
      const c = { location: [], hcp: [], first: [], last: [], company: [], email: [], mobile: [], search: [], sort: [], language: [] };
      const s = { customerIndex: [], hcp: [], street: [], city: [], zip: [], position: [] };
      let sitesLeft = SITES - (CUSTOMERS - missing) * (SITES / CUSTOMERS);
      for (let index = 0; index < missing; index++) {
        const first = FIRST_NAMES[index % FIRST_NAMES.length];
        const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length];
        const company = index % 9 === 0 ? `${COMPANIES[index % COMPANIES.length]} ${Math.floor(index / 9)}` : null;
        const email = `${fold(first).replace(/\s/g, '.')}.${fold(last)}${index}@${MAIL_HOSTS[index % MAIL_HOSTS.length]}`;
        const mobile = `512555${String(index % 10_000).padStart(4, '0')}`;
        const siteCount = sitesLeft > missing - index ? 2 : 1;
        sitesLeft -= siteCount;
        const addresses = [];
        for (let position = 0; position < siteCount; position++) {
          const [city, zip] = CITIES[(index + position) % CITIES.length];
          const street = `${100 + ((index * 7 + position * 13) % 9_900)} ${STREETS[(index + position * 5) % STREETS.length]}`;
          addresses.push({ street, city, zip });
          s.customerIndex.push(index);
          s.hcp.push(`adr_bench_${index}_${position}`);
          s.street.push(street);
          s.city.push(city);
          s.zip.push(zip);
          s.position.push(position);
        }
        c.location.push(locations[index % locations.length]);
        c.hcp.push(`cus_bench_${index}`);
        c.first.push(first);
        c.last.push(last);
        c.company.push(company);
        c.email.push(email);
        c.mobile.push(mobile);
        c.search.push(searchTextOf([first, last, company, email, mobile, ...addresses.flatMap((a) => [a.street, a.city, a.zip])]));
        c.sort.push(fold(`${last} ${first}`));
        c.language.push(index % 4 === 0 ? 'es' : 'en');
      }
      const ids = (
        await client.query(
          `INSERT INTO org.customers (organization_id, location_id, hcp_customer_id, first_name, last_name, company, email, mobile_number,
             search_text, sort_name, preferred_language, preferred_language_source, synced_at)
           SELECT $1, l, h, f, la, co, e, m, st, so, lg, 'hcp', now()
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
             WITH ORDINALITY AS i(l, h, f, la, co, e, m, st, so, lg, ord)
           ORDER BY ord
           RETURNING id`,
          [organizationId, c.location, c.hcp, c.first, c.last, c.company, c.email, c.mobile, c.search, c.sort, c.language],
        )
      ).rows.map((row) => row.id);
      await client.query(
        `INSERT INTO org.sites (organization_id, location_id, customer_id, hcp_address_id, position, street, city, state, zip, country)
         SELECT $1, cu.location_id, cu.id, h, p, st, ci, 'TX', z, 'US'
         FROM unnest($2::uuid[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[]) AS i(cid, h, p, st, ci, z)
         JOIN org.customers cu ON cu.id = i.cid`,
        [organizationId, s.customerIndex.map((index) => ids[index]), s.hcp, s.position, s.street, s.city, s.zip],
      );
      await client.query('ANALYZE org.customers');
      await client.query('ANALYZE org.sites');
    }
    const sites = (await client.query('SELECT count(*)::int AS count FROM org.sites WHERE organization_id = $1', [organizationId])).rows[0].count;
    const plan = (
      await client.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM org.customers WHERE organization_id = $1 AND archived_at IS NULL AND search_text LIKE '%lucia%' ORDER BY sort_name LIMIT 25`,
        [organizationId],
      )
    ).rows[0]['QUERY PLAN'][0];
    return { seeded: Math.max(missing, 0), sites, seedMs: performance.now() - started, plan };
  });
}

const pathOf = (q) => `/api/customers?${q ? `q=${encodeURIComponent(q)}&` : ''}pageSize=25`;

/** Seeds, then measures customer searches through the gateway as the owner (the organization's whole book); prints one table. */
export async function measureCustomerSearch(gateway, databaseUrl, label) {
  const cookie = cookieHeader(await signInOwner(gateway));
  const { seeded, sites, seedMs, plan } = await seed(databaseUrl);

  const { perSearch, hits } = await measureSearches(
    gateway,
    cookie,
    `customer search on ${label}: ${CUSTOMERS} customers, ${sites} sites (${seeded} customers seeded in ${seedMs.toFixed(0)} ms)`,
    new Map(SEARCHES.map((q) => [q, pathOf(q)])),
  );
  console.log('| search | matches | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const [q, samples] of perSearch) {
    samples.sort((a, b) => a - b);
    console.log(`| ${q ? `"${q}"` : '(none: first page)'} | ${hits.get(q)} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 99).toFixed(1)} |`);
  }
  console.log(`plan of '%lucia%': ${planLine(plan)}`);
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  /** Port offset of this bench's stacks: beside `npm start`, the browser tests, run.mjs and the pricebook bench. */
  await runStandalone('customers', 21_000, measureCustomerSearch);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

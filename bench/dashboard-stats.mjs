#!/usr/bin/env node
// The office dashboard at scale (issue 12): 1,000,000 inspections of the bench organization, spread over two
// years, its locations and technicians, 100 ZIP codes; then, as the owner through the gateway, p50/p99 of
// GET /api/dashboard/stats for week, month and quarter (the organization, and one location) and of the recent
// list, and the database's own execution time (EXPLAIN ANALYZE) of each query with the index it used. Target:
// ≤ 50 ms of server time for every period and the recent list.
//   node bench/dashboard-stats.mjs [--rows 1000000] [--requests 100]   PGlite, then PostgreSQL when DATABASE_URL is set
//   npm run bench -- --only dashboard                                   the same measurement on run.mjs's stack
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEFAULT_PORTS } from '../tools/stack/stack.mjs';
import { cookieHeader, signInOwner } from './accounts.mjs';
import { percentile, planLine, runStandalone } from './search-bench.mjs';

const DEFAULT_ROWS = 1_000_000;
const DEFAULT_REQUESTS = 100;
const SEED_BATCH = 100_000;
const ZIP_CODES = Array.from({ length: 100 }, (_, index) => String(85_700 + index));
const TIME_ZONE = 'America/Chicago';
const PERIODS = ['week', 'month', 'quarter'];

/**
 * services/inspections' database beside org's: the same server when DATABASE_URL is set, else the stack's
 * embedded one for inspections (its port is as far from pg-org's as in DEFAULT_PORTS).
 */
export function inspectionsDatabaseUrl(orgDatabaseUrl) {
  const url = new URL(orgDatabaseUrl);
  const offset = Number(url.port) - DEFAULT_PORTS['pg-org'];
  if (url.pathname === '/postgres' && offset >= 0 && offset % 100 === 0) url.port = String(DEFAULT_PORTS['pg-inspections'] + offset);
  return url.toString();
}

/** The bench organization, its locations and technicians, from org's tables (the owner set it up; the roster came from the fake HCP). */
async function organizationOf(orgDatabaseUrl) {
  const client = new pg.Client({ connectionString: orgDatabaseUrl });
  await client.connect();
  try {
    const [organization] = (await client.query('SELECT id FROM org.organizations ORDER BY created_at LIMIT 1')).rows;
    if (!organization) throw new Error('no organization to seed inspections for');
    const locations = (await client.query('SELECT id FROM org.locations WHERE organization_id = $1 ORDER BY name', [organization.id])).rows.map(
      (row) => row.id,
    );
    // The roster arrives from the fake HCP right after the owner sets the business up: wait for it.
    let technicians = [];
    for (let attempt = 0; attempt < 60 && technicians.length === 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      technicians = (await client.query('SELECT id FROM org.technicians WHERE organization_id = $1', [organization.id])).rows.map((row) => row.id);
    }
    if (locations.length === 0 || technicians.length === 0) throw new Error('the bench organization has no locations or technicians');
    return { organizationId: organization.id, locations, technicians };
  } finally {
    await client.end();
  }
}

/**
 * `rows` inspections in batches of INSERT … SELECT generate_series: created from two years ago to now, a
 * twentieth under review, a quarter of the rest drafts, a thousandth deleted; ZIP codes at the end of the address.
 */
export async function seed(client, { organizationId, locations, technicians }, rows) {
  const started = performance.now();
  for (let first = 1; first <= rows; first += SEED_BATCH) {
    const last = Math.min(rows, first + SEED_BATCH - 1);
    await client.query(
      `INSERT INTO inspections.inspections
         (id, report_number, organization_id, location_id, technician_id, inspector_name, client_name, client_address, status,
          estimated_total_cents, completed_date, saved_at, created_at, updated_at, deleted_at)
       SELECT gen_random_uuid(), 'IRR-BENCH-' || g, $1::uuid,
              ($2::uuid[])[1 + g % cardinality($2::uuid[])],
              ($3::uuid[])[1 + (g / 7) % cardinality($3::uuid[])],
              'Bench Technician', 'Client ' || g,
              (100 + g % 9000) || ' Bench St, Tucson, AZ ' || ($4::text[])[1 + (g / 3) % cardinality($4::text[])],
              CASE WHEN g % 20 = 0 THEN 'needs review' WHEN g % 4 = 0 THEN 'draft' ELSE 'completed' END,
              (g::bigint * 7919) % 250000,
              CASE WHEN g % 20 <> 0 AND g % 4 <> 0 THEN made END,
              made, made, made,
              CASE WHEN g % 1000 = 0 THEN now() END
       FROM generate_series($5::int, $6::int) AS g,
            LATERAL (SELECT now() - ((g::float8 / $7) * interval '730 days') AS made) AS m`,
      [organizationId, locations, technicians, ZIP_CODES, first, last, rows],
    );
    process.stdout.write(`\r  seeded ${last.toLocaleString('en-US')} inspections`);
  }
  await client.query('VACUUM ANALYZE inspections.inspections');
  console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s (VACUUM ANALYZE included)`);
}

/** `times` requests one at a time; answers the sorted times in ms. */
async function timed(gateway, cookie, path, times) {
  await fetch(`${gateway}${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());
  const elapsed = [];
  let last;
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    const response = await fetch(`${gateway}${path}`, { headers: { cookie } });
    last = await response.json();
    elapsed.push(performance.now() - started);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(last).slice(0, 300)}`);
  }
  return { times: elapsed.sort((a, b) => a - b), last };
}

/** The database's own time for `sql`, `runs` times after a warm-up: sorted execution times and the last plan. */
async function explained(client, sql, parameters, runs = 20) {
  const times = [];
  let plan;
  for (let index = 0; index <= runs; index++) {
    [plan] = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters)).rows[0]['QUERY PLAN'];
    if (index > 0) times.push(plan['Execution Time']);
  }
  return { times: times.sort((a, b) => a - b), plan };
}

/**
 * The SQL the service runs (dashboard-stats.service.ts, inspections.service.ts), for the database's own timing; the
 * service computes the period's bounds in its own code and passes them as parameters, here they are one CTE.
 */
const STATUS_CLASS = `CASE status WHEN 'completed' THEN 'completed' WHEN 'draft' THEN 'draft' ELSE 'other' END`;
/** The period's bounds the service computes ($2: unit, $3: time zone): its start, whole UTC days, now. */
const BOUNDS = `WITH bounds AS (
    SELECT start, now() AS stop,
           CASE WHEN date_trunc('day', start, 'UTC') = start THEN start ELSE date_trunc('day', start, 'UTC') + interval '1 day' END AS first_day,
           date_trunc('day', now(), 'UTC') AS last_day
    FROM (SELECT date_trunc($2, now() AT TIME ZONE $3) AT TIME ZONE $3 AS start) AS period),
  days AS (SELECT start, stop, CASE WHEN first_day < last_day THEN first_day ELSE start END AS first_day,
                  CASE WHEN first_day < last_day THEN last_day ELSE start END AS last_day FROM bounds)`;
const FIGURES_SQL = (withLocation) => {
  const location = withLocation ? 'AND location_id = $4' : '';
  return `${BOUNDS}
  SELECT COALESCE(sum(part.inspections), 0), COALESCE(sum(part.inspections) FILTER (WHERE part.status_class = 'completed'), 0),
         COALESCE(sum(part.cents) FILTER (WHERE part.status_class = 'completed'), 0),
         COALESCE(sum(part.cents) FILTER (WHERE part.status_class = 'draft'), 0), count(DISTINCT part.technician_id)
  FROM (
    SELECT technician_id, status_class, inspections, estimated_total_cents AS cents FROM inspections.inspection_daily_figures, days
    WHERE organization_id = $1 ${location} AND day >= (days.first_day AT TIME ZONE 'UTC')::date AND day < (days.last_day AT TIME ZONE 'UTC')::date AND inspections > 0
    UNION ALL
    SELECT technician_id, ${STATUS_CLASS}, 1, estimated_total_cents FROM inspections.inspections, days
    WHERE organization_id = $1 ${location} AND deleted_at IS NULL AND created_at >= days.start AND created_at < days.first_day
    UNION ALL
    SELECT technician_id, ${STATUS_CLASS}, 1, estimated_total_cents FROM inspections.inspections, days
    WHERE organization_id = $1 ${location} AND deleted_at IS NULL AND created_at >= days.last_day AND created_at <= days.stop
  ) AS part`;
};
const COVERAGE_SQL = `
  SELECT count(*) FROM unnest(CAST($4 AS text[])) AS area(zip)
  WHERE EXISTS (SELECT 1 FROM inspections.inspections inspection
    WHERE inspection.organization_id = $1 AND substring(inspection.client_address from '(\\d{5})(?:-\\d{4})?\\s*$') = area.zip
      AND inspection.created_at >= (date_trunc($2, now() AT TIME ZONE $3) AT TIME ZONE $3) AND inspection.created_at <= now()
      AND inspection.deleted_at IS NULL)`;
const RECENT_SQL = `
  SELECT * FROM inspections.inspections WHERE organization_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 5`;

/** The database's own time for each of the service's queries (EXPLAIN ANALYZE) and the plan it chose. */
export async function measureQueries(client, organizationId, location) {
  const sql = [];
  const plans = [];
  for (const period of PERIODS) {
    for (const [title, text, parameters] of [
      [`figures, ${period}, organization`, FIGURES_SQL(false), [organizationId, period, TIME_ZONE]],
      [`figures, ${period}, one location`, FIGURES_SQL(true), [organizationId, period, TIME_ZONE, location]],
      [`ZIP coverage, ${period}, ${ZIP_CODES.length} ZIP codes`, COVERAGE_SQL, [organizationId, period, TIME_ZONE, ZIP_CODES]],
    ]) {
      const { times, plan } = await explained(client, text, parameters);
      sql.push([title, times]);
      plans.push(`${title}: ${planLine(plan)}`);
    }
  }
  const recent = await explained(client, RECENT_SQL, [organizationId]);
  sql.push(['recent 5, organization', recent.times]);
  plans.push(`recent 5, organization: ${planLine(recent.plan)}`);

  return { sql, plans };
}

const row = (title, times) => `| ${title} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`;

/** Seeds the inspections (once per database), then measures. `orgDatabaseUrl` is org's database in this stack. */
export async function measureDashboardStats(gateway, orgDatabaseUrl, label, { rows = DEFAULT_ROWS, requests = DEFAULT_REQUESTS } = {}) {
  const cookie = cookieHeader(await signInOwner(gateway));
  const organization = await organizationOf(orgDatabaseUrl);
  const client = new pg.Client({ connectionString: inspectionsDatabaseUrl(orgDatabaseUrl) });
  await client.connect();
  try {
    console.log(`\ndashboard at scale on ${label}: ${organization.locations.length} locations, ${organization.technicians.length} technicians`);
    await seed(client, organization, rows);
    const [{ count }] = (
      await client.query('SELECT count(*)::int AS count FROM inspections.inspections WHERE organization_id = $1', [organization.organizationId])
    ).rows;

    const http = [];
    for (const period of PERIODS) {
      const { times, last } = await timed(gateway, cookie, `/api/dashboard/stats?period=${period}&timeZone=${encodeURIComponent(TIME_ZONE)}`, requests);
      http.push([`GET /api/dashboard/stats?period=${period} (organization: ${last.inspections.total.toLocaleString('en-US')} in the period)`, times]);
    }
    const location = organization.locations[0];
    for (const period of PERIODS) {
      const { times, last } = await timed(
        gateway,
        cookie,
        `/api/dashboard/stats?period=${period}&timeZone=${encodeURIComponent(TIME_ZONE)}&locationId=${location}`,
        requests,
      );
      http.push([`GET /api/dashboard/stats?period=${period}&locationId=… (${last.inspections.total.toLocaleString('en-US')} in the period)`, times]);
    }
    http.push(['GET /api/technician/inspections/recent (organization)', (await timed(gateway, cookie, '/api/technician/inspections/recent', requests)).times]);
    http.push([
      'GET /api/technician/inspections/recent?locationId=…',
      (await timed(gateway, cookie, `/api/technician/inspections/recent?locationId=${location}`, requests)).times,
    ]);

    const { sql, plans } = await measureQueries(client, organization.organizationId, location);

    console.log(`${count.toLocaleString('en-US')} inspections of the organization; ${requests} requests each, one at a time, as the owner through the gateway`);
    console.log('| request | p50 ms | p99 ms |');
    console.log('|---|---:|---:|');
    for (const [title, times] of http) console.log(row(title, times));
    console.log('\nthe database’s own execution time (EXPLAIN ANALYZE, 20 runs)');
    console.log('| query | p50 ms | p99 ms |');
    console.log('|---|---:|---:|');
    for (const [title, times] of sql) console.log(row(title, times));
    console.log('\nplans:');
    for (const line of plans) console.log(`  ${line}`);
  } finally {
    await client.end();
  }
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: String(DEFAULT_ROWS) }, requests: { type: 'string', default: String(DEFAULT_REQUESTS) } },
  });
  /** Port offset of this bench's stacks, beside the other stacks on the machine (BENCH_PORT_OFFSET overrides it). */
  await runStandalone('dashboard', Number(process.env.BENCH_PORT_OFFSET || 13_300), (gateway, databaseUrl, label) =>
    measureDashboardStats(gateway, databaseUrl, label, { rows: Number(values.rows), requests: Number(values.requests) }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HEADERS, type DashboardStats, type Inspection, type Technician, type VerifiedUser } from '@irrigo/contracts';
import { createServiceApp, serviceCallerKeys, verifyServiceToken } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { insertInspection, uuidv7 } from './support/inspections-test-app.js';

const PATH = '/api/dashboard/stats';

const organizationId = randomUUID();
const otherOrganizationId = randomUUID();
const boundaryOrganizationId = randomUUID();
const north = randomUUID();
const south = randomUUID();
const otherLocation = randomUUID();
const [ana, ben, carla, dan, eve] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

/** services/org's roster of the organization as its internal route gives it (active ones only; dan left). */
const ROSTER: Pick<Technician, 'id' | 'locationId' | 'active'>[] = [
  { id: ana, locationId: north, active: true },
  { id: ben, locationId: north, active: true },
  { id: eve, locationId: north, active: true },
  { id: carla, locationId: south, active: true },
];
/** The ZIP codes of the customers' sites of each location. */
const SERVICE_AREAS: Record<string, string[]> = { [north]: ['85701', '85702', '85703', '85704'], [south]: ['85710'] };

interface Seed {
  organizationId?: string;
  locationId: string;
  technicianId: string | null;
  status: string;
  cents: number;
  address: string;
  createdAt?: Date;
  deleted?: boolean;
}

/** An instant before every period to date (week, month and quarter) in any time zone. */
const longAgo = () => new Date(Date.now() - 200 * 86_400_000);

const SEEDS: Seed[] = [
  { locationId: north, technicianId: ana, status: 'completed', cents: 10_000, address: '12 Sprinkler Way, Tucson, AZ 85701' },
  { locationId: north, technicianId: ana, status: 'draft', cents: 2_550, address: '9 Valve Rd, Tucson, AZ 85702-1234' },
  { locationId: north, technicianId: ben, status: 'completed', cents: 20_000, address: '40 Drip Ln, Tucson, AZ 85701' },
  { locationId: south, technicianId: carla, status: 'completed', cents: 5_000, address: '1 Rotor Ct, Tucson, AZ 85710' },
  { locationId: north, technicianId: ben, status: 'needs review', cents: 1_000, address: '3 Elsewhere St, Phoenix, AZ 85799' },
  // Not this period, deleted, another organization's: never counted.
  { locationId: north, technicianId: ben, status: 'completed', cents: 99_999, address: '5 Old Rd, Tucson, AZ 85703', createdAt: longAgo() },
  { locationId: north, technicianId: dan, status: 'completed', cents: 7_000, address: '6 Gone Rd, Tucson, AZ 85704', deleted: true },
  {
    organizationId: otherOrganizationId,
    locationId: otherLocation,
    technicianId: randomUUID(),
    status: 'completed',
    cents: 50_000,
    address: '7 Far Rd, Austin, TX 78701',
  },
];

type OrgMode = 'up' | 'failing' | 'garbage';

describe(`GET ${PATH}`, () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let org: Server;
  let orgMode: OrgMode = 'up';
  const orgCalls: { path: string; caller: string | null }[] = [];

  /** A stand-in for services/org's internal routes that checks the caller's service token as org does. */
  async function startOrg(): Promise<string> {
    const callers = serviceCallerKeys(identity.env.SERVICE_PUBLIC_JWKS);
    org = createServer((req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://org');
        const token = req.headers[HEADERS.service];
        const caller = typeof token === 'string' ? await verifyServiceToken(callers, 'org', token) : null;
        orgCalls.push({ path: url.pathname, caller });
        const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (caller !== 'inspections') return send(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Service token required' });
        if (orgMode === 'failing') return send(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' });
        if (orgMode === 'garbage') return send(200, { something: 'else' });
        if (url.searchParams.get('organizationId') !== organizationId)
          return send(200, url.pathname.endsWith('service-areas') ? { zipCodes: [] } : { technicians: [] });
        if (url.pathname === '/internal/technicians') return send(200, { technicians: ROSTER });
        if (url.pathname === '/internal/service-areas') {
          const locationId = url.searchParams.get('locationId');
          if (locationId && !SERVICE_AREAS[locationId]) return send(404, { statusCode: 404, code: 'LOCATION_NOT_FOUND', message: 'Location not found' });
          return send(200, { zipCodes: locationId ? SERVICE_AREAS[locationId] : Object.values(SERVICE_AREAS).flat() });
        }
        return send(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
      })();
    });
    await new Promise<void>((resolve) => org.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(org.address() as AddressInfo).port}`;
  }

  const seed = async (seeds: Seed[]) => {
    for (const item of seeds) {
      const createdAt = item.createdAt ?? new Date(Date.now() - 1_000);
      const id = uuidv7(createdAt.getTime());
      await insertInspection(app.get(DataSource), {
        id,
        reportNumber: `IRR-DASH-${id.slice(-12)}`,
        organizationId: item.organizationId ?? organizationId,
        locationId: item.locationId,
        technicianId: item.technicianId,
        status: item.status,
        estimatedTotalCents: item.cents,
        clientAddress: item.address,
        completedDate: item.status === 'completed' ? createdAt : null,
        savedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
        deletedAt: item.deleted ? new Date() : null,
      });
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    const orgUrl = await startOrg();
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        ORG_SERVICE_URL: orgUrl,
        MEDIA_SWEEP_INTERVAL_MINUTES: '0',
        ...identity.env,
      }),
    );
    await app.init();
    await seed(SEEDS);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => org?.close(resolve));
    await database?.close();
  });

  beforeEach(() => {
    orgMode = 'up';
  });

  const stats = async (query: Record<string, string>, user: Partial<VerifiedUser> | null = { role: 'admin' }) =>
    request(app.getHttpServer())
      .get(PATH)
      .query(query)
      .set(await identity.gatewayHeaders(user ? { organizationId, locationId: null, ...user } : undefined));

  it('counts the organization’s period for an admin: inspections, revenue, technicians and territories', async () => {
    const response = await stats({ period: 'month', timeZone: 'UTC' });
    expect(response.status).toBe(200);
    const body = response.body as DashboardStats;
    expect(body).toMatchObject({
      period: 'month',
      timeZone: 'UTC',
      locationId: null,
      // Made this month: four of the organization's plus the one under review; three of them completed.
      inspections: { total: 5, completed: 3 },
      // Completed 100.00 + 200.00 + 50.00; the draft's 25.50 pending; the one under review is neither.
      revenue: { monthly: '350.00', pending: '25.50' },
      // ana, ben and carla worked this month, of the four active on the roster (dan left; eve did none).
      technicians: { active: 3, total: 4 },
      // 85701, 85702 (a ZIP+4) and 85710 of the five ZIP codes of the service area; 85799 is outside it.
      territories: { covered: 3, total: 5 },
      missing: [],
    });
    expect(new Date(body.to).getTime()).toBeGreaterThan(new Date(body.from).getTime());
    // org was asked with inspections' own service token.
    expect(orgCalls.length).toBeGreaterThan(0);
    expect(orgCalls.every((call) => call.caller === 'inspections')).toBe(true);
  });

  it('defaults to the month, and gives a manager the same organization', async () => {
    const month = (await stats({ period: 'month', timeZone: 'UTC' })).body as DashboardStats;
    const byDefault = await stats({ timeZone: 'UTC' }, { role: 'manager', locationId: south });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toMatchObject({ period: 'month', inspections: month.inspections, revenue: month.revenue, technicians: month.technicians });
  });

  it('narrows to the location the switcher picks', async () => {
    const response = await stats({ period: 'quarter', timeZone: 'UTC', locationId: north });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      locationId: north,
      inspections: { total: 4, completed: 2 },
      revenue: { monthly: '300.00', pending: '25.50' },
      technicians: { active: 2, total: 3 },
      territories: { covered: 2, total: 4 },
      missing: [],
    });
  });

  it('gives a supervisor their own location, and answers 404 for another', async () => {
    const own = await stats({ period: 'week', timeZone: 'UTC' }, { role: 'supervisor', locationId: south });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      locationId: south,
      inspections: { total: 1, completed: 1 },
      revenue: { monthly: '50.00', pending: '0.00' },
      technicians: { active: 1, total: 1 },
      territories: { covered: 1, total: 1 },
    });
    expect((await stats({ period: 'week', timeZone: 'UTC', locationId: south }, { role: 'supervisor', locationId: south })).status).toBe(200);
    const other = await stats({ period: 'week', timeZone: 'UTC', locationId: north }, { role: 'supervisor', locationId: south });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NOT_FOUND' });
    const nowhere = await stats({ period: 'week', timeZone: 'UTC' }, { role: 'supervisor', locationId: null });
    expect(nowhere.body).toMatchObject({ inspections: { total: 0, completed: 0 }, revenue: { monthly: '0.00', pending: '0.00' }, technicians: { active: 0 } });
  });

  it('shows another organization nothing of this one, even when it names this one’s location', async () => {
    const other = await stats({ period: 'month', timeZone: 'UTC' }, { role: 'admin', organizationId: otherOrganizationId });
    expect(other.body).toMatchObject({ inspections: { total: 1, completed: 1 }, revenue: { monthly: '500.00' }, technicians: { active: 1, total: 0 } });
    const prying = await stats({ period: 'month', timeZone: 'UTC', locationId: north }, { role: 'admin', organizationId: otherOrganizationId });
    expect(prying.status).toBe(200);
    expect(prying.body).toMatchObject({ inspections: { total: 0, completed: 0 }, revenue: { monthly: '0.00', pending: '0.00' }, technicians: { active: 0 } });
  });

  it('requires sign-in and an office role', async () => {
    expect((await stats({ timeZone: 'UTC' }, null)).status).toBe(401);
    const technician = await stats({ timeZone: 'UTC' }, { role: 'technician', locationId: north, technicianId: ana });
    expect(technician.status).toBe(403);
  });

  it.each([
    [{ period: 'year', timeZone: 'UTC' }, /period must be one of: week, month, quarter/],
    [{ period: 'month', timeZone: 'Mars/Olympus' }, /timeZone must be an IANA time zone/],
    [{ period: 'month', timeZone: 'UTC', locationId: 'north' }, /locationId must be a location id/],
  ])('rejects bad input %j with 400', async (query, message) => {
    const response = await stats(query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  it('counts in UTC when the call names no time zone, as spec §7 calls it with no parameters', async () => {
    const response = await stats({});
    expect(response.status).toBe(200);
    const body = response.body as DashboardStats;
    expect(body).toMatchObject({ period: 'month', timeZone: 'UTC' });
    expect(body.from).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    const named = (await stats({ period: 'month', timeZone: 'UTC' })).body as DashboardStats;
    expect({ ...body, to: named.to }).toEqual(named);
  });

  it('answers what it knows when services/org fails, and says which parts are missing', async () => {
    for (const mode of ['failing', 'garbage'] as const) {
      orgMode = mode;
      const response = await stats({ period: 'month', timeZone: 'UTC' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        inspections: { total: 5, completed: 3 },
        revenue: { monthly: '350.00', pending: '25.50' },
        technicians: { active: 3, total: null },
        territories: { covered: null, total: null },
        missing: ['technicians', 'territories'],
      });
    }
  });

  it('keeps the daily figures equal to the live inspections through inserts, changes, soft deletes and deletes', async () => {
    const dataSource = app.get(DataSource);
    const figures = `SELECT organization_id, location_id, technician_id, day::text AS day, status_class, inspections::int AS n, estimated_total_cents::text AS cents
      FROM "inspections"."inspection_daily_figures" WHERE inspections <> 0 OR estimated_total_cents <> 0 ORDER BY 1, 2, 3, 4, 5`;
    const truth = `SELECT organization_id, location_id, technician_id, ((created_at AT TIME ZONE 'UTC')::date)::text AS day,
        CASE status WHEN 'completed' THEN 'completed' WHEN 'draft' THEN 'draft' ELSE 'other' END AS status_class,
        count(*)::int AS n, sum(estimated_total_cents)::text AS cents
      FROM "inspections"."inspections" WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;
    expect(await dataSource.query(figures)).toEqual(await dataSource.query(truth));
    const scratch = randomUUID();
    await seed([
      { organizationId: scratch, locationId: north, technicianId: ana, status: 'draft', cents: 1_000, address: 'a' },
      { organizationId: scratch, locationId: north, technicianId: ana, status: 'draft', cents: 2_000, address: 'b', createdAt: longAgo() },
      { organizationId: scratch, locationId: south, technicianId: null, status: 'completed', cents: 3_000, address: 'c' },
    ]);
    // A draft completed and repriced, a document-only save, a soft delete, a move to another day, a hard delete.
    await dataSource.query(
      `UPDATE "inspections"."inspections" SET status = 'completed', estimated_total_cents = 1500 WHERE organization_id = $1 AND client_address = 'a'`,
      [scratch],
    );
    await dataSource.query(`UPDATE "inspections"."inspections" SET data = '{"notes":"x"}' WHERE organization_id = $1`, [scratch]);
    await dataSource.query(`UPDATE "inspections"."inspections" SET deleted_at = now() WHERE organization_id = $1 AND client_address = 'c'`, [scratch]);
    await dataSource.query(
      `UPDATE "inspections"."inspections" SET created_at = created_at - interval '3 days' WHERE organization_id = $1 AND client_address = 'a'`,
      [scratch],
    );
    await dataSource.query(`DELETE FROM "inspections"."inspections" WHERE organization_id = $1 AND client_address = 'b'`, [scratch]);
    expect(await dataSource.query(figures)).toEqual(await dataSource.query(truth));
    const scratchFigures = (await dataSource.query(
      `SELECT technician_id, status_class, inspections AS n, estimated_total_cents::text AS cents FROM "inspections"."inspection_daily_figures"
       WHERE organization_id = $1 AND inspections <> 0`,
      [scratch],
    )) as unknown[];
    expect(scratchFigures).toEqual([expect.objectContaining({ technician_id: ana, status_class: 'completed', n: 1, cents: '1500' })]);
  });

  it('lists the office’s recent inspections of the selected location, newest first, deleted ones left out', async () => {
    const recent = async (user: Partial<VerifiedUser>, query: Record<string, string> = {}) =>
      request(app.getHttpServer())
        .get('/api/technician/inspections/recent')
        .query(query)
        .set(await identity.gatewayHeaders({ organizationId, locationId: null, ...user }));
    const northList = await recent({ role: 'admin' }, { locationId: north });
    expect(northList.status).toBe(200);
    const rows = northList.body as Inspection[];
    // The five of north that are not deleted (the one deleted, dan's, is not among them), newest first.
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.clientAddress)).not.toContain('6 Gone Rd, Tucson, AZ 85704');
    expect(rows.at(-1)).toMatchObject({ clientAddress: '5 Old Rd, Tucson, AZ 85703', status: 'completed', estimatedTotal: '999.99' });
    expect(rows.every((row, index) => index === 0 || row.createdAt <= (rows[index - 1]?.createdAt ?? ''))).toBe(true);
    expect(rows[0]).toEqual(
      expect.objectContaining({ reportNumber: expect.stringMatching(/^IRR-DASH-/), clientName: '', createdAt: expect.any(String), completedDate: null }),
    );
    const southList = (await recent({ role: 'admin' }, { locationId: south })).body as Inspection[];
    expect(southList.map((row) => [row.clientAddress, row.estimatedTotal])).toEqual([['1 Rotor Ct, Tucson, AZ 85710', '50.00']]);
    expect((await recent({ role: 'supervisor', locationId: south }, { locationId: south })).body).toHaveLength(1);
    expect((await recent({ role: 'supervisor', locationId: south }, { locationId: north })).status).toBe(404);
    expect((await recent({ role: 'admin' }, { locationId: 'north' })).status).toBe(400);
    expect((await recent({ role: 'admin', organizationId: otherOrganizationId }, { locationId: north })).body).toEqual([]);
  });

  it.each([
    ['week', 'America/Chicago', (parts: Record<string, string>) => expect(parts['weekday']).toBe('Mon')],
    ['month', 'America/Chicago', (parts: Record<string, string>) => expect(parts['day']).toBe('01')],
    [
      'quarter',
      'Asia/Kolkata',
      (parts: Record<string, string>) => expect([parts['day'], ['01', '04', '07', '10'].includes(parts['month'] ?? '')]).toEqual(['01', true]),
    ],
  ] as const)('starts the %s at midnight in %s and counts from that instant on', async (period, timeZone, firstDay) => {
    const first = (await stats({ period, timeZone }, { role: 'admin', organizationId: boundaryOrganizationId })).body as DashboardStats;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(first.from))
        .map((part) => [part.type, part.value]),
    );
    expect([parts['hour'], parts['minute'], parts['second']]).toEqual(['00', '00', '00']);
    firstDay(parts);

    const from = new Date(first.from);
    const location = randomUUID();
    await seed([
      { organizationId: boundaryOrganizationId, locationId: location, technicianId: ana, status: 'completed', cents: 100, address: 'x', createdAt: from },
      {
        organizationId: boundaryOrganizationId,
        locationId: location,
        technicianId: ben,
        status: 'completed',
        cents: 200,
        address: 'y',
        createdAt: new Date(from.getTime() - 1),
      },
    ]);
    const counted = await stats({ period, timeZone, locationId: location }, { role: 'admin', organizationId: boundaryOrganizationId });
    expect(counted.body).toMatchObject({ inspections: { total: 1, completed: 1 }, revenue: { monthly: '1.00' }, technicians: { active: 1 } });
  });
});

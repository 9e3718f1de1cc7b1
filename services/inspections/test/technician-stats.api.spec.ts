import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { TechnicianMonthStats, VerifiedUser } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';

const PATH = '/api/inspections/technician-stats';

const organizationId = randomUUID();
const otherOrganizationId = randomUUID();
const north = randomUUID();
const south = randomUUID();
const ana = randomUUID();
const ben = randomUUID();
const carla = randomUUID();

/** Chicago is UTC-6 until 8 March 2026 and UTC-5 after, so the month's edges differ from UTC's. */
const SEEDS: { createdAt: string; technicianId: string | null; locationId: string; organizationId?: string }[] = [
  { createdAt: '2026-03-01T05:30:00Z', technicianId: ana, locationId: north }, // 28 Feb 23:30 in Chicago
  { createdAt: '2026-03-01T06:30:00Z', technicianId: ana, locationId: north }, // 1 March 00:30 in Chicago
  { createdAt: '2026-03-20T12:00:00Z', technicianId: ana, locationId: north },
  { createdAt: '2026-03-31T12:00:00Z', technicianId: ben, locationId: north },
  { createdAt: '2026-04-01T04:30:00Z', technicianId: ben, locationId: north }, // 31 March 23:30 in Chicago
  { createdAt: '2026-03-10T15:00:00Z', technicianId: carla, locationId: south },
  { createdAt: '2026-03-11T15:00:00Z', technicianId: null, locationId: south },
  { createdAt: '2026-03-12T15:00:00Z', technicianId: ana, locationId: randomUUID(), organizationId: otherOrganizationId },
];

const byTechnician = (body: { technicians: TechnicianMonthStats[] }) => Object.fromEntries(body.technicians.map((row) => [row.technicianId, row.inspections]));

describe(`GET ${PATH}`, () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    app = await createServiceApp(AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: database.url, ...identity.env }));
    await app.init();
    for (const [index, seed] of SEEDS.entries()) {
      await app.get(DataSource).query(
        `INSERT INTO "inspections"."inspections" (id, report_number, organization_id, location_id, technician_id, saved_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $6)`,
        [randomUUID(), `IRR-STAT-${index}`, seed.organizationId ?? organizationId, seed.locationId, seed.technicianId, seed.createdAt],
      );
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const stats = async (query: Record<string, string>, user: Partial<VerifiedUser> = { role: 'admin' }) =>
    request(app.getHttpServer())
      .get(PATH)
      .query(query)
      .set(await identity.gatewayHeaders({ organizationId, ...user }));

  it('counts the organization’s inspections per technician in the month where the business is', async () => {
    const response = await stats({ month: '2026-03', timeZone: 'America/Chicago' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ month: '2026-03', timeZone: 'America/Chicago' });
    expect(byTechnician(response.body)).toEqual({ [ana]: 2, [ben]: 2, [carla]: 1 });
    // Plans sold and ratings have no owning feature yet: null, never a made-up 0.
    expect(response.body.technicians[0]).toEqual(expect.objectContaining({ servicePlansSold: null, averageRating: null }));
  });

  it('moves the month’s edges with the time zone', async () => {
    const response = await stats({ month: '2026-03', timeZone: 'UTC' });
    expect(byTechnician(response.body)).toEqual({ [ana]: 3, [ben]: 1, [carla]: 1 });
  });

  it('leaves out a month without inspections, and narrows to one location', async () => {
    expect((await stats({ month: '2026-05', timeZone: 'America/Chicago' })).body.technicians).toEqual([]);
    const northOnly = await stats({ month: '2026-03', timeZone: 'America/Chicago', locationId: north }, { role: 'manager' });
    expect(byTechnician(northOnly.body)).toEqual({ [ana]: 2, [ben]: 2 });
  });

  it('gives a supervisor their own location, and 404 for another one', async () => {
    const own = await stats({ month: '2026-03', timeZone: 'America/Chicago' }, { role: 'supervisor', locationId: south });
    expect(byTechnician(own.body)).toEqual({ [carla]: 1 });
    const other = await stats({ month: '2026-03', timeZone: 'America/Chicago', locationId: north }, { role: 'supervisor', locationId: south });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('never counts another organization’s inspections', async () => {
    const response = await stats({ month: '2026-03', timeZone: 'America/Chicago' }, { role: 'admin', organizationId: otherOrganizationId });
    expect(response.status).toBe(200);
    expect(byTechnician(response.body)).toEqual({ [ana]: 1 });
    expect((await stats({ month: '2026-03', timeZone: 'UTC' }, { role: 'admin', organizationId: null })).body.technicians).toEqual([]);
  });

  it('is not for technicians (403)', async () => {
    const response = await stats({ month: '2026-03', timeZone: 'UTC' }, { role: 'technician', technicianId: ana, locationId: north });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('requires a signed-in user (401)', async () => {
    const response = await request(app.getHttpServer())
      .get(PATH)
      .query({ month: '2026-03', timeZone: 'UTC' })
      .set(await identity.gatewayHeaders());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed month, time zone or location (400)', async () => {
    const response = await stats({ month: '2026-13', timeZone: 'Mars/Olympus', locationId: 'north' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(
      expect.arrayContaining(['month must be a month as YYYY-MM', 'timeZone must be an IANA time zone', 'locationId must be a location id']),
    );
    expect((await stats({ timeZone: 'UTC' })).status).toBe(400);
    expect((await stats({ month: '2026-03' })).status).toBe(400);
  });
});

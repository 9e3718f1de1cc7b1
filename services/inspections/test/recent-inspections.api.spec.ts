import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Inspection, VerifiedUser } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';

const PATH = '/api/technician/inspections/recent';

const organizationId = randomUUID();
const otherOrganizationId = randomUUID();
const northLocation = randomUUID();
const southLocation = randomUUID();
const ana = randomUUID();
const ben = randomUUID();
const carla = randomUUID();

interface Seed {
  reportNumber: string;
  organizationId?: string;
  locationId: string | null;
  technicianId: string | null;
  /** minutes before a fixed point: a larger number is an older inspection */
  ageMinutes: number;
  cents?: number;
  status?: string;
  completed?: boolean;
}

const SEEDS: Seed[] = [
  { reportNumber: 'IRR-N-001', locationId: northLocation, technicianId: ana, ageMinutes: 600, cents: 10_000 },
  { reportNumber: 'IRR-N-002', locationId: northLocation, technicianId: ana, ageMinutes: 500, cents: 125_000, status: 'completed', completed: true },
  { reportNumber: 'IRR-N-003', locationId: northLocation, technicianId: ben, ageMinutes: 400, cents: 5 },
  { reportNumber: 'IRR-N-004', locationId: northLocation, technicianId: ana, ageMinutes: 300, cents: 99_999 },
  { reportNumber: 'IRR-N-005', locationId: northLocation, technicianId: ben, ageMinutes: 200, status: 'needs review' },
  { reportNumber: 'IRR-N-006', locationId: northLocation, technicianId: ana, ageMinutes: 100, cents: 120 },
  { reportNumber: 'IRR-S-001', locationId: southLocation, technicianId: carla, ageMinutes: 50, cents: 7_700 },
  { reportNumber: 'IRR-S-002', locationId: southLocation, technicianId: carla, ageMinutes: 10 },
  { reportNumber: 'IRR-X-001', organizationId: otherOrganizationId, locationId: randomUUID(), technicianId: ana, ageMinutes: 1 },
];

describe(`GET ${PATH}`, () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        ...identity.env,
      }),
    );
    await app.init();
    const now = Date.parse('2026-03-14T12:00:00.000Z');
    for (const seed of SEEDS) {
      const createdAt = new Date(now - seed.ageMinutes * 60_000);
      await app.get(DataSource).query(
        `INSERT INTO "inspections"."inspections"
           (report_number, organization_id, location_id, technician_id, inspector_name, client_name, client_address,
            status, estimated_total_cents, completed_date, saved_at, created_at, updated_at, id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11, $12)`,
        [
          seed.reportNumber,
          seed.organizationId ?? organizationId,
          seed.locationId,
          seed.technicianId,
          'Ana Field',
          `Client of ${seed.reportNumber}`,
          '12 Sprinkler Way, Tucson AZ',
          seed.status ?? 'draft',
          seed.cents ?? 0,
          seed.completed ? createdAt : null,
          createdAt,
          randomUUID(),
        ],
      );
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const recent = async (user: Partial<VerifiedUser>) =>
    request(app.getHttpServer())
      .get(PATH)
      .set(await identity.gatewayHeaders({ organizationId, ...user }));
  const reportNumbers = (body: Inspection[]) => body.map((inspection) => inspection.reportNumber);

  it('gives an admin the five newest inspections of the organization, newest first, in the spec’s shape', async () => {
    const response = await recent({ role: 'admin' });
    expect(response.status).toBe(200);
    expect(reportNumbers(response.body)).toEqual(['IRR-S-002', 'IRR-S-001', 'IRR-N-006', 'IRR-N-005', 'IRR-N-004']);
    const newest = response.body[0] as Inspection;
    expect(newest).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reportNumber: 'IRR-S-002',
      clientName: 'Client of IRR-S-002',
      clientAddress: '12 Sprinkler Way, Tucson AZ',
      status: 'draft',
      completedDate: null,
      createdAt: '2026-03-14T11:50:00.000Z',
      savedAt: '2026-03-14T11:50:00.000Z',
      estimatedTotal: '0.00',
      technicianId: carla,
      inspectorName: 'Ana Field',
      source: 'database',
    });
  });

  it('writes estimated totals as dollars with two decimals and passes other statuses through', async () => {
    const response = await recent({ role: 'technician', technicianId: ana });
    const byNumber = new Map((response.body as Inspection[]).map((inspection) => [inspection.reportNumber, inspection]));
    expect(byNumber.get('IRR-N-006')?.estimatedTotal).toBe('1.20');
    expect(byNumber.get('IRR-N-004')?.estimatedTotal).toBe('999.99');
    expect(byNumber.get('IRR-N-002')).toMatchObject({ estimatedTotal: '1250.00', status: 'completed', completedDate: '2026-03-14T03:40:00.000Z' });
    const bens = await recent({ role: 'technician', technicianId: ben });
    expect((bens.body as Inspection[]).find((inspection) => inspection.reportNumber === 'IRR-N-005')?.status).toBe('needs review');
  });

  it('gives a manager the whole organization too', async () => {
    const response = await recent({ role: 'manager', locationId: southLocation });
    expect(reportNumbers(response.body)).toEqual(['IRR-S-002', 'IRR-S-001', 'IRR-N-006', 'IRR-N-005', 'IRR-N-004']);
  });

  it('limits a supervisor to their own location', async () => {
    const south = await recent({ role: 'supervisor', locationId: southLocation });
    expect(reportNumbers(south.body)).toEqual(['IRR-S-002', 'IRR-S-001']);
    const north = await recent({ role: 'supervisor', locationId: northLocation });
    expect(reportNumbers(north.body)).toEqual(['IRR-N-006', 'IRR-N-005', 'IRR-N-004', 'IRR-N-003', 'IRR-N-002']);
  });

  it('limits a technician to their own inspections, never another organization’s', async () => {
    const response = await recent({ role: 'technician', technicianId: ana, locationId: northLocation });
    expect(reportNumbers(response.body)).toEqual(['IRR-N-006', 'IRR-N-004', 'IRR-N-002', 'IRR-N-001']);
  });

  it('shows nothing to a user without the organization, location or roster link their role is scoped by', async () => {
    expect((await recent({ role: 'admin', organizationId: null })).body).toEqual([]);
    expect((await recent({ role: 'supervisor', locationId: null })).body).toEqual([]);
    expect((await recent({ role: 'technician', technicianId: null })).body).toEqual([]);
  });

  it('requires a signed-in user (401)', async () => {
    const response = await request(app.getHttpServer())
      .get(PATH)
      .set(await identity.gatewayHeaders());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a call that did not come through the gateway (401)', async () => {
    const response = await request(app.getHttpServer()).get(PATH).set('x-irrigo-identity', 'forged');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Requests must come through the gateway' });
  });

  it('is ready once its migrations have run', async () => {
    await request(app.getHttpServer())
      .get('/health/ready')
      .expect(200, { status: 'ok', service: 'inspections', checks: { database: 'ok' } });
  });
});

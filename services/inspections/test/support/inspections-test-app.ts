import { randomBytes, randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { emptyInspectionDocument, reportNumberFor, type InspectionDocument, type PutInspectionRequest, type VerifiedUser } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';

/** A UUIDv7 as a device makes it: 48 bits of milliseconds, version 7, then random bits. */
export function uuidv7(at = Date.now()): string {
  const random = randomBytes(10).toString('hex');
  const variant = ((parseInt(random[3] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const hex = `${at.toString(16).padStart(12, '0')}7${random.slice(0, 3)}${variant}${random.slice(4, 19)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An inspection a technician has started: customer filled in, nothing else. */
export function draftDocument(overrides: Partial<InspectionDocument['customer']> = {}): InspectionDocument {
  const document = emptyInspectionDocument({ technicianName: 'Ana Field', inspectionDate: '2026-11-25' });
  document.customer = { ...document.customer, name: 'Rosa Martinez', address: '12 Sprinkler Way, Tucson AZ', ...overrides };
  return document;
}

/** What completing needs on top of a draft: an overall assessment and the technician's signature. */
export function completeDocument(document = draftDocument()): InspectionDocument {
  return {
    ...document,
    summary: { overallAssessment: 'good', notes: 'Two heads replaced' },
    signatures: {
      customer: null,
      technician: {
        signerName: 'Ana Field',
        signedAt: '2026-11-25T15:00:00.000Z',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        contentHash: 'a'.repeat(64),
      },
    },
  };
}

export function putRequest(id: string, document: InspectionDocument, overrides: Partial<PutInspectionRequest> = {}): PutInspectionRequest {
  return {
    reportNumber: reportNumberFor(id),
    status: 'draft',
    document,
    createdAt: '2026-11-20T14:00:00.000Z',
    savedAt: '2026-11-25T14:30:00.000Z',
    ...overrides,
  };
}

export interface InspectionsTestApp {
  app: NestExpressApplication;
  identity: TestIdentity;
  dataSource: DataSource;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  as(user: Partial<VerifiedUser> | null): Promise<Record<string, string>>;
  put(id: string, body: unknown, user: Partial<VerifiedUser> | null, headers?: Record<string, string>): Promise<request.Response>;
  get(path: string, user: Partial<VerifiedUser> | null): Promise<request.Response>;
  rowsOf(id: string): Promise<{ id: string; version: number }[]>;
  close(): Promise<void>;
}

/**
 * services/inspections on its own database (PGlite, or PostgreSQL when DATABASE_URL names a server); `env` adds
 * or overrides variables (MEDIA_DIR, SMTP_URL, …).
 */
export async function startInspectionsTestApp(
  databaseUrl?: (database: TestDatabase) => string,
  database?: TestDatabase,
  env: Record<string, string> = {},
): Promise<InspectionsTestApp> {
  const db = database ?? (await createTestDatabase());
  const identity = await createTestIdentity('inspections');
  const app = await createServiceApp(
    AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl ? databaseUrl(db) : db.url, ...identity.env, ...env }),
  );
  await app.init();
  const server = app.getHttpServer();
  const as = async (user: Partial<VerifiedUser> | null) => identity.gatewayHeaders(user ?? undefined);
  const headersFor = (user: Partial<VerifiedUser> | null, extra: Record<string, string>) => as(user).then((headers) => ({ ...headers, ...extra }));
  return {
    app,
    identity,
    server,
    dataSource: app.get(DataSource),
    as,
    async put(id, body, user, headers = {}) {
      return request(server)
        .put(`/api/inspections/${id}`)
        .set(await headersFor(user, headers))
        .send(body as object);
    },
    async get(path, user) {
      return request(server)
        .get(path)
        .set(await as(user));
    },
    async rowsOf(id) {
      return (await app.get(DataSource).query('SELECT id, version FROM "inspections"."inspections" WHERE id = $1', [id])) as { id: string; version: number }[];
    },
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

export const people = () => {
  const organizationId = randomUUID();
  const north = randomUUID();
  const south = randomUUID();
  const ana = randomUUID();
  const ben = randomUUID();
  const carla = randomUUID();
  return {
    organizationId,
    otherOrganizationId: randomUUID(),
    north,
    south,
    ana: { role: 'technician', organizationId, locationId: north, technicianId: ana } satisfies Partial<VerifiedUser>,
    ben: { role: 'technician', organizationId, locationId: north, technicianId: ben } satisfies Partial<VerifiedUser>,
    carla: { role: 'technician', organizationId, locationId: south, technicianId: carla } satisfies Partial<VerifiedUser>,
    northSupervisor: { role: 'supervisor', organizationId, locationId: north, technicianId: null } satisfies Partial<VerifiedUser>,
    southSupervisor: { role: 'supervisor', organizationId, locationId: south, technicianId: null } satisfies Partial<VerifiedUser>,
    admin: { role: 'admin', organizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>,
    manager: { role: 'manager', organizationId, locationId: south, technicianId: null } satisfies Partial<VerifiedUser>,
  };
};

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { expect } from '@jest/globals';
import {
  emptyInspectionDocument,
  reportNumberFor,
  signedContent,
  type InspectionDocument,
  type InspectionListPage,
  type PutInspectionRequest,
  type VerifiedUser,
} from '@irrigo/contracts';
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

/** What completing needs on top of a draft: an overall assessment and the technician's signature (over that content). */
export function completeDocument(document = draftDocument()): InspectionDocument {
  return signedAgain({
    ...document,
    summary: { overallAssessment: 'good', notes: 'Two heads replaced' },
    signatures: {
      customer: null,
      technician: {
        signerName: 'Ana Field',
        signedAt: '2026-11-25T15:00:00.000Z',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        contentHash: '',
      },
    },
  });
}

/** SHA-256 (hex) of signedContent(document), as the device hashes what a signature vouches for. */
export function signedContentHash(document: InspectionDocument): string {
  return createHash('sha256').update(signedContent(document), 'utf8').digest('hex');
}

/** The document with each signature it has drawn again over its content as it is now (the service refuses stale ones). */
export function signedAgain(document: InspectionDocument): InspectionDocument {
  const contentHash = signedContentHash(document);
  const { customer, technician } = document.signatures;
  return {
    ...document,
    signatures: { customer: customer && { ...customer, contentHash }, technician: technician && { ...technician, contentHash } },
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

/** The columns of "inspections"."inspections" a test may write straight into the table. */
export interface InspectionRow {
  id: string;
  reportNumber: string;
  organizationId: string;
  locationId?: string | null;
  technicianId?: string | null;
  inspectorName?: string;
  clientName?: string;
  clientAddress?: string;
  status?: string;
  estimatedTotalCents?: number;
  completedDate?: string | Date | null;
  savedAt?: string | Date;
  createdAt?: string | Date;
  updatedAt?: string | Date;
  deletedAt?: string | Date | null;
}

const INSPECTION_COLUMNS: Record<keyof InspectionRow, string> = {
  id: 'id',
  reportNumber: 'report_number',
  organizationId: 'organization_id',
  locationId: 'location_id',
  technicianId: 'technician_id',
  inspectorName: 'inspector_name',
  clientName: 'client_name',
  clientAddress: 'client_address',
  status: 'status',
  estimatedTotalCents: 'estimated_total_cents',
  completedDate: 'completed_date',
  savedAt: 'saved_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
};

/**
 * Writes one inspection row past the API, for tests of what reads rows (lists, figures, deletes, sweeps) rather than
 * documents: the columns `row` names (null included), the table's defaults for the ones it leaves out.
 */
export async function insertInspection(dataSource: DataSource, row: InspectionRow): Promise<string> {
  const named = (Object.keys(INSPECTION_COLUMNS) as (keyof InspectionRow)[]).filter((key) => row[key] !== undefined);
  await dataSource.query(
    `INSERT INTO "inspections"."inspections" (${named.map((key) => INSPECTION_COLUMNS[key]).join(', ')})
     VALUES (${named.map((_, index) => `$${index + 1}`).join(', ')})`,
    named.map((key) => row[key]),
  );
  return row.id;
}

/** An inspection as the office's and the technician's lists show it; what it leaves out is ana's draft at north, 0.00, at 1 Main St. */
export interface ListedInspectionSeed {
  clientName: string;
  clientAddress?: string;
  status?: string;
  technicianId?: string | null;
  locationId?: string;
  organizationId?: string;
  /** When the device made it: its created date and its id's time. */
  createdAt: string;
  completedDate?: string | null;
  cents?: number;
}

/** Writes a listed inspection of `who`'s organization (written by 'Ana Field'); answers its id and report number. */
export async function insertListedInspection(dataSource: DataSource, who: People, seed: ListedInspectionSeed): Promise<{ id: string; reportNumber: string }> {
  const id = uuidv7(new Date(seed.createdAt).getTime());
  const reportNumber = reportNumberFor(id);
  await insertInspection(dataSource, {
    id,
    reportNumber,
    organizationId: seed.organizationId ?? who.organizationId,
    locationId: seed.locationId ?? who.north,
    technicianId: seed.technicianId === undefined ? who.ana.technicianId : seed.technicianId,
    inspectorName: 'Ana Field',
    clientName: seed.clientName,
    clientAddress: seed.clientAddress ?? '1 Main St, Tucson, AZ 85701',
    status: seed.status ?? 'draft',
    estimatedTotalCents: seed.cents ?? 0,
    completedDate: seed.completedDate ?? null,
    createdAt: seed.createdAt,
  });
  return { id, reportNumber };
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

/**
 * A list route's requests as its tests make them: `list` answers the whole response, `ids` the ids of one page of
 * up to 100 (asserting 200), as `user` unless another is named. `app` is read at each call (tests start it in beforeAll).
 */
export function listRequests(app: () => InspectionsTestApp, path: string, user: Partial<VerifiedUser>) {
  const list = async (as: Partial<VerifiedUser> | null, query: Record<string, string | number> = {}) =>
    request(app().server)
      .get(path)
      .query(query)
      .set(await app().as(as));
  const ids = async (query: Record<string, string | number> = {}, as: Partial<VerifiedUser> = user) => {
    const response = await list(as, { pageSize: 100, ...query });
    expect(response.status).toBe(200);
    return (response.body as InspectionListPage).items.map((item) => item.id);
  };
  return { list, ids };
}

export type People = ReturnType<typeof people>;

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

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  INSPECTION_DELETED_AUDIT_ACTION,
  type Inspection,
  type InspectionAuditEvent,
  type InspectionAuditEventsResponse,
  type VerifiedUser,
} from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import {
  completeDocument,
  draftDocument,
  insertListedInspection,
  people,
  putRequest,
  startInspectionsTestApp,
  uuidv7,
  type InspectionsTestApp,
} from './support/inspections-test-app.js';

const who = people();
const admin = { ...who.admin, id: randomUUID(), email: 'owner@riego.example' } satisfies Partial<VerifiedUser>;
const otherAdmin = { role: 'admin', organizationId: who.otherOrganizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>;

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();

describe('DELETE /api/admin/inspections/{id}', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;

  const headers = (user: Partial<VerifiedUser> | null) => identity.gatewayHeaders(user ?? undefined);
  const remove = async (id: string, user: Partial<VerifiedUser> | null = admin) =>
    request(app.getHttpServer())
      .delete(`/api/admin/inspections/${id}`)
      .set(await headers(user));
  const get = async (path: string, user: Partial<VerifiedUser>, query: Record<string, string> = {}) =>
    request(app.getHttpServer())
      .get(path)
      .query(query)
      .set(await headers(user));

  /** An inspection as ana's device saves it today (completed, 120.00 when priced), with one photo uploaded. */
  async function anasInspection(status: 'draft' | 'completed' = 'completed'): Promise<{ id: string; reportNumber: string; mediaId: string }> {
    const id = uuidv7();
    const document = status === 'completed' ? completeDocument(draftDocument({ address: '12 Sprinkler Way, Tucson, AZ 85701' })) : draftDocument();
    const body = putRequest(id, document, { status, createdAt: new Date().toISOString(), savedAt: new Date().toISOString() });
    const saved = await request(app.getHttpServer())
      .put(`/api/inspections/${id}`)
      .set(await headers(who.ana))
      .send(body);
    expect(saved.status).toBe(201);
    const mediaId = uuidv7();
    const uploaded = await request(app.getHttpServer())
      .put(`/api/inspections/${id}/media/${mediaId}`)
      .set(await headers(who.ana))
      .set('content-type', 'image/jpeg')
      .send(await jpeg());
    expect(uploaded.status).toBe(201);
    return { id, reportNumber: body.reportNumber, mediaId };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-admin-inspections-'));
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        MEDIA_DIR: mediaDir,
        MEDIA_SWEEP_INTERVAL_MINUTES: '0',
        ...identity.env,
      }),
    );
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('lets an admin delete an inspection: 204, then gone from every list and count, with who and when in the audit log', async () => {
    const kept = await anasInspection('draft');
    const doomed = await anasInspection();
    const month = { timeZone: 'UTC' };
    const before = {
      technician: (await get(`/api/technician/stats/${who.ana.technicianId}`, who.ana, month)).body as { inspectionsThisMonth: number },
      roster: (await get('/api/inspections/technician-stats', admin, { ...month, month: new Date().toISOString().slice(0, 7) })).body as {
        technicians: { technicianId: string; inspections: number }[];
      },
      dashboard: (await get('/api/dashboard/stats', admin, { ...month, period: 'month' })).body as { inspections: { total: number; completed: number } },
    };
    expect(before.dashboard.inspections).toEqual({ total: 2, completed: 1 });
    expect((await get(`/api/media/${doomed.mediaId}`, admin)).status).toBe(200);

    const startedAt = Date.now();
    const response = await remove(doomed.id);
    expect(response.status).toBe(204);

    // Who and when: in the audit log, and on the row.
    const audit = (await app.get(DataSource).query(`SELECT * FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [doomed.id])) as Record<
      string,
      unknown
    >[];
    expect(audit).toEqual([
      expect.objectContaining({
        organization_id: who.organizationId,
        action: INSPECTION_DELETED_AUDIT_ACTION,
        actor_id: admin.id,
        actor_email: 'owner@riego.example',
        actor_role: 'admin',
        details: expect.objectContaining({ reportNumber: doomed.reportNumber, clientName: 'Rosa Martinez', status: 'completed' }),
      }),
    ]);
    const occurredAt = new Date(audit[0]?.['occurred_at'] as string).getTime();
    expect(occurredAt).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(occurredAt).toBeLessThanOrEqual(Date.now() + 1_000);
    const [row] = (await app.get(DataSource).query(`SELECT deleted_at, deleted_by FROM "inspections"."inspections" WHERE id = $1`, [doomed.id])) as {
      deleted_at: Date;
      deleted_by: string;
    }[];
    expect(row).toEqual({ deleted_at: new Date(occurredAt), deleted_by: admin.id });

    // Gone for everyone, everywhere.
    expect((await get(`/api/inspections/${doomed.id}`, admin)).status).toBe(404);
    expect((await get(`/api/inspections/${doomed.id}`, who.ana)).status).toBe(404);
    for (const user of [admin, who.ana, who.northSupervisor]) {
      const recent = (await get('/api/technician/inspections/recent', user)).body as Inspection[];
      expect(recent.map((inspection) => inspection.id)).toEqual([kept.id]);
    }
    const ofAna = (await get(`/api/technician/inspections/recent/${who.ana.technicianId}`, admin)).body as Inspection[];
    expect(ofAna.map((inspection) => inspection.id)).toEqual([kept.id]);
    const technician = (await get(`/api/technician/stats/${who.ana.technicianId}`, who.ana, month)).body as { inspectionsThisMonth: number };
    expect(technician.inspectionsThisMonth).toBe(before.technician.inspectionsThisMonth - 1);
    const roster = (await get('/api/inspections/technician-stats', admin, { ...month, month: new Date().toISOString().slice(0, 7) }))
      .body as typeof before.roster;
    const count = (stats: typeof before.roster) => stats.technicians.find((entry) => entry.technicianId === who.ana.technicianId)?.inspections;
    expect(count(roster)).toBe((count(before.roster) ?? 0) - 1);
    const dashboard = (await get('/api/dashboard/stats', admin, { ...month, period: 'month' })).body as typeof before.dashboard;
    expect(dashboard.inspections).toEqual({ total: 1, completed: 0 });
    expect((await get(`/api/media/${doomed.mediaId}`, admin)).status).toBe(404);
    expect((await get(`/api/media/${kept.mediaId}`, admin)).status).toBe(200);
    // The device cannot bring it back by saving it again.
    const resaved = await request(app.getHttpServer())
      .put(`/api/inspections/${doomed.id}`)
      .set(await headers(who.ana))
      .set('If-Match', '"1"')
      .send(putRequest(doomed.id, draftDocument({ name: 'Someone else' })));
    expect(resaved.status).toBe(404);

    // A second delete: "It may have already been deleted".
    const again = await remove(doomed.id);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await app.get(DataSource).query(`SELECT 1 FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [doomed.id])).toHaveLength(1);
  });

  it('deletes once when two deletes race: one 204, one 404, one audit entry', async () => {
    const { id } = await anasInspection();
    const answers = await Promise.all([remove(id), remove(id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
    expect(await app.get(DataSource).query(`SELECT 1 FROM "inspections"."inspection_audit_events" WHERE inspection_id = $1`, [id])).toHaveLength(1);
  });

  it('is for admins only: signed out 401; manager, supervisor and technician 403, and nothing changes', async () => {
    const { id } = await anasInspection();
    expect((await remove(id, null)).status).toBe(401);
    for (const user of [who.manager, who.northSupervisor, who.ana]) {
      const response = await remove(id, user);
      expect(response.status).toBe(403);
    }
    expect((await get(`/api/inspections/${id}`, admin)).status).toBe(200);
  });

  it('answers another organization’s admin 404, as for an inspection that does not exist', async () => {
    const { id } = await anasInspection();
    expect((await remove(id, otherAdmin)).status).toBe(404);
    expect((await remove(uuidv7())).status).toBe(404);
    expect((await get(`/api/inspections/${id}`, admin)).status).toBe(200);
  });

  it('rejects an id that is not an inspection id with 400', async () => {
    const response = await remove('not-an-id');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/id must be an inspection id/);
  });
});

describe('GET /api/admin/inspections/audit-events', () => {
  let service: InspectionsTestApp;
  let mediaDir: string;

  const PATH = '/api/admin/inspections/audit-events';
  const list = async (user: Partial<VerifiedUser> | null, query: Record<string, string | number> = {}) =>
    request(service.server)
      .get(PATH)
      .query(query)
      .set(await service.as(user));
  const page = async (user: Partial<VerifiedUser>, query: Record<string, string | number> = {}) => {
    const response = await list(user, query);
    expect(response.status).toBe(200);
    return response.body as InspectionAuditEventsResponse;
  };
  const ids = (events: InspectionAuditEvent[]) => events.map((event) => event.id);

  /** A business of its own, with a named admin and manager, so that each test reads only the log it wrote. */
  const business = () => {
    const them = people();
    return {
      ...them,
      admin: { ...them.admin, id: randomUUID(), email: 'owner@riego.example' },
      manager: { ...them.manager, id: randomUUID(), email: 'office@riego.example' },
    };
  };

  /** Ana's inspections of `of`, deleted one after another by its admin through the API, in the order given. */
  async function deleted(of: ReturnType<typeof business>, ...seeds: { clientName: string; status: string }[]) {
    const removed: { id: string; reportNumber: string }[] = [];
    for (const seed of seeds) {
      const inspection = await insertListedInspection(service.dataSource, of, { ...seed, createdAt: new Date().toISOString() });
      const response = await request(service.server)
        .delete(`/api/admin/inspections/${inspection.id}`)
        .set(await service.as(of.admin));
      expect(response.status).toBe(204);
      removed.push(inspection);
      // Each delete in a millisecond of its own, so that "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return removed;
  }

  /** An entry written straight into the table, as an older version of the service or another action (a report sent) left it. */
  async function insertAuditRow(
    organizationId: string,
    occurredAt: Date,
    details: Record<string, unknown>,
    action = INSPECTION_DELETED_AUDIT_ACTION,
  ): Promise<string> {
    const [row] = (await service.dataSource.query(
      `INSERT INTO "inspections"."inspection_audit_events" (organization_id, inspection_id, action, actor_id, actor_email, actor_role, occurred_at, details)
       VALUES ($1, $2, $3, $4, 'owner@riego.example', 'admin', $5, $6) RETURNING id`,
      [organizationId, uuidv7(), action, randomUUID(), occurredAt, details],
    )) as { id: string }[];
    return row?.id ?? '';
  }

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-inspection-audit-'));
    service = await startInspectionsTestApp(undefined, undefined, { MEDIA_DIR: mediaDir, MEDIA_SWEEP_INTERVAL_MINUTES: '0' });
  });

  afterAll(async () => {
    await service?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('lists who deleted which inspection and when, newest first, to the admins and managers of the organization', async () => {
    const riego = business();
    const startedAt = Date.now();
    const [rosa, luis, marta] = await deleted(
      riego,
      { clientName: 'Rosa Martinez', status: 'completed' },
      { clientName: 'Luis Ortega', status: 'draft' },
      { clientName: 'Marta Díaz', status: 'completed' },
    );

    const response = await list(riego.admin);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { events, nextBefore } = response.body as InspectionAuditEventsResponse;
    expect(nextBefore).toBeNull();
    expect(events.map((event) => event.inspectionId)).toEqual([marta?.id, luis?.id, rosa?.id]);
    expect(events[0]).toEqual({
      id: expect.any(String),
      action: INSPECTION_DELETED_AUDIT_ACTION,
      inspectionId: marta?.id,
      actorId: riego.admin.id,
      actorEmail: 'owner@riego.example',
      actorRole: 'admin',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      details: {
        reportNumber: marta?.reportNumber,
        clientName: 'Marta Díaz',
        status: 'completed',
        locationId: riego.north,
        technicianId: riego.ana.technicianId,
      },
    });
    expect(events[1]?.details).toMatchObject({ reportNumber: luis?.reportNumber, clientName: 'Luis Ortega', status: 'draft' });
    expect(events[2]?.details).toMatchObject({ reportNumber: rosa?.reportNumber, clientName: 'Rosa Martinez', status: 'completed' });
    const times = events.map((event) => new Date(event.occurredAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now() + 1_000);

    // A manager of any location reads the whole organization's log, as the admin does.
    expect(await page(riego.manager)).toEqual({ events, nextBefore: null });
  });

  it('does not list another organization’s deletions; a user of no organization reads an empty page', async () => {
    const riego = business();
    const elsewhere = business();
    const [ours] = await deleted(riego, { clientName: 'Rosa Martinez', status: 'completed' });
    const [theirs] = await deleted(elsewhere, { clientName: 'Someone Else', status: 'completed' });

    expect((await page(riego.admin)).events.map((event) => event.inspectionId)).toEqual([ours?.id]);
    expect((await page(riego.manager)).events.map((event) => event.inspectionId)).toEqual([ours?.id]);
    expect((await page(elsewhere.admin)).events.map((event) => event.inspectionId)).toEqual([theirs?.id]);
    expect(await page({ role: 'admin', organizationId: null, locationId: null, technicianId: null })).toEqual({ events: [], nextBefore: null });
  });

  it('pages with limit=1 over three deletions: one each, older each time, then nextBefore null', async () => {
    const riego = business();
    const removed = await deleted(
      riego,
      { clientName: 'First', status: 'draft' },
      { clientName: 'Second', status: 'completed' },
      { clientName: 'Third', status: 'completed' },
    );

    const walked: InspectionAuditEvent[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const result: InspectionAuditEventsResponse = await page(riego.admin, before ? { limit: 1, before } : { limit: 1 });
      expect(result.events).toHaveLength(1);
      walked.push(...result.events);
      before = result.nextBefore;
      if (!before) break;
      expect(before).toBe(result.events[0]?.occurredAt);
    }
    expect(before).toBeNull();
    expect(walked.map((event) => event.details.clientName)).toEqual(['Third', 'Second', 'First']);
    expect(walked.map((event) => event.inspectionId)).toEqual(removed.map((inspection) => inspection.id).reverse());
    expect(ids(walked)).toEqual(ids((await page(riego.admin)).events));
  });

  it('keeps entries that share one instant on one page, and answers older entries that lack details with empty texts and null ids', async () => {
    const riego = business();
    const instant = new Date(Date.now() - 60_000);
    const newer = await insertAuditRow(riego.organizationId, new Date(instant.getTime() + 1_000), {
      reportNumber: 'R-NEW',
      clientName: 'Newer',
      status: 'completed',
    });
    const same: string[] = [];
    for (const clientName of ['Same A', 'Same B', 'Same C'])
      same.push(await insertAuditRow(riego.organizationId, instant, { reportNumber: `R-${clientName}`, clientName, status: 'draft' }));
    const older = await insertAuditRow(riego.organizationId, new Date(instant.getTime() - 1_000), { reportNumber: 'R-OLD' });

    const first = await page(riego.admin, { limit: 2 });
    expect(ids(first.events)).toEqual([newer, ...[...same].sort().reverse()]);
    expect(first.nextBefore).toBe(instant.toISOString());
    const second = await page(riego.admin, { limit: 2, before: first.nextBefore ?? '' });
    expect(ids(second.events)).toEqual([older]);
    expect(second.nextBefore).toBeNull();
    expect(second.events[0]?.details).toEqual({ reportNumber: 'R-OLD', clientName: '', status: '', locationId: null, technicianId: null });
    expect((await page(riego.admin, { before: instant.toISOString() })).events.map((event) => event.id)).toEqual([older]);
  });

  it('lists the deletions only: a report sent by e-mail, which the same table records, is neither listed nor counted for the next page', async () => {
    const riego = business();
    const [removed] = await deleted(riego, { clientName: 'Rosa Martinez', status: 'completed' });
    const sent = { reportNumber: removed?.reportNumber, to: 'rosa@example.com', lang: 'en', inspectionVersion: 1 };
    await insertAuditRow(riego.organizationId, new Date(), sent, 'inspection.report-sent');
    await insertAuditRow(riego.organizationId, new Date(Date.now() - 3_600_000), sent, 'inspection.report-sent');

    expect(await page(riego.admin, { limit: 1 })).toEqual({ events: [expect.objectContaining({ inspectionId: removed?.id })], nextBefore: null });
    expect((await page(riego.admin)).events.map((event) => event.action)).toEqual([INSPECTION_DELETED_AUDIT_ACTION]);
  });

  it('is for admins and managers only: signed out 401; supervisor and technician 403', async () => {
    const riego = business();
    const anonymous = await list(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    for (const user of [riego.northSupervisor, riego.ana]) {
      const response = await list(user);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });

  it.each([
    [{ before: 'yesterday' }, ['before must be a valid ISO 8601 date string']],
    [{ before: '2026-13-01T00:00:00Z' }, ['before must be a valid ISO 8601 date string']],
    [{ limit: 0 }, ['limit must not be less than 1']],
    [{ limit: 101 }, ['limit must not be greater than 100']],
    [{ limit: 'abc' }, expect.arrayContaining(['limit must be an integer number'])],
    [{ sort: 'asc' }, ['property sort should not exist']],
  ])('refuses %j with 400 VALIDATION_FAILED naming the broken rule', async (query, details) => {
    const response = await list(business().admin, query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid', details });
  });
});

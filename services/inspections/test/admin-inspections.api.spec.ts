import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { INSPECTION_DELETED_AUDIT_ACTION, type Inspection, type VerifiedUser } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { completeDocument, draftDocument, people, putRequest, uuidv7 } from './support/inspections-test-app.js';

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

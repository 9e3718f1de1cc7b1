import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { VerifiedUser } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MediaRetentionService } from '../src/admin-inspections/media-retention.service.js';
import { AppModule } from '../src/app.module.js';
import { people, uuidv7 } from './support/inspections-test-app.js';

const DAY = 86_400_000;
const who = people();
const admin = { ...who.admin, id: randomUUID() } satisfies Partial<VerifiedUser>;
/** Only a PostgreSQL server has sessions of its own; PGlite's connections share one, where the lock cannot be held against itself. */
const onServer = Boolean(process.env['DATABASE_URL']);

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();

/** Every stored object under the media folder (bytes, not content-type sidecars). */
async function objectsIn(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('media of deleted inspections leave storage after the retention period', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;
  let sweeper: MediaRetentionService;

  const headers = (user: Partial<VerifiedUser>) => identity.gatewayHeaders(user);
  const mediaRows = async (inspectionId: string) =>
    ((await app.get(DataSource).query(`SELECT id FROM "inspections"."inspection_media" WHERE inspection_id = $1`, [inspectionId])) as { id: string }[]).length;

  /** An inspection of ana's with `photos` photos uploaded. */
  async function inspectionWithPhotos(photos: number): Promise<string> {
    const id = uuidv7();
    await app
      .get(DataSource)
      .query(`INSERT INTO "inspections"."inspections" (id, report_number, organization_id, location_id, technician_id) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        `IRR-RET-${id.slice(-12)}`,
        who.organizationId,
        who.north,
        who.ana.technicianId,
      ]);
    const photo = await jpeg();
    for (let index = 0; index < photos; index++) {
      const uploaded = await request(app.getHttpServer())
        .put(`/api/inspections/${id}/media/${uuidv7()}`)
        .set(await headers(who.ana))
        .set('content-type', 'image/jpeg')
        .send(photo);
      expect(uploaded.status).toBe(201);
    }
    return id;
  }

  const remove = async (id: string) =>
    request(app.getHttpServer())
      .delete(`/api/admin/inspections/${id}`)
      .set(await headers(admin));

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-media-retention-'));
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        MEDIA_DIR: mediaDir,
        MEDIA_RETENTION_DAYS: '30',
        MEDIA_SWEEP_INTERVAL_MINUTES: '0',
        ...identity.env,
      }),
    );
    await app.init();
    sweeper = app.get(MediaRetentionService);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('keeps them for the retention period, then removes their objects and rows; again, it finds nothing to do', async () => {
    const kept = await inspectionWithPhotos(1);
    const doomed = await inspectionWithPhotos(2);
    // Each photo is stored with its thumbnail.
    expect(await objectsIn(mediaDir)).toHaveLength(6);
    const deletedAt = Date.now();
    expect((await remove(doomed)).status).toBe(204);

    // Deleted, but within 30 days: nothing leaves storage (the office could still be asked what it was).
    expect(await sweeper.sweep(new Date(deletedAt))).toEqual({ skipped: false, removed: 0 });
    expect(await sweeper.sweep(new Date(deletedAt + 29 * DAY))).toEqual({ skipped: false, removed: 0 });
    expect(await objectsIn(mediaDir)).toHaveLength(6);
    expect(await mediaRows(doomed)).toBe(2);

    // A clock past the 30 days: the deleted inspection's photos and thumbnails go; the other's stay.
    expect(await sweeper.sweep(new Date(deletedAt + 30 * DAY + 1_000))).toEqual({ skipped: false, removed: 2 });
    const left = await objectsIn(mediaDir);
    expect(left).toHaveLength(2);
    expect(left.every((path) => path.includes(kept))).toBe(true);
    expect(await mediaRows(doomed)).toBe(0);
    expect(await mediaRows(kept)).toBe(1);

    // Idempotent: the next sweep has nothing left to remove.
    expect(await sweeper.sweep(new Date(deletedAt + 31 * DAY))).toEqual({ skipped: false, removed: 0 });
    expect(await objectsIn(mediaDir)).toHaveLength(2);
  });

  it('forgives objects already gone (a sweep cut short after removing objects, before its rows went)', async () => {
    const many = await inspectionWithPhotos(3);
    expect((await remove(many)).status).toBe(204);
    // One photo's objects disappear behind the service's back: removing them again is no error.
    const [first] = (await app.get(DataSource).query(`SELECT storage_key FROM "inspections"."inspection_media" WHERE inspection_id = $1 LIMIT 1`, [many])) as {
      storage_key: string;
    }[];
    await rm(join(mediaDir, first?.storage_key ?? 'missing'), { force: true });
    expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: false, removed: 3 });
    expect(await mediaRows(many)).toBe(0);
  });

  (onServer ? it : it.skip)('leaves the sweep to the instance holding the lock (PostgreSQL server)', async () => {
    const doomed = await inspectionWithPhotos(1);
    expect((await remove(doomed)).status).toBe(204);
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      // Another replica mid-sweep holds the lock in its transaction.
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtext('irrigo:inspections:media-retention'))`);
      expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: true, removed: 0 });
      expect(await mediaRows(doomed)).toBe(1);
      await other.query('COMMIT');
      expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: false, removed: 1 });
    } finally {
      await other.end();
    }
  });
});

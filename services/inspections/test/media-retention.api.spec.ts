import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
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
import { draftDocument, insertInspection, people, putRequest, uuidv7 } from './support/inspections-test-app.js';
import { startResumableTestS3 } from './resumable-s3rver.js';
import type { TestS3 } from './storage-s3rver.js';

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
    await insertInspection(app.get(DataSource), {
      id,
      reportNumber: `IRR-RET-${id.slice(-12)}`,
      organizationId: who.organizationId,
      locationId: who.north,
      technicianId: who.ana.technicianId,
    });
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
    expect(await sweeper.sweep(new Date(deletedAt))).toEqual({ skipped: false, removed: 0, reports: 0, abandonedUploads: 0 });
    expect(await sweeper.sweep(new Date(deletedAt + 29 * DAY))).toEqual({ skipped: false, removed: 0, reports: 0, abandonedUploads: 0 });
    expect(await objectsIn(mediaDir)).toHaveLength(6);
    expect(await mediaRows(doomed)).toBe(2);

    // A clock past the 30 days: the deleted inspection's photos and thumbnails go; the other's stay.
    expect(await sweeper.sweep(new Date(deletedAt + 30 * DAY + 1_000))).toEqual({ skipped: false, removed: 2, reports: 0, abandonedUploads: 0 });
    const left = await objectsIn(mediaDir);
    expect(left).toHaveLength(2);
    expect(left.every((path) => path.includes(kept))).toBe(true);
    expect(await mediaRows(doomed)).toBe(0);
    expect(await mediaRows(kept)).toBe(1);

    // Idempotent: the next sweep has nothing left to remove.
    expect(await sweeper.sweep(new Date(deletedAt + 31 * DAY))).toEqual({ skipped: false, removed: 0, reports: 0, abandonedUploads: 0 });
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
    expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: false, removed: 3, reports: 0, abandonedUploads: 0 });
    expect(await mediaRows(many)).toBe(0);
  });

  it('removes the kept PDF reports of deleted inspections with their media, and only theirs', async () => {
    const withReports = async () => {
      const id = uuidv7();
      const saved = await request(app.getHttpServer())
        .put(`/api/inspections/${id}`)
        .set(await headers(who.ana))
        .send(putRequest(id, draftDocument()));
      expect(saved.status).toBe(201);
      for (const lang of ['en', 'es']) {
        const report = await request(app.getHttpServer())
          .get(`/api/inspections/${id}/report.pdf?lang=${lang}`)
          .set(await headers(who.ana));
        expect(report.status).toBe(200);
      }
      return id;
    };
    const reportsOf = async (id: string) =>
      (await app.get(DataSource).query(`SELECT storage_key FROM "inspections"."inspection_reports" WHERE inspection_id = $1`, [id])) as {
        storage_key: string;
      }[];
    const reportFiles = async (id: string) => (await objectsIn(mediaDir)).filter((path) => path.includes(id) && path.endsWith('.pdf'));

    const kept = await withReports();
    const doomed = await withReports();
    expect((await reportsOf(doomed)).length).toBe(2);
    expect(await reportFiles(doomed)).toHaveLength(2);
    const deletedAt = Date.now();
    expect((await remove(doomed)).status).toBe(204);

    // Within the retention period the reports stay, as the media do.
    expect(await sweeper.sweep(new Date(deletedAt + 29 * DAY))).toEqual({ skipped: false, removed: 0, reports: 0, abandonedUploads: 0 });
    expect(await reportFiles(doomed)).toHaveLength(2);

    expect(await sweeper.sweep(new Date(deletedAt + 30 * DAY + 1_000))).toEqual({ skipped: false, removed: 0, reports: 2, abandonedUploads: 0 });
    expect(await reportFiles(doomed)).toEqual([]);
    expect(await reportsOf(doomed)).toEqual([]);
    // The inspection that was not deleted keeps its two.
    expect(await reportFiles(kept)).toHaveLength(2);
    expect((await reportsOf(kept)).length).toBe(2);
    expect(await sweeper.sweep(new Date(deletedAt + 31 * DAY))).toEqual({ skipped: false, removed: 0, reports: 0, abandonedUploads: 0 });
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
      expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: true, removed: 0, reports: 0, abandonedUploads: 0 });
      expect(await mediaRows(doomed)).toBe(1);
      await other.query('COMMIT');
      expect(await sweeper.sweep(new Date(Date.now() + 31 * DAY))).toEqual({ skipped: false, removed: 1, reports: 0, abandonedUploads: 0 });
    } finally {
      await other.end();
    }
  });
});

const TUS = { 'Tus-Resumable': '1.0.0' };
const HOUR = 3_600_000;

/**
 * Resumable uploads begun and never finished: tus expires them a day after they began (410 from then on), and the
 * sweep removes them from the tus store, in the local folder and in an S3 bucket alike. "A day ago" is set in the
 * store itself: FileStore's creation date in the upload's .json, S3's initiation time of the multipart upload.
 */
describe.each([
  ['the local MEDIA_DIR', false],
  ['an S3 bucket', true],
])('abandoned resumable uploads in %s leave the tus store', (_where, withS3) => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;
  let s3: TestS3 | undefined;
  let sweeper: MediaRetentionService;
  let inspectionId: string;

  const path = (mediaId: string) => `/api/inspections/${inspectionId}/media/${mediaId}/resumable`;
  const tus = async (method: 'post' | 'patch' | 'head', mediaId: string, extra: Record<string, string> = {}, body?: Buffer) => {
    const call = request(app.getHttpServer())
      [method](path(mediaId))
      .set(await identity.gatewayHeaders(who.ana))
      .set(TUS)
      .set(extra);
    return body ? call.send(body) : call;
  };
  /** Begins an upload of 1,000 bytes and sends its first 100. */
  const begin = async (mediaId: string) => {
    const created = await tus('post', mediaId, { 'Upload-Length': '1000', 'Upload-Metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}` });
    expect(created.status).toBe(201);
    expect(created.headers['upload-expires']).toBeDefined();
    const patched = await tus('patch', mediaId, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, Buffer.alloc(100, 7));
    expect([patched.status, patched.headers['upload-offset']]).toEqual([204, '100']);
  };
  /** Every file of the tus store (local folder or bucket folder) that names the upload, in its path or in its content. */
  const filesOf = async (mediaId: string): Promise<string[]> => {
    const root = s3 ? s3.directory : join(mediaDir, 'resumable-uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    const named: string[] = [];
    for (const file of files) {
      if (file.includes(mediaId) || (file.endsWith(`${'/'}key`) && (await readFile(file, 'utf8')).includes(mediaId))) named.push(file);
    }
    return named.sort();
  };
  /** Moves the upload's beginning 25 hours back, where the store keeps it. */
  const age = async (mediaId: string) => {
    const past = new Date(Date.now() - 25 * HOUR);
    if (s3) {
      const keyFiles = (await filesOf(mediaId)).filter((file) => file.endsWith('/key'));
      expect(keyFiles).toHaveLength(1);
      await utimes(keyFiles[0]!, past, past);
    } else {
      const info = join(mediaDir, 'resumable-uploads', inspectionId, `${mediaId}.json`);
      const upload = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
      await writeFile(info, JSON.stringify({ ...upload, creation_date: past.toISOString() }));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-abandoned-uploads-'));
    if (withS3) s3 = await startResumableTestS3();
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        MEDIA_DIR: mediaDir,
        MEDIA_SWEEP_INTERVAL_MINUTES: '0',
        ...(s3?.env ?? {}),
        ...identity.env,
      }),
    );
    await app.init();
    sweeper = app.get(MediaRetentionService);
    inspectionId = uuidv7();
    const saved = await request(app.getHttpServer())
      .put(`/api/inspections/${inspectionId}`)
      .set(await identity.gatewayHeaders(who.ana))
      .send(putRequest(inspectionId, draftDocument()));
    expect(saved.status).toBe(201);
  });

  afterAll(async () => {
    await app?.close();
    await s3?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('removes an upload left unfinished for more than a day, and keeps a recent one', async () => {
    const abandoned = uuidv7();
    const recent = uuidv7();
    await begin(abandoned);
    await begin(recent);
    expect(await filesOf(abandoned)).not.toEqual([]);
    await age(abandoned);
    if (!s3) {
      // Expired already: tus no longer takes bytes for it (the device starts over).
      expect((await tus('head', abandoned)).status).toBe(410);
    }

    const result = await sweeper.sweep();
    expect(result.abandonedUploads).toBe(1);
    expect(await filesOf(abandoned)).toEqual([]);
    expect((await tus('head', abandoned)).status).toBe(404);
    // The recent one is untouched and resumes where it was.
    const head = await tus('head', recent);
    expect([head.status, head.headers['upload-offset']]).toEqual([200, '100']);
    expect(await filesOf(recent)).not.toEqual([]);

    // Nothing left to remove.
    expect((await sweeper.sweep()).abandonedUploads).toBe(0);
  });
});

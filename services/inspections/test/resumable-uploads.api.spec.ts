import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MEDIA_MAX_BYTES } from '@irrigo/contracts';
import { createServiceApp } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type AccountOverrides, type TestDatabase, type TestIdentity } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { Upload, type DetailedError } from 'tus-js-client';
import { DataSource } from 'typeorm';
import { v7 as uuidV7 } from 'uuid';
import { AppModule } from '../src/app.module.js';
import { startResumableTestS3 } from './resumable-s3rver.js';
import type { TestS3 } from './storage-s3rver.js';

const ORG = randomUUID();
const OTHER_ORG = randomUUID();
const NORTH = randomUUID();
const SOUTH = randomUUID();
const ANA = randomUUID();
const BEN = randomUUID();

const ana: AccountOverrides = { role: 'technician', technicianId: ANA, locationId: NORTH };
const ben: AccountOverrides = { role: 'technician', technicianId: BEN, locationId: NORTH };

const ANAS = uuidV7();
const OTHER_ORGS = uuidV7();
const MiB = 1024 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };

/** The ftyp box of an MP4, what file-type reads. */
function mp4Ftyp(): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('\0\0\x02\0isomiso2avc1mp41', 12, 'latin1');
  return ftyp;
}

/** An MP4 (its ftyp box) followed by a media data box of random bytes, `size` bytes in all. */
function mp4Of(size: number): Buffer {
  const ftyp = mp4Ftyp();
  const mdat = randomBytes(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

const resumablePath = (inspectionId: string, mediaId: string) => `/api/inspections/${inspectionId}/media/${mediaId}/resumable`;
const tusMetadata = (filetype: string) => `filetype ${Buffer.from(filetype).toString('base64')}`;

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every file under a folder, recursively. */
async function filesIn(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One app (services/inspections on PGlite or DATABASE_URL) and the calls of the tus protocol against it, the
 * device's identity as the gateway asserts it.
 */
function resumableApi(setup: () => Promise<{ app: NestExpressApplication; identity: TestIdentity }>) {
  let app: NestExpressApplication;
  let identity: TestIdentity;
  const api = {
    async init() {
      ({ app, identity } = await setup());
    },
    get app() {
      return app;
    },
    get base() {
      return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    },
    headersOf: (user: AccountOverrides | null) => identity.gatewayHeaders(user ? { organizationId: ORG, ...user } : undefined),
    async create(inspectionId: string, mediaId: string, length: number | string, filetype = 'video/mp4', user: AccountOverrides | null = ana) {
      return request(app.getHttpServer())
        .post(resumablePath(inspectionId, mediaId))
        .set(await api.headersOf(user))
        .set(TUS)
        .set('Upload-Length', String(length))
        .set('Upload-Metadata', tusMetadata(filetype));
    },
    async head(inspectionId: string, mediaId: string, user: AccountOverrides | null = ana) {
      return request(app.getHttpServer())
        .head(resumablePath(inspectionId, mediaId))
        .set(await api.headersOf(user))
        .set(TUS);
    },
    async patch(inspectionId: string, mediaId: string, offset: number, bytes: Buffer, user: AccountOverrides | null = ana) {
      return request(app.getHttpServer())
        .patch(resumablePath(inspectionId, mediaId))
        .set(await api.headersOf(user))
        .set(TUS)
        .set('Upload-Offset', String(offset))
        .set('Content-Type', 'application/offset+octet-stream')
        .send(bytes);
    },
    /** A PATCH whose connection drops after `sent` of its bytes went out (one bar of signal gone). */
    async interruptedPatch(inspectionId: string, mediaId: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
      const headers = { ...(await api.headersOf(ana)), ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' };
      const call = httpRequest(`${api.base}${resumablePath(inspectionId, mediaId)}`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Length': String(bytes.length) },
      });
      call.on('error', () => undefined);
      await new Promise<void>((resolve) => call.write(bytes.subarray(0, sent), () => resolve()));
      await waitMs(300);
      call.destroy();
    },
    /** HEAD until the offset stops moving: the server has taken in what reached it before the drop. */
    async settledOffset(inspectionId: string, mediaId: string): Promise<number> {
      let last = -1;
      for (let attempt = 0; attempt < 40; attempt++) {
        const answer = await api.head(inspectionId, mediaId);
        const offset = Number(answer.headers['upload-offset']);
        if (answer.status === 200 && offset === last) return offset;
        last = answer.status === 200 ? offset : -1;
        await waitMs(150);
      }
      throw new Error('the offset never settled');
    },
    async download(mediaId: string) {
      return request(app.getHttpServer())
        .get(`/api/media/${mediaId}`)
        .set(await api.headersOf(ana))
        .buffer(true)
        .parse(binary);
    },
    async rowsOf(mediaId: string) {
      return (
        (await app.get(DataSource).query('SELECT count(*)::int AS n FROM "inspections"."inspection_media" WHERE id = $1', [mediaId])) as [{ n: number }]
      )[0].n;
    },
    /** Sends a whole file through tus-js-client (as the device does), optionally stopping it after `stopAfter` bytes. */
    async tusClient(inspectionId: string, mediaId: string, file: Buffer, stopAfter?: number) {
      const url = `${api.base}${resumablePath(inspectionId, mediaId)}`;
      const headers = await api.headersOf(ana);
      const chunks: number[] = [];
      return new Promise<{ outcome: 'success' | 'stopped'; status: number | null; body: string; chunks: number[] }>((resolve, reject) => {
        const upload: Upload = new Upload(file, {
          endpoint: url,
          uploadUrl: url,
          chunkSize: MiB,
          retryDelays: null,
          storeFingerprintForResuming: false,
          headers,
          metadata: { filetype: 'video/mp4' },
          onChunkComplete: (chunkSize, accepted) => {
            chunks.push(chunkSize);
            if (stopAfter !== undefined && accepted >= stopAfter) {
              void upload.abort().then(() => resolve({ outcome: 'stopped', status: null, body: '', chunks }));
            }
          },
          onSuccess: ({ lastResponse }) => resolve({ outcome: 'success', status: lastResponse.getStatus(), body: lastResponse.getBody(), chunks }),
          onError: (error) => reject(error as DetailedError),
        });
        upload.start();
      });
    },
  };
  return api;
}

describe('resumable uploads (tus) at /api/inspections/{id}/media/{mediaId}/resumable', () => {
  let database: TestDatabase;
  let identity: TestIdentity;
  let mediaDir: string;
  const seeded = new Set<NestExpressApplication>();

  const seed = async (app: NestExpressApplication) => {
    if (seeded.has(app)) return;
    seeded.add(app);
    const insert = (id: string, organizationId: string, locationId: string, technicianId: string) =>
      app
        .get(DataSource)
        .query(
          `INSERT INTO "inspections"."inspections" (id, report_number, organization_id, location_id, technician_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [id, `IRR-${id.slice(-12)}`, organizationId, locationId, technicianId],
        );
    await insert(ANAS, ORG, NORTH, ANA);
    await insert(OTHER_ORGS, OTHER_ORG, randomUUID(), ANA);
  };

  const startApp = async (env: Record<string, string>) => {
    const app = await createServiceApp(
      AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: database.url, MEDIA_DIR: mediaDir, ...identity.env, ...env }),
    );
    await app.listen(0, '127.0.0.1');
    await seed(app);
    return { app, identity };
  };

  const local = resumableApi(() => startApp({}));

  beforeAll(async () => {
    database = await createTestDatabase();
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-media-tus-'));
    await local.init();
  });

  afterAll(async () => {
    await local.app?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const unfinished = () => filesIn(join(mediaDir, 'resumable-uploads'));

  describe('sends a video in chunks and resumes after the connection drops', () => {
    it(`tus-js-client: exactly ${MEDIA_MAX_BYTES} bytes in 1 MiB chunks, stopped after 3 MiB, resumed by a new client at the same URL`, async () => {
      const video = mp4Of(MEDIA_MAX_BYTES);
      const mediaId = uuidV7();
      const first = await local.tusClient(ANAS, mediaId, video, 3 * MiB);
      expect(first.outcome).toBe('stopped');
      const arrived = await local.settledOffset(ANAS, mediaId);
      expect(arrived).toBeGreaterThanOrEqual(3 * MiB);
      expect(await local.rowsOf(mediaId)).toBe(0);

      // The device lost everything but the media id: HEAD at the URL made from it, then only the rest.
      const second = await local.tusClient(ANAS, mediaId, video);
      expect(second.outcome).toBe('success');
      expect(second.status).toBe(201);
      expect(second.chunks.reduce((sum, size) => sum + size, 0)).toBe(MEDIA_MAX_BYTES - arrived);
      expect(JSON.parse(second.body)).toMatchObject({ id: mediaId, inspectionId: ANAS, kind: 'video', contentType: 'video/mp4', byteSize: MEDIA_MAX_BYTES });

      expect(await local.rowsOf(mediaId)).toBe(1);
      const served = await local.download(mediaId);
      expect(served.status).toBe(200);
      expect((served.body as Buffer).equals(video)).toBe(true);
      // Finished: the unfinished upload is gone, and a HEAD says so.
      expect((await local.head(ANAS, mediaId)).status).toBe(404);
      expect(await unfinished()).toEqual([]);
    }, 60_000);

    it('raw tus: a PATCH cut off mid-body keeps what arrived; HEAD gives the offset and the rest completes the exact file', async () => {
      const video = mp4Of(4 * MiB + 123);
      const mediaId = uuidV7();
      const created = await local.create(ANAS, mediaId, video.length);
      expect(created.status).toBe(201);
      expect(created.headers['location']).toBe(resumablePath(ANAS, mediaId));
      expect(created.headers['tus-resumable']).toBe('1.0.0');

      const firstChunk = await local.patch(ANAS, mediaId, 0, video.subarray(0, MiB));
      expect(firstChunk.status).toBe(204);
      expect(firstChunk.headers['upload-offset']).toBe(String(MiB));

      await local.interruptedPatch(ANAS, mediaId, MiB, video.subarray(MiB), 1.5 * MiB);
      const offset = await local.settledOffset(ANAS, mediaId);
      // What reached the server before the drop is kept.
      expect(offset).toBeGreaterThan(MiB);
      expect(offset).toBeLessThanOrEqual(2.5 * MiB);
      const head = await local.head(ANAS, mediaId);
      expect(head.headers['upload-length']).toBe(String(video.length));
      expect(head.headers['cache-control']).toBe('no-store');

      const rest = await local.patch(ANAS, mediaId, offset, video.subarray(offset));
      expect(rest.status).toBe(201);
      expect(rest.headers['content-type']).toMatch(/^application\/json/);
      expect(rest.body).toMatchObject({ id: mediaId, byteSize: video.length, kind: 'video' });
      expect(((await local.download(mediaId)).body as Buffer).equals(video)).toBe(true);
      expect(await local.rowsOf(mediaId)).toBe(1);
    }, 30_000);

    it('answers a PATCH at the wrong offset 409 CONFLICT and changes nothing', async () => {
      const mediaId = uuidV7();
      const video = mp4Of(2 * MiB);
      expect((await local.create(ANAS, mediaId, video.length)).status).toBe(201);
      expect((await local.patch(ANAS, mediaId, 0, video.subarray(0, MiB))).status).toBe(204);
      const wrong = await local.patch(ANAS, mediaId, 0, video.subarray(0, MiB));
      expect(wrong.status).toBe(409);
      expect(wrong.body).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
      expect((await local.head(ANAS, mediaId)).headers['upload-offset']).toBe(String(MiB));
    });

    it('starts over on a new POST at an unfinished upload, and DELETE drops one', async () => {
      const mediaId = uuidV7();
      const video = mp4Of(2 * MiB);
      await local.create(ANAS, mediaId, video.length);
      await local.patch(ANAS, mediaId, 0, video.subarray(0, MiB));
      expect((await local.create(ANAS, mediaId, video.length)).status).toBe(201);
      expect((await local.head(ANAS, mediaId)).headers['upload-offset']).toBe('0');
      const dropped = await request(local.app.getHttpServer())
        .delete(resumablePath(ANAS, mediaId))
        .set(await local.headersOf(ana))
        .set(TUS);
      expect(dropped.status).toBe(204);
      expect((await local.head(ANAS, mediaId)).status).toBe(404);
    });
  });

  describe('is idempotent per media id', () => {
    it('ends a new upload of a stored id in the replay: 200 with the stored record, no second row or file', async () => {
      const mediaId = uuidV7();
      const video = mp4Of(MiB + 7);
      await local.create(ANAS, mediaId, video.length);
      const stored = await local.patch(ANAS, mediaId, 0, video);
      expect(stored.status).toBe(201);
      const files = await filesIn(mediaDir);

      // The answer was lost: the device starts again (HEAD 404, POST, PATCH).
      expect((await local.head(ANAS, mediaId)).status).toBe(404);
      expect((await local.create(ANAS, mediaId, video.length)).status).toBe(201);
      const replay = await local.patch(ANAS, mediaId, 0, video);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(stored.body);
      expect(await local.rowsOf(mediaId)).toBe(1);
      expect(await filesIn(mediaDir)).toEqual(files);
    });

    it('answers other bytes under a stored id 409 CONFLICT and keeps the first file', async () => {
      const mediaId = uuidV7();
      const video = mp4Of(MiB);
      await local.create(ANAS, mediaId, video.length);
      expect((await local.patch(ANAS, mediaId, 0, video)).status).toBe(201);
      const other = mp4Of(MiB);
      await local.create(ANAS, mediaId, other.length);
      const refused = await local.patch(ANAS, mediaId, 0, other);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT' });
      expect(((await local.download(mediaId)).body as Buffer).equals(video)).toBe(true);
    });
  });

  describe('checks the file', () => {
    it(`refuses an Upload-Length of ${MEDIA_MAX_BYTES + 1} (10 MB + 1) with 413 MEDIA_TOO_LARGE before anything is stored`, async () => {
      const mediaId = uuidV7();
      const before = await unfinished();
      const refused = await local.create(ANAS, mediaId, MEDIA_MAX_BYTES + 1);
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({ statusCode: 413, code: 'MEDIA_TOO_LARGE' });
      expect(await unfinished()).toEqual(before);
      expect((await local.head(ANAS, mediaId)).status).toBe(404);
    });

    it('refuses a deferred length, no length, a length of 0 (400) and a type that is not a photo or video (415)', async () => {
      const deferred = await request(local.app.getHttpServer())
        .post(resumablePath(ANAS, uuidV7()))
        .set(await local.headersOf(ana))
        .set(TUS)
        .set('Upload-Defer-Length', '1')
        .set('Upload-Metadata', tusMetadata('video/mp4'));
      expect(deferred.status).toBe(400);
      expect(deferred.body.code).toBe('VALIDATION_FAILED');
      expect((await local.create(ANAS, uuidV7(), '')).status).toBe(400);
      expect((await local.create(ANAS, uuidV7(), 0)).status).toBe(400);
      const html = await local.create(ANAS, uuidV7(), 100, 'text/html');
      expect(html.status).toBe(415);
      expect(html.body.code).toBe('MEDIA_TYPE_NOT_ALLOWED');
    });

    it('a PATCH beyond Upload-Length: 413 and nothing stored', async () => {
      const mediaId = uuidV7();
      await local.create(ANAS, mediaId, 1000);
      const over = await local.patch(ANAS, mediaId, 0, mp4Of(2000));
      expect(over.status).toBe(413);
      expect(over.body.code).toBe('MEDIA_TOO_LARGE');
      expect(await local.rowsOf(mediaId)).toBe(0);
    });

    const page = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'.padEnd(4_000, ' '));
    it.each([
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'.padEnd(4_000, ' '))],
      ['HTML', page],
      ['an MP4 ftyp box followed by HTML', Buffer.concat([mp4Ftyp(), page])],
      ['a whole MP4 followed by HTML', Buffer.concat([mp4Of(2_000), page])],
    ])('%s disguised as video/mp4: 415 MEDIA_TYPE_NOT_ALLOWED at the last chunk, nothing stored, the upload removed', async (_name, bytes) => {
      const mediaId = uuidV7();
      const files = await filesIn(mediaDir);
      expect((await local.create(ANAS, mediaId, bytes.length)).status).toBe(201);
      expect((await local.patch(ANAS, mediaId, 0, bytes.subarray(0, 1_000))).status).toBe(204);
      const finish = await local.patch(ANAS, mediaId, 1_000, bytes.subarray(1_000));
      expect(finish.status).toBe(415);
      expect(finish.headers['content-type']).toMatch(/^application\/json/);
      expect(finish.body).toMatchObject({ statusCode: 415, code: 'MEDIA_TYPE_NOT_ALLOWED' });
      expect(await local.rowsOf(mediaId)).toBe(0);
      expect((await local.head(ANAS, mediaId)).status).toBe(404);
      expect(await filesIn(mediaDir)).toEqual(files);
    });
  });

  describe('who may', () => {
    let mediaId: string;
    const video = mp4Of(2 * MiB);

    beforeAll(async () => {
      mediaId = uuidV7();
      expect((await local.create(ANAS, mediaId, video.length)).status).toBe(201);
      expect((await local.patch(ANAS, mediaId, 0, video.subarray(0, MiB))).status).toBe(204);
    });

    it('requires a signed-in user with a role (401) on every method', async () => {
      const anonymous = await local.create(ANAS, uuidV7(), 100, 'video/mp4', null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect((await local.head(ANAS, mediaId, null)).status).toBe(401);
      expect((await local.patch(ANAS, mediaId, MiB, video.subarray(MiB), null)).status).toBe(401);
      const roleless = await local.create(ANAS, uuidV7(), 100, 'video/mp4', { role: null });
      expect(roleless.status).toBe(401);
      expect(roleless.body.code).toBe('ROLE_REQUIRED');
      const direct = await request(local.app.getHttpServer()).head(resumablePath(ANAS, mediaId)).set(TUS);
      expect(direct.status).toBe(401);
      expect((await local.head(ANAS, mediaId)).headers['upload-offset']).toBe(String(MiB));
    });

    it.each([
      ['another technician', ben],
      ['an admin of another organization', { role: 'admin', organizationId: OTHER_ORG } as AccountOverrides],
    ])('answers %s 404 on every method and changes nothing', async (_who, user) => {
      const created = await local.create(ANAS, uuidV7(), 100, 'video/mp4', user);
      expect(created.status).toBe(404);
      expect(created.body.code).toBe('NOT_FOUND');
      expect((await local.head(ANAS, mediaId, user)).status).toBe(404);
      expect((await local.patch(ANAS, mediaId, MiB, video.subarray(MiB), user)).status).toBe(404);
      const dropped = await request(local.app.getHttpServer())
        .delete(resumablePath(ANAS, mediaId))
        .set(await local.headersOf(user))
        .set(TUS);
      expect(dropped.status).toBe(404);
      expect((await local.head(ANAS, mediaId)).headers['upload-offset']).toBe(String(MiB));
    });

    it('answers Ana under an inspection of another organization 404', async () => {
      expect((await local.create(OTHER_ORGS, uuidV7(), 100)).status).toBe(404);
    });

    it.each([
      ['the location’s supervisor', { role: 'supervisor', locationId: NORTH } as AccountOverrides],
      ['a supervisor of another location', { role: 'supervisor', locationId: SOUTH } as AccountOverrides],
    ])('answers %s, who may not save the inspection, 403 FORBIDDEN on every method and changes nothing', async (_who, supervisor) => {
      const before = await unfinished();
      const newId = uuidV7();
      const created = await local.create(ANAS, newId, 100, 'video/mp4', supervisor);
      expect(created.status).toBe(403);
      expect(created.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect((await local.head(ANAS, mediaId, supervisor)).status).toBe(403);
      expect((await local.patch(ANAS, mediaId, MiB, video.subarray(MiB), supervisor)).status).toBe(403);
      const dropped = await request(local.app.getHttpServer())
        .delete(resumablePath(ANAS, mediaId))
        .set(await local.headersOf(supervisor))
        .set(TUS);
      expect(dropped.status).toBe(403);
      expect(await unfinished()).toEqual(before);
      expect((await local.head(ANAS, newId)).status).toBe(404);
      expect((await local.head(ANAS, mediaId)).headers['upload-offset']).toBe(String(MiB));
      expect(await local.rowsOf(mediaId)).toBe(0);
    });

    it('lets an admin, who may save the inspection, continue what the technician started', async () => {
      const admin: AccountOverrides = { role: 'admin', locationId: null };
      const head = await local.head(ANAS, mediaId, admin);
      expect(head.headers['upload-offset']).toBe(String(MiB));
      expect((await local.patch(ANAS, mediaId, MiB, video.subarray(MiB), admin)).status).toBe(201);
    });
  });

  it('documents the four tus methods with their errors, and the PUT points to them', async () => {
    const document = (await request(local.app.getHttpServer()).get('/internal/openapi.json')).body as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const resumable = document.paths['/api/inspections/{id}/media/{mediaId}/resumable'] ?? {};
    expect(Object.keys(resumable).sort()).toEqual(['delete', 'head', 'patch', 'post']);
    expect(JSON.stringify(resumable['post']?.responses['413'])).toContain('MEDIA_TOO_LARGE');
    expect(JSON.stringify(resumable['patch']?.responses['415'])).toContain('MEDIA_TYPE_NOT_ALLOWED');
    expect(Object.keys(resumable['patch']?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '204', '401', '404', '409']));
    const put = document.paths['/api/inspections/{id}/media/{mediaId}']?.['put'];
    expect(put?.description).toContain('/resumable');
    expect(put?.description).not.toContain('not offered');
  });

  describe('with S3-compatible storage (S3_* set): unfinished uploads wait in the bucket', () => {
    let s3: TestS3;
    const bucket = resumableApi(() => startApp(s3.env));

    beforeAll(async () => {
      s3 = await startResumableTestS3();
      await bucket.init();
    });

    afterAll(async () => {
      await bucket.app?.close();
      await s3?.close();
    });

    it('resumes a chunked video after a dropped PATCH and stores it in the bucket; no unfinished object is left', async () => {
      const video = mp4Of(7 * MiB + 5);
      const mediaId = uuidV7();
      const localFiles = await filesIn(mediaDir);
      expect((await bucket.create(ANAS, mediaId, video.length)).status).toBe(201);
      expect((await bucket.patch(ANAS, mediaId, 0, video.subarray(0, MiB))).status).toBe(204);
      await bucket.interruptedPatch(ANAS, mediaId, MiB, video.subarray(MiB, 6 * MiB), 2 * MiB);
      const offset = await bucket.settledOffset(ANAS, mediaId);
      expect(offset).toBeGreaterThan(MiB);
      expect(offset).toBeLessThanOrEqual(3 * MiB);
      const finished = await bucket.tusClient(ANAS, mediaId, video);
      expect(finished.outcome).toBe('success');
      expect(finished.chunks.reduce((sum, size) => sum + size, 0)).toBe(video.length - offset);
      expect(JSON.parse(finished.body)).toMatchObject({ id: mediaId, byteSize: video.length });
      expect(((await bucket.download(mediaId)).body as Buffer).equals(video)).toBe(true);

      expect(await filesIn(mediaDir)).toEqual(localFiles);
      const objects = (await filesIn(s3.directory)).filter((path) => path.includes(mediaId));
      expect(objects.some((path) => path.includes('resumable-uploads'))).toBe(false);
      expect(objects.length).toBeGreaterThan(0);
    }, 60_000);

    it('refuses an SVG at the last chunk with 415 and leaves nothing in the bucket', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'.padEnd(3_000, ' '));
      const mediaId = uuidV7();
      expect((await bucket.create(ANAS, mediaId, svg.length)).status).toBe(201);
      const finish = await bucket.patch(ANAS, mediaId, 0, svg);
      expect(finish.status).toBe(415);
      expect(finish.body.code).toBe('MEDIA_TYPE_NOT_ALLOWED');
      expect((await filesIn(s3.directory)).filter((path) => path.includes(mediaId))).toEqual([]);
    });
  });
});

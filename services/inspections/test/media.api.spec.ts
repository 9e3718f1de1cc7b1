import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MEDIA_MAX_BYTES, type StoredMedia, type VerifiedUser } from '@irrigo/contracts';
import { createServiceApp, TIMEOUTS } from '@irrigo/nest-kit';
import {
  createTestDatabase,
  createTestIdentity,
  startStallingRelay,
  throughRelay,
  type AccountOverrides,
  type StallingRelay,
  type TestDatabase,
  type TestIdentity,
} from '@irrigo/nest-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { v4 as uuidV4, v7 as uuidV7 } from 'uuid';
import { AppModule } from '../src/app.module.js';
import { startTestS3, type TestS3 } from './storage-s3rver.js';

const ORG = randomUUID();
const OTHER_ORG = randomUUID();
const NORTH = randomUUID();
const SOUTH = randomUUID();
const ANA = randomUUID();
const BEN = randomUUID();

const ana: AccountOverrides = { role: 'technician', technicianId: ANA, locationId: NORTH };
const ben: AccountOverrides = { role: 'technician', technicianId: BEN, locationId: NORTH };

/** Ana's inspection at the north location, and one of another organization. */
const ANAS = uuidV7();
const OTHER_ORGS = uuidV7();

// ---------------------------------------------------------------------------------------------------
// Files

/** A photo of noise (so JPEG cannot shrink it to nothing), as a camera would make it. */
const noisePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
const jpeg = (width = 640, height = 480) => noisePhoto(width, height).jpeg({ quality: 90 }).toBuffer();

/** An ISO BMFF box: size, type, payload. */
function box(type: string, payload: Buffer): Buffer {
  const bytes = Buffer.alloc(8 + payload.length);
  bytes.writeUInt32BE(8 + payload.length);
  bytes.write(type, 4, 'latin1');
  payload.copy(bytes, 8);
  return bytes;
}
const ftyp = (brand: string, compatible: string) =>
  box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(compatible, 'latin1')]));
/** An MP4 (what file-type reads: its ftyp box) padded with a media data box to exactly `size` bytes. */
function mp4Of(size: number): Buffer {
  const head = ftyp('isom', 'isomiso2avc1mp41');
  const mdat = Buffer.alloc(size - head.length, 0x11);
  mdat.writeUInt32BE(mdat.length);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([head, mdat]);
}
const heic = () => Buffer.concat([ftyp('heic', 'mif1heic'), Buffer.alloc(2_000, 0)]);

/** An EBML element: its id, its size (one byte, or as given: 01ffffffffffffff is "unknown"), its payload. */
const ebml = (idHex: string, payload: Buffer, size = Buffer.from([0x80 | payload.length])) => Buffer.concat([Buffer.from(idHex, 'hex'), size, payload]);
/** The EBML header of a WebM as Chrome's MediaRecorder writes it (EBML 1, DocType webm 4/2). */
const webmHeader = () =>
  ebml(
    '1a45dfa3',
    Buffer.concat([
      ebml('4286', Buffer.from([1])),
      ebml('42f7', Buffer.from([1])),
      ebml('42f2', Buffer.from([4])),
      ebml('42f3', Buffer.from([8])),
      ebml('4282', Buffer.from('webm')),
      ebml('4287', Buffer.from([4])),
      ebml('4285', Buffer.from([2])),
    ]),
  );
/** A recorded WebM: its header, then a Segment of unknown size (the recorder did not know how long it would be). */
const webm = () => Buffer.concat([webmHeader(), ebml('18538067', Buffer.alloc(3_000, 0x42), Buffer.from('01ffffffffffffff', 'hex'))]);
const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every stored object under a folder (bytes files, not their content-type sidecars). */
async function objectsIn(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

describe('media of inspections: PUT /api/inspections/{id}/media/{mediaId}, GET /api/media/{mediaId}, DELETE', () => {
  let database: TestDatabase;
  let relay: StallingRelay;
  let identity: TestIdentity;
  let app: NestExpressApplication;
  let mediaDir: string;

  /** Headers of a request through the gateway by `user` (of the organization unless said), or signed out (null). */
  const headersOf = (user: AccountOverrides | null) => identity.gatewayHeaders(user ? { organizationId: ORG, ...user } : undefined);
  const put = async (
    inspectionId: string,
    mediaId: string,
    body: Buffer | undefined,
    contentType: string | null = 'image/jpeg',
    user: AccountOverrides | null = ana,
  ) => {
    const call = request(app.getHttpServer())
      .put(`/api/inspections/${inspectionId}/media/${mediaId}`)
      .set(await headersOf(user));
    if (contentType) call.set('content-type', contentType);
    return body === undefined ? call : call.send(body);
  };
  const get = async (mediaId: string, user: AccountOverrides | null = ana, size?: string) =>
    request(app.getHttpServer())
      .get(`/api/media/${mediaId}`)
      .query(size ? { size } : {})
      .set(await headersOf(user))
      .buffer(true)
      .parse(binary);
  const remove = async (inspectionId: string, mediaId: string, user: AccountOverrides = ana) =>
    request(app.getHttpServer())
      .delete(`/api/inspections/${inspectionId}/media/${mediaId}`)
      .set(await headersOf(user));
  const rowsOf = async (mediaId: string) =>
    ((await app.get(DataSource).query('SELECT count(*)::int AS n FROM "inspections"."inspection_media" WHERE id = $1', [mediaId])) as [{ n: number }])[0].n;
  const seedInspection = async (id: string, organizationId: string, locationId: string | null, technicianId: string | null) =>
    app
      .get(DataSource)
      .query(`INSERT INTO "inspections"."inspections" (id, report_number, organization_id, location_id, technician_id) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        `IRR-${id.slice(-12)}`,
        organizationId,
        locationId,
        technicianId,
      ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    // The service reaches its database through a relay the last test stalls.
    relay = await startStallingRelay(new URL(database.url));
    identity = await createTestIdentity('inspections');
    mediaDir = await mkdtemp(join(tmpdir(), 'irrigo-media-api-'));
    app = await createServiceApp(
      AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: throughRelay(database.url, relay), MEDIA_DIR: mediaDir, ...identity.env }),
    );
    await app.init();
    await seedInspection(ANAS, ORG, NORTH, ANA);
    await seedInspection(OTHER_ORGS, OTHER_ORG, randomUUID(), ANA);
  });

  afterAll(async () => {
    relay?.resume();
    await app?.close();
    relay?.close();
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  describe('stores photos', () => {
    it('stores a JPEG as a re-encoded JPEG with a 320 px thumbnail, and serves both with safe headers', async () => {
      const mediaId = uuidV7();
      const response = await put(ANAS, mediaId, await jpeg(640, 480));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: mediaId,
        inspectionId: ANAS,
        kind: 'photo',
        contentType: 'image/jpeg',
        byteSize: expect.any(Number),
        width: 640,
        height: 480,
        hasThumbnail: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      } satisfies Record<keyof StoredMedia, unknown>);

      const original = await get(mediaId);
      expect(original.status).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(original.headers['content-disposition']).toBe(`inline; filename="${mediaId}.jpg"`);
      expect(original.headers['cache-control']).toMatch(/^private/);
      const body = original.body as Buffer;
      expect(body.length).toBe((response.body as StoredMedia).byteSize);
      expect(Number(original.headers['content-length'])).toBe(body.length);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });

      const thumbnail = await get(mediaId, ana, 'thumbnail');
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      expect(thumbnail.headers['content-disposition']).toBe(`inline; filename="${mediaId}-thumbnail.jpg"`);
      expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    });

    it('stores a large PNG as a JPEG whose longest side is 2048 px', async () => {
      const mediaId = uuidV7();
      const png = await noisePhoto(3000, 1000).png({ compressionLevel: 1 }).toBuffer();
      const response = await put(ANAS, mediaId, png, 'image/png');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ contentType: 'image/jpeg', width: 2048, height: 683 });
      expect(await sharp((await get(mediaId)).body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 683 });
      expect(await sharp((await get(mediaId, ana, 'thumbnail')).body as Buffer).metadata()).toMatchObject({ width: 320, height: 106 });
    });

    it('stores a WebP as a JPEG', async () => {
      const response = await put(ANAS, uuidV7(), await noisePhoto(200, 100).webp().toBuffer(), 'image/webp');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ contentType: 'image/jpeg', width: 200, height: 100 });
    });

    it('strips EXIF (GPS position included) and turns the photo upright by its orientation', async () => {
      const withGps = await noisePhoto(400, 200)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({
          IFD0: { Copyright: 'Ana Field' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 13/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '110/1 55/1 0/1' },
        })
        .toBuffer();
      const sent = await sharp(withGps).metadata();
      // What was sent carries a GPS IFD (tag 0x8825, little-endian) and the orientation.
      expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(sent.orientation).toBe(6);

      const mediaId = uuidV7();
      const response = await put(ANAS, mediaId, withGps);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ width: 200, height: 400 });
      for (const size of [undefined, 'thumbnail']) {
        const stored = (await get(mediaId, ana, size)).body as Buffer;
        const metadata = await sharp(stored).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(stored.includes(Buffer.from('Ana Field'))).toBe(false);
      }
    });

    it('re-encodes a JPEG that is also an HTML page: what is served is only the picture', async () => {
      const polyglot = Buffer.concat([await jpeg(64, 64), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
      const mediaId = uuidV7();
      expect((await put(ANAS, mediaId, polyglot)).status).toBe(201);
      const served = (await get(mediaId)).body as Buffer;
      expect(served.includes(Buffer.from('<script'))).toBe(false);
      expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });
  });

  describe('stores videos as sent', () => {
    it(`accepts exactly ${MEDIA_MAX_BYTES} bytes (10 MB) and serves them back unchanged, without a thumbnail`, async () => {
      const video = mp4Of(MEDIA_MAX_BYTES);
      const mediaId = uuidV7();
      const response = await put(ANAS, mediaId, video, 'video/mp4');
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        kind: 'video',
        contentType: 'video/mp4',
        byteSize: MEDIA_MAX_BYTES,
        width: null,
        height: null,
        hasThumbnail: false,
      });
      const served = await get(mediaId);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${mediaId}.mp4"`);
      expect((served.body as Buffer).equals(video)).toBe(true);
      const thumbnail = await get(mediaId, ana, 'thumbnail');
      expect(thumbnail.status).toBe(404);
    }, 30_000);

    it('refuses one byte more with 413 MEDIA_TOO_LARGE and stores nothing', async () => {
      const mediaId = uuidV7();
      const before = await objectsIn(mediaDir);
      const response = await put(ANAS, mediaId, mp4Of(MEDIA_MAX_BYTES + 1), 'video/mp4');
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ statusCode: 413, code: 'MEDIA_TOO_LARGE' });
      expect(await rowsOf(mediaId)).toBe(0);
      expect(await objectsIn(mediaDir)).toEqual(before);
    }, 30_000);

    it('keeps a QuickTime video as video/quicktime', async () => {
      const mov = Buffer.concat([ftyp('qt  ', 'qt  '), box('mdat', Buffer.alloc(5_000, 7))]);
      const mediaId = uuidV7();
      expect((await put(ANAS, mediaId, mov, 'video/quicktime')).body).toMatchObject({ kind: 'video', contentType: 'video/quicktime', byteSize: mov.length });
      expect((await get(mediaId)).headers['content-disposition']).toBe(`inline; filename="${mediaId}.mov"`);
    });

    it('keeps a WebM recorded by the browser (a Segment of unknown size) as video/webm', async () => {
      const video = webm();
      const mediaId = uuidV7();
      expect((await put(ANAS, mediaId, video, 'video/webm')).body).toMatchObject({ kind: 'video', contentType: 'video/webm', byteSize: video.length });
      const served = await get(mediaId);
      expect(served.headers['content-disposition']).toBe(`inline; filename="${mediaId}.webm"`);
      expect((served.body as Buffer).equals(video)).toBe(true);
    });
  });

  describe('is idempotent per media id', () => {
    it('answers a replayed upload 200 with the stored record, without a second row or object', async () => {
      const mediaId = uuidV7();
      const photo = await jpeg(300, 200);
      const first = await put(ANAS, mediaId, photo);
      expect(first.status).toBe(201);
      const objects = await objectsIn(mediaDir);
      const again = await put(ANAS, mediaId, photo);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await rowsOf(mediaId)).toBe(1);
      expect(await objectsIn(mediaDir)).toEqual(objects);
    });

    it('answers other bytes under a stored id 409 CONFLICT and keeps the first file', async () => {
      const mediaId = uuidV7();
      const photo = await jpeg(300, 200);
      await put(ANAS, mediaId, photo);
      const served = (await get(mediaId)).body as Buffer;
      const objects = await objectsIn(mediaDir);
      const other = await put(ANAS, mediaId, await jpeg(300, 201));
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({ code: 'CONFLICT' });
      expect(((await get(mediaId)).body as Buffer).equals(served)).toBe(true);
      expect(await objectsIn(mediaDir)).toEqual(objects);
    });

    it('answers a stored id sent for another inspection 409', async () => {
      const otherInspection = uuidV7();
      await seedInspection(otherInspection, ORG, NORTH, ANA);
      const mediaId = uuidV7();
      const photo = await jpeg(100, 100);
      expect((await put(ANAS, mediaId, photo)).status).toBe(201);
      expect((await put(otherInspection, mediaId, photo)).status).toBe(409);
    });

    it('stores 50 simultaneous uploads of one photo once: one 201, the rest 200, one row, one photo and one thumbnail', async () => {
      const mediaId = uuidV7();
      const photo = await jpeg(800, 600);
      const before = await objectsIn(mediaDir);
      const responses = await Promise.all(Array.from({ length: 50 }, () => put(ANAS, mediaId, photo)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(49);
      expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
      expect(await rowsOf(mediaId)).toBe(1);
      const added = (await objectsIn(mediaDir)).filter((path) => !before.includes(path));
      expect(added).toHaveLength(2);
      expect(added.every((path) => path.includes(mediaId))).toBe(true);
    }, 60_000);
  });

  describe('refuses what is not a photo or video', () => {
    it.each([
      ['text sent as image/jpeg', Buffer.from('Zone 3: two broken heads, replace nozzle.\n'), 'image/jpeg'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'), 'image/svg+xml'],
      ['HTML sent as image/jpeg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'image/jpeg'],
      [
        'a JPEG header followed by HTML',
        Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.from('<html><script>alert(1)</script></html>')]),
        'image/jpeg',
      ],
      ['a PDF sent as image/png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'image/png'],
      ['a video sent as image/jpeg', mp4Of(4_000), 'image/jpeg'],
    ])('%s: 415 MEDIA_TYPE_NOT_ALLOWED, nothing stored', async (_name, bytes, contentType) => {
      const mediaId = uuidV7();
      const response = await put(ANAS, mediaId, bytes, contentType);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ statusCode: 415, code: 'MEDIA_TYPE_NOT_ALLOWED' });
      expect(await rowsOf(mediaId)).toBe(0);
    });

    it.each([
      ['an MP4 ftyp box followed by an HTML page', Buffer.concat([ftyp('isom', 'isomiso2avc1mp41'), page]), 'video/mp4'],
      ['a whole MP4 with an HTML page after it', Buffer.concat([mp4Of(4_000), page]), 'video/mp4'],
      ['an MP4 whose media data box runs past the end', mp4Of(4_000).subarray(0, 3_000), 'video/mp4'],
      ['a QuickTime ftyp followed by an HTML page', Buffer.concat([ftyp('qt  ', 'qt  '), page]), 'video/quicktime'],
      ['a WebM header followed by an HTML page', Buffer.concat([webmHeader(), page]), 'video/webm'],
    ])('a video header with something else after it (%s): 415 MEDIA_TYPE_NOT_ALLOWED, nothing stored', async (_name, bytes, contentType) => {
      const mediaId = uuidV7();
      const before = await objectsIn(mediaDir);
      const response = await put(ANAS, mediaId, bytes, contentType);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ statusCode: 415, code: 'MEDIA_TYPE_NOT_ALLOWED' });
      expect(await rowsOf(mediaId)).toBe(0);
      expect(await objectsIn(mediaDir)).toEqual(before);
      expect((await get(mediaId)).status).toBe(404);
    });

    it('a photo sent as video/mp4: 415', async () => {
      expect((await put(ANAS, uuidV7(), await jpeg(50, 50), 'video/mp4')).status).toBe(415);
    });

    it('HEIC: 415 saying to send JPEG', async () => {
      const response = await put(ANAS, uuidV7(), heic(), 'image/heic');
      expect(response.status).toBe(415);
      expect(response.body.code).toBe('MEDIA_TYPE_NOT_ALLOWED');
      expect(response.body.message).toContain('HEIC');
      expect(response.body.message).toContain('JPEG');
    });

    it('a body that is not declared a photo or video (JSON, text, a form): 415', async () => {
      expect((await put(ANAS, uuidV7(), Buffer.from('{"photo":"x"}'), 'application/json')).status).toBe(415);
      expect((await put(ANAS, uuidV7(), Buffer.from('hello'), 'text/plain')).status).toBe(415);
      expect((await put(ANAS, uuidV7(), Buffer.from('a=b'), 'application/x-www-form-urlencoded')).status).toBe(415);
    });
  });

  describe('checks its input', () => {
    it('refuses no body and an empty body with 400', async () => {
      const none = await put(ANAS, uuidV7(), undefined);
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('VALIDATION_FAILED');
      const empty = await put(ANAS, uuidV7(), Buffer.alloc(0));
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses ids that are not UUIDs, and a media id that is not a UUIDv7, with 400', async () => {
      const photo = await jpeg(20, 20);
      const badInspection = await put('not-an-id', uuidV7(), photo);
      expect(badInspection.status).toBe(400);
      expect(badInspection.body.details).toEqual(['id must be an inspection id']);
      const v4 = await put(ANAS, uuidV4(), photo);
      expect(v4.status).toBe(400);
      expect(v4.body.details).toEqual(['mediaId must be a UUIDv7 made on the device']);
      expect((await put(ANAS, '../../etc', photo)).status).toBe(404);
      expect((await get('nope')).status).toBe(400);
      expect((await get(uuidV7(), ana, 'huge')).status).toBe(400);
      expect((await remove(ANAS, 'nope')).status).toBe(400);
    });

    it('answers 404 for an inspection or a media id that does not exist', async () => {
      expect((await put(uuidV7(), uuidV7(), await jpeg(20, 20))).status).toBe(404);
      expect((await get(uuidV7())).status).toBe(404);
      expect((await remove(uuidV7(), uuidV7())).status).toBe(404);
    });
  });

  describe('who may', () => {
    let mediaId: string;

    beforeAll(async () => {
      mediaId = uuidV7();
      expect((await put(ANAS, mediaId, await jpeg(100, 80))).status).toBe(201);
    });

    it('requires a signed-in user with a role (401)', async () => {
      const anonymous = await put(ANAS, uuidV7(), await jpeg(20, 20), 'image/jpeg', null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect((await get(mediaId, null)).status).toBe(401);
      const roleless = await put(ANAS, uuidV7(), await jpeg(20, 20), 'image/jpeg', { role: null });
      expect(roleless.status).toBe(401);
      expect(roleless.body.code).toBe('ROLE_REQUIRED');
      expect((await get(mediaId, { role: null })).status).toBe(401);
      const direct = await request(app.getHttpServer()).get(`/api/media/${mediaId}`);
      expect(direct.status).toBe(401);
    });

    it('answers another technician 404, whatever they try, and changes nothing', async () => {
      const upload = await put(ANAS, uuidV7(), await jpeg(20, 20), 'image/jpeg', ben);
      expect(upload.status).toBe(404);
      expect(upload.body.code).toBe('NOT_FOUND');
      expect((await get(mediaId, ben)).status).toBe(404);
      expect((await get(mediaId, ben, 'thumbnail')).status).toBe(404);
      expect((await remove(ANAS, mediaId, ben)).status).toBe(404);
      expect(await rowsOf(mediaId)).toBe(1);
    });

    it('answers a supervisor of another location, and anyone of another organization, 404', async () => {
      expect((await get(mediaId, { role: 'supervisor', locationId: SOUTH })).status).toBe(404);
      expect((await get(mediaId, { role: 'admin', organizationId: OTHER_ORG })).status).toBe(404);
      expect((await put(ANAS, uuidV7(), await jpeg(20, 20), 'image/jpeg', { role: 'admin', organizationId: OTHER_ORG })).status).toBe(404);
      // Ana herself, under an organization that is not the inspection's.
      expect((await put(OTHER_ORGS, uuidV7(), await jpeg(20, 20), 'image/jpeg', ana)).status).toBe(404);
    });

    it('lets the location’s supervisor and the organization’s managers and admins see it', async () => {
      expect((await get(mediaId, { role: 'supervisor', locationId: NORTH })).status).toBe(200);
      expect((await get(mediaId, { role: 'manager' })).status).toBe(200);
      expect((await get(mediaId, { role: 'admin' } satisfies Partial<VerifiedUser>)).status).toBe(200);
    });

    it.each([
      ['the location’s supervisor', { role: 'supervisor', locationId: NORTH } as AccountOverrides],
      ['a supervisor of another location', { role: 'supervisor', locationId: SOUTH } as AccountOverrides],
    ])('answers %s, who may not save the inspection, 403 FORBIDDEN on upload and removal, and changes nothing', async (_who, supervisor) => {
      const before = await objectsIn(mediaDir);
      const newId = uuidV7();
      const upload = await put(ANAS, newId, await jpeg(20, 20), 'image/jpeg', supervisor);
      expect(upload.status).toBe(403);
      expect(upload.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      const removal = await remove(ANAS, mediaId, supervisor);
      expect(removal.status).toBe(403);
      expect(removal.body.code).toBe('FORBIDDEN');
      expect(await rowsOf(newId)).toBe(0);
      expect(await rowsOf(mediaId)).toBe(1);
      expect(await objectsIn(mediaDir)).toEqual(before);
      // The inspection's own save answers them the same.
      const save = await request(app.getHttpServer())
        .put(`/api/inspections/${ANAS}`)
        .set(await headersOf(supervisor))
        .send({});
      expect(save.status).toBe(403);
    });

    it('lets the organization’s managers and admins, who may save the inspection, upload and remove its media', async () => {
      for (const office of [{ role: 'manager', locationId: SOUTH } as AccountOverrides, { role: 'admin', locationId: null } as AccountOverrides]) {
        const officeMediaId = uuidV7();
        expect((await put(ANAS, officeMediaId, await jpeg(30, 20), 'image/jpeg', office)).status).toBe(201);
        expect((await get(officeMediaId)).status).toBe(200);
        expect((await remove(ANAS, officeMediaId, office)).status).toBe(204);
        expect(await rowsOf(officeMediaId)).toBe(0);
      }
    });
  });

  describe('DELETE', () => {
    it('removes the record and both files for the owner; again is 204 too', async () => {
      const mediaId = uuidV7();
      const before = await objectsIn(mediaDir);
      expect((await put(ANAS, mediaId, await jpeg(120, 90))).status).toBe(201);
      expect(await objectsIn(mediaDir)).toHaveLength(before.length + 2);
      const removed = await remove(ANAS, mediaId);
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
      expect(await rowsOf(mediaId)).toBe(0);
      expect(await objectsIn(mediaDir)).toEqual(before);
      expect((await get(mediaId)).status).toBe(404);
      expect((await remove(ANAS, mediaId)).status).toBe(204);
      // The id is free again: the device may send the photo anew.
      expect((await put(ANAS, mediaId, await jpeg(120, 90))).status).toBe(201);
    });

    it('hides the media of a deleted inspection (404) and takes no more uploads for it', async () => {
      const inspectionId = uuidV7();
      await seedInspection(inspectionId, ORG, NORTH, ANA);
      const mediaId = uuidV7();
      expect((await put(inspectionId, mediaId, await jpeg(40, 40))).status).toBe(201);
      await app.get(DataSource).query('UPDATE "inspections"."inspections" SET deleted_at = now() WHERE id = $1', [inspectionId]);
      expect((await get(mediaId)).status).toBe(404);
      expect((await put(inspectionId, uuidV7(), await jpeg(40, 40))).status).toBe(404);
    });
  });

  it('documents the upload as a raw photo or video body with its own errors, and the download as a file', async () => {
    const document = (await request(app.getHttpServer()).get('/internal/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
    };
    const upload = document.paths['/api/inspections/{id}/media/{mediaId}']?.['put'];
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm']);
    expect(upload?.requestBody?.content['image/jpeg']).toEqual({ schema: { type: 'string', format: 'binary' } });
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404', '409', '413', '415', '503']));
    expect(JSON.stringify(upload?.responses['413'])).toContain('MEDIA_TOO_LARGE');
    expect(JSON.stringify(upload?.responses['415'])).toContain('MEDIA_TYPE_NOT_ALLOWED');
    const download = document.paths['/api/media/{mediaId}']?.['get'];
    expect(Object.keys((download?.responses['200'] as { content: Record<string, unknown> }).content)).toContain('image/jpeg');
    expect(Object.keys(document.paths['/api/inspections/{id}/media/{mediaId}'] ?? {})).toEqual(expect.arrayContaining(['put', 'delete']));
  });

  describe('with S3-compatible storage (S3_* set)', () => {
    let s3: TestS3;
    let s3App: NestExpressApplication;

    beforeAll(async () => {
      s3 = await startTestS3();
      s3App = await createServiceApp(
        AppModule.forEnvironment({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: database.url, MEDIA_DIR: mediaDir, ...s3.env, ...identity.env }),
      );
      await s3App.init();
    });

    afterAll(async () => {
      await s3App?.close();
      await s3?.close();
    });

    it('stores the photo and thumbnail in the bucket (not the local folder) and serves them from it', async () => {
      const mediaId = uuidV7();
      const local = await objectsIn(mediaDir);
      const upload = await request(s3App.getHttpServer())
        .put(`/api/inspections/${ANAS}/media/${mediaId}`)
        .set(await headersOf(ana))
        .set('content-type', 'image/jpeg')
        .send(await jpeg(500, 250));
      expect(upload.status).toBe(201);
      expect(upload.body).toMatchObject({ width: 500, height: 250, hasThumbnail: true });
      expect(await objectsIn(mediaDir)).toEqual(local);
      expect((await objectsIn(s3.directory)).filter((path) => path.includes(mediaId)).length).toBeGreaterThanOrEqual(2);

      for (const [size, width] of [[undefined, 500] as const, ['thumbnail', 320] as const]) {
        const served = await request(s3App.getHttpServer())
          .get(`/api/media/${mediaId}`)
          .query(size ? { size } : {})
          .set(await headersOf(ana))
          .buffer(true)
          .parse(binary);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width });
      }

      const removed = await request(s3App.getHttpServer())
        .delete(`/api/inspections/${ANAS}/media/${mediaId}`)
        .set(await headersOf(ana));
      expect(removed.status).toBe(204);
      expect((await objectsIn(s3.directory)).filter((path) => path.includes(mediaId))).toEqual([]);
    });
  });

  // Last: it stalls the database this file's app reaches.
  describe('when the database stalls', () => {
    it('answers 503 UPSTREAM_UNAVAILABLE within the database budget when the database stops answering, and recovers', async () => {
      const mediaId = uuidV7();
      const photo = await jpeg(60, 60);
      relay.stall();
      try {
        const budget = TIMEOUTS.databaseAcquireMs + TIMEOUTS.databaseQueryMs + 2_000;
        const stalled = await request(app.getHttpServer())
          .put(`/api/inspections/${ANAS}/media/${mediaId}`)
          .set(await headersOf(ana))
          .set('content-type', 'image/jpeg')
          .timeout(budget)
          .send(photo);
        expect(stalled.status).toBe(503);
        expect(stalled.body).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
        expect(stalled.headers['retry-after']).toBe('5');
        const download = await request(app.getHttpServer())
          .get(`/api/media/${uuidV7()}`)
          .set(await headersOf(ana))
          .timeout(budget);
        expect(download.status).toBe(503);
      } finally {
        relay.resume();
      }
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 201; attempt++) {
        status = (await put(ANAS, mediaId, photo)).status;
        if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(201);
    }, 40_000);
  });
});

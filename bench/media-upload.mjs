#!/usr/bin/env node
// Photo uploads as a technician's device sends them (issue 11): 10 JPEGs of 2048 × 1536 px and 1–2 MB (made
// with sharp from noise, which JPEG cannot shrink, so their size is a real photo's), each
// PUT /api/inspections/:id/media/:mediaId through the gateway with the file as the body; the service checks
// its magic bytes, re-encodes it (upright, ≤ 2048 px, JPEG q82, no metadata) and makes a 320 px thumbnail.
// Prints the time for the 10 sent one after another and 3 at a time (the device's outbox), per photo and in all.
// Then a 10 MB video (the limit) as the outbox sends videos: resumably, by tus in 1 MiB chunks at
// …/media/:mediaId/resumable (tus-js-client, as the device), beside the same file as one PUT, and the time to
// finish an upload whose signal dropped after 9 MiB (HEAD, then only the rest).
//   node bench/media-upload.mjs                  PGlite, then PostgreSQL too when DATABASE_URL is set
//   npm run bench -- --only media                the same measurement on run.mjs's stack
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { emptyInspectionDocument, reportNumberFor } from '@irrigo/contracts';
import { cookieHeader, signInOwner, signInTechnician } from './accounts.mjs';
import { percentile, runStandalone } from './search-bench.mjs';

export const PHOTOS = 10;
const WIDTH = 2048;
const HEIGHT = 1536;
const CONCURRENCY = 3;
/** The spec's limit, as libs/contracts MEDIA_MAX_BYTES. */
const VIDEO_BYTES = 10 * 1024 * 1024;
/** As the device's outbox (apps/mf-tech/src/sync/resumable-media-upload.ts). */
const CHUNK_BYTES = 1024 * 1024;
const DROP_AFTER_BYTES = 9 * CHUNK_BYTES;

/** A UUIDv7 (RFC 9562): 48 bits of milliseconds, version 7, variant 10, random bits. */
function uuidV7() {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Noise photos of 1–2 MB: more noise, a larger file. */
async function makePhotos() {
  const photos = [];
  for (let index = 0; index < PHOTOS; index++) {
    const sigma = 20 + index;
    photos.push(
      await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#4a7d3a', noise: { type: 'gaussian', mean: 110, sigma } } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos;
}

/** An MP4 of exactly `size` bytes: its ftyp box (what the service's magic-byte check reads), then random media data. */
function makeVideo(size) {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('\0\0\x02\0isomiso2avc1mp41', 12, 'latin1');
  const mdat = randomBytes(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/**
 * A video through tus-js-client, 1 MiB chunks, at the URL made from its id (created there when new); stopped once
 * `stopAfter` bytes are in when given. Answers the time in ms and the bytes sent.
 */
function uploadResumably(gateway, cookie, inspectionId, mediaId, video, stopAfter) {
  const url = `${gateway}/api/inspections/${inspectionId}/media/${mediaId}/resumable`;
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const upload = new Upload(video, {
      endpoint: url,
      uploadUrl: url,
      chunkSize: CHUNK_BYTES,
      retryDelays: null,
      storeFingerprintForResuming: false,
      headers: { cookie, origin: gateway },
      metadata: { filetype: 'video/mp4' },
      onChunkComplete: (chunkSize, accepted) => {
        sent += chunkSize;
        if (stopAfter !== undefined && accepted >= stopAfter) void upload.abort().then(() => resolve({ ms: performance.now() - started, sent }));
      },
      onSuccess: ({ lastResponse }) => {
        if (lastResponse.getStatus() !== 201) reject(new Error(`the resumable upload ended with ${lastResponse.getStatus()}: ${lastResponse.getBody()}`));
        else resolve({ ms: performance.now() - started, sent });
      },
      onError: reject,
    });
    upload.start();
  });
}

/** The same video as one PUT; answers its time in ms. */
async function putVideo(gateway, cookie, inspectionId, video) {
  const started = performance.now();
  const response = await fetch(`${gateway}/api/inspections/${inspectionId}/media/${uuidV7()}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'video/mp4' },
    body: video,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`a video PUT answered ${response.status}: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/** Median of three of each way of sending the 10 MB video. */
async function measureVideo(gateway, cookie, inspectionId) {
  const video = makeVideo(VIDEO_BYTES);
  const put = [];
  const resumable = [];
  const resumed = [];
  for (let round = 0; round < 3; round++) {
    put.push(await putVideo(gateway, cookie, inspectionId, video));
    resumable.push((await uploadResumably(gateway, cookie, inspectionId, uuidV7(), video)).ms);
    const mediaId = uuidV7();
    await uploadResumably(gateway, cookie, inspectionId, mediaId, video, DROP_AFTER_BYTES);
    const rest = await uploadResumably(gateway, cookie, inspectionId, mediaId, video);
    if (rest.sent !== VIDEO_BYTES - DROP_AFTER_BYTES) throw new Error(`the resumed upload sent ${rest.sent} bytes, not only the rest`);
    resumed.push(rest.ms);
  }
  const median = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return [
    { way: 'one PUT (the simple path)', ms: median(put), bytes: VIDEO_BYTES, requests: 1 },
    { way: `resumable, tus in ${CHUNK_BYTES / 1024 / 1024} MiB chunks`, ms: median(resumable), bytes: VIDEO_BYTES, requests: VIDEO_BYTES / CHUNK_BYTES + 2 },
    {
      way: `resumed after a drop at ${DROP_AFTER_BYTES / 1024 / 1024} MiB (HEAD + the rest)`,
      ms: median(resumed),
      bytes: VIDEO_BYTES - DROP_AFTER_BYTES,
      requests: (VIDEO_BYTES - DROP_AFTER_BYTES) / CHUNK_BYTES + 1,
    },
  ];
}

/** A draft inspection of the technician's, saved as the device saves it: PUT /api/inspections/:id. */
async function createInspection(gateway, cookie) {
  const id = uuidV7();
  const now = new Date().toISOString();
  const response = await fetch(`${gateway}/api/inspections/${id}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'application/json' },
    body: JSON.stringify({
      reportNumber: reportNumberFor(id),
      status: 'draft',
      document: emptyInspectionDocument({ technicianName: 'Carlos Mendoza', inspectionDate: now.slice(0, 10) }),
      createdAt: now,
      savedAt: now,
    }),
  });
  if (response.status !== 201) throw new Error(`PUT /api/inspections/${id} answered ${response.status}: ${await response.text()}`);
  return id;
}

/** One photo's upload; answers its time in ms. */
async function upload(gateway, cookie, inspectionId, photo) {
  const started = performance.now();
  const response = await fetch(`${gateway}/api/inspections/${inspectionId}/media/${uuidV7()}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'image/jpeg' },
    body: photo,
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`a photo upload answered ${response.status}: ${JSON.stringify(body)}`);
  return elapsed;
}

/** Sends every photo with at most `concurrency` in flight; answers the wall time and each upload's time. */
async function uploadAll(gateway, cookie, inspectionId, photos, concurrency) {
  const times = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++];
      times.push(await upload(gateway, cookie, inspectionId, photo));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { wallMs: performance.now() - started, times: times.sort((a, b) => a - b) };
}

/**
 * Signs the demo technician in (or takes the cookies of one signed in already), makes an inspection and the
 * photos, then measures; prints one table. The database URL is not needed: everything goes through the gateway.
 */
export async function measureMediaUpload(gateway, _databaseUrl, label, technicianCookies = undefined) {
  const technician = cookieHeader(technicianCookies ?? (await signInTechnician(gateway, await signInOwner(gateway))));
  const inspectionId = await createInspection(gateway, technician);
  const photos = await makePhotos();
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1e6;
  // Warm-up: the first sharp call loads libvips, the first request opens the connections.
  await upload(gateway, technician, inspectionId, photos[0]);

  const rows = [];
  for (const concurrency of [1, CONCURRENCY]) {
    const { wallMs, times } = await uploadAll(gateway, technician, inspectionId, photos, concurrency);
    rows.push({ concurrency, wallMs, times });
  }
  console.log(
    `\nphoto uploads on ${label}: ${PHOTOS} JPEGs of ${WIDTH}×${HEIGHT} px, ${(megabytes / PHOTOS).toFixed(2)} MB each on average (${Math.min(...photos.map((p) => p.length / 1e6)).toFixed(2)}–${Math.max(...photos.map((p) => p.length / 1e6)).toFixed(2)} MB), through the gateway`,
  );
  console.log('| uploads | all 10, s | per photo p50 ms | per photo max ms | MB/s |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { concurrency, wallMs, times } of rows) {
    console.log(
      `| ${concurrency === 1 ? 'one after another' : `${concurrency} at a time`} | ${(wallMs / 1000).toFixed(2)} | ${percentile(times, 50).toFixed(0)} | ${times.at(-1).toFixed(0)} | ${(megabytes / (wallMs / 1000)).toFixed(1)} |`,
    );
  }

  const video = await measureVideo(gateway, technician, inspectionId);
  console.log(`
video upload on ${label}: one MP4 of ${VIDEO_BYTES} bytes (10 MB, the limit) through the gateway, median of 3`);
  console.log('| how | s | requests | MB sent | MB/s |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { way, ms, bytes, requests } of video) {
    console.log(`| ${way} | ${(ms / 1000).toFixed(2)} | ${requests} | ${(bytes / 1e6).toFixed(1)} | ${(bytes / 1e6 / (ms / 1000)).toFixed(1)} |`);
  }
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  /** Port offset of this bench's stacks: beside `npm start`, the browser tests, run.mjs and the search benches (BENCH_PORT_OFFSET overrides it). */
  await runStandalone('media', Number(process.env.BENCH_PORT_OFFSET || 23_000), measureMediaUpload);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

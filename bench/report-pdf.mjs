#!/usr/bin/env node
// The customer's PDF report (issue 12): a full field day's inspection (40 zones, 40 findings with Good / Better /
// Best, every section filled in) with 20 photos marked Included (2048 × 1536 JPEGs uploaded as the device does) and
// both signatures, asked for as GET /api/inspections/:id/report.pdf through the gateway. Each run saves a new
// version (so the report is made again), then asks twice: the first answer renders it, the second is the stored
// file. Prints the median and max of each, the CPU time the inspections service spent per render, the PDF's size
// and how far the service's resident memory rose above where it stood before the render (sampled from /proc
// every 5 ms; Linux only).
//   node bench/report-pdf.mjs [--runs 5]           PGlite, then PostgreSQL too when DATABASE_URL is set
//   npm run bench -- --only report                 the same measurement on run.mjs's stack
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { reportNumberFor, signedContent } from '@irrigo/contracts';
import { DEFAULT_PORTS } from '../tools/stack/stack.mjs';
import { cookieHeader, signInOwner, signInTechnician } from './accounts.mjs';
import { bigInspection } from './inspection-save.mjs';
import { percentile, runStandalone } from './search-bench.mjs';

export const REPORT_PHOTOS = 20;
const DEFAULT_RUNS = 5;
const SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200"><path d="M20 160 C 120 20, 180 20, 280 120 S 440 180, 580 40" stroke="#111" stroke-width="5" fill="none"/></svg>';

/** A UUIDv7 (RFC 9562): 48 bits of milliseconds, version 7, variant 10, random bits. */
function uuidV7() {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Camera-sized photos of noise (the worst case for JPEG), 0.6–1.5 MB each. */
async function makePhotos() {
  const photos = [];
  for (let index = 0; index < REPORT_PHOTOS; index++) {
    photos.push(
      await sharp({
        create: { width: 2048, height: 1536, channels: 3, background: '#4a7d3a', noise: { type: 'gaussian', mean: 110, sigma: 8 + index } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos;
}

/** The 40-zone inspection of inspection-save.mjs with 20 included photos and both signatures, completed. */
function reportInspection(day) {
  const document = bigInspection('Carlos Mendoza', day);
  document.media = Array.from({ length: REPORT_PHOTOS }, (_, index) => ({
    id: uuidV7(),
    kind: 'photo',
    caption: `Zone ${index + 1}: broken head by the walk`,
    section: 'zone',
    zoneId: document.zones[index].id,
    includeInPdf: true,
    contentType: 'image/jpeg',
    byteSize: 1_000_000,
    capturedAt: new Date().toISOString(),
  }));
  const signature = (signerName) => ({ signerName, signedAt: new Date().toISOString(), svg: SIGNATURE_SVG, contentHash: '' });
  document.signatures = { customer: signature('Desert Palms HOA'), technician: signature('Carlos Mendoza') };
  return signAgain(document);
}

/** Both signatures drawn again over the document as it is now: the service refuses one over other content. */
function signAgain(document) {
  const contentHash = createHash('sha256').update(signedContent(document)).digest('hex');
  for (const signature of Object.values(document.signatures)) if (signature) signature.contentHash = contentHash;
  return document;
}

async function put(gateway, cookie, id, document, version) {
  const now = new Date().toISOString();
  const response = await fetch(`${gateway}/api/inspections/${id}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'application/json', ...(version ? { 'if-match': `"${version}"` } : {}) },
    body: JSON.stringify({ reportNumber: reportNumberFor(id), status: 'completed', document, createdAt: now, savedAt: now }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`PUT /api/inspections/${id} answered ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
  return answer.version;
}

async function upload(gateway, cookie, inspectionId, mediaId, photo) {
  const response = await fetch(`${gateway}/api/inspections/${inspectionId}/media/${mediaId}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'image/jpeg' },
    body: photo,
  });
  if (response.status !== 201) throw new Error(`a photo upload answered ${response.status}: ${await response.text()}`);
}

/** The process listening on `port` (the inspections service), or null where `ss` cannot say. */
function listenerPid(port) {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(line);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes, from /proc. */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU time a process has used so far, in ms (user + system, all its threads: libvips' included), from /proc. */
function cpuMsOf(pid) {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * GET the report; answers its time in ms, its size, the highest RSS of `pid` seen meanwhile and the CPU time the
 * service spent on it (which other work on a busy machine does not inflate as it does the wall time).
 */
async function getReport(gateway, cookie, id, pid) {
  const cpuBefore = pid ? cpuMsOf(pid) : 0;
  let peak = pid ? rssOf(pid) : 0;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5) : null;
  const started = performance.now();
  try {
    const response = await fetch(`${gateway}/api/inspections/${id}/report.pdf?lang=es`, { headers: { cookie } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`GET report.pdf answered ${response.status}`);
    return { elapsed, bytes: bytes.length, peak: pid ? Math.max(peak, rssOf(pid)) : 0, cpu: pid ? cpuMsOf(pid) - cpuBefore : 0 };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/**
 * Signs the demo technician in (or takes one signed in already), saves the inspection, uploads its 20 photos,
 * then renders the report `runs` times (a new version each) and prints one table.
 */
export async function measureReportPdf(gateway, _databaseUrl, label, inspectionsPort, technicianCookies = undefined, runs = DEFAULT_RUNS) {
  const cookie = cookieHeader(technicianCookies ?? (await signInTechnician(gateway, await signInOwner(gateway))));
  const pid = listenerPid(inspectionsPort);
  const photos = await makePhotos();
  const id = uuidV7();
  const document = reportInspection(new Date().toISOString().slice(0, 10));
  let version = await put(gateway, cookie, id, document, null);
  for (const [index, entry] of document.media.entries()) await upload(gateway, cookie, id, entry.id, photos[index]);
  // Warm-up: the first render loads the fonts and libvips' JPEG paths.
  await getReport(gateway, cookie, id, pid);

  const renders = [];
  const cpu = [];
  const cached = [];
  let size = 0;
  let rise = 0;
  let before = 0;
  for (let run = 0; run < runs; run++) {
    document.summary.notes = `Re-checked on visit ${run + 1}.`;
    signAgain(document);
    version = await put(gateway, cookie, id, document, version);
    before = pid ? rssOf(pid) : 0;
    const made = await getReport(gateway, cookie, id, pid);
    renders.push(made.elapsed);
    cpu.push(made.cpu);
    size = made.bytes;
    rise = Math.max(rise, made.peak - before);
    cached.push((await getReport(gateway, cookie, id, null)).elapsed);
  }
  renders.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  cached.sort((a, b) => a - b);
  const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\nreport PDF on ${label}: ${REPORT_PHOTOS} included photos (2048 × 1536, ${megabytes(photos.reduce((sum, p) => sum + p.length, 0) / REPORT_PHOTOS)} MB each as sent), 40 zones, 40 findings × 3 options, 2 signatures; in Spanish; ${runs} versions through the gateway`,
  );
  console.log('| GET /api/inspections/:id/report.pdf | median ms | max ms |');
  console.log('|---|---:|---:|');
  console.log(`| rendered (new version) | ${percentile(renders, 50).toFixed(0)} | ${renders.at(-1).toFixed(0)} |`);
  console.log(`| stored (same version again) | ${percentile(cached, 50).toFixed(0)} | ${cached.at(-1).toFixed(0)} |`);
  if (pid) console.log(`| inspections service CPU per render | ${percentile(cpu, 50).toFixed(0)} | ${cpu.at(-1).toFixed(0)} |`);
  console.log(
    `PDF ${megabytes(size)} MB; inspections service RSS ${pid ? `${megabytes(before)} MB before the last render, peak rise during a render ${megabytes(rise)} MB` : 'not sampled (no ss or /proc)'}`,
  );
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(DEFAULT_RUNS) } } });
  /** Port offset of this bench's stacks, beside the other stacks on the machine (BENCH_PORT_OFFSET overrides it). */
  const offset = Number(process.env.BENCH_PORT_OFFSET || 14_500);
  await runStandalone('report', offset, (gateway, databaseUrl, label) =>
    measureReportPdf(gateway, databaseUrl, label, DEFAULT_PORTS.inspections + offset, undefined, Number(values.runs)),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

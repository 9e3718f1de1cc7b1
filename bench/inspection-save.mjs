#!/usr/bin/env node
// Saving an inspection as the technician's device does (issue 11): a 40-zone inspection with 40 findings
// (Good / Better / Best, two lines each) and 40 photo entries, PUT /api/inspections/:id through the gateway,
// first to create it (201) and then to change it on its version (If-Match, 200). Each run is a new inspection.
// Prints the body size and the median and p95 of each, in ms (the gateway and the service's validation of the
// whole document included).
//   node bench/inspection-save.mjs [--runs 30]       PGlite, then PostgreSQL too when DATABASE_URL is set
//   npm run bench -- --only inspections              the same measurement on run.mjs's stack
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { emptyInspectionDocument, reportNumberFor, ZONE_ISSUES } from '@irrigo/contracts';
import { cookieHeader, signInOwner, signInTechnician } from './accounts.mjs';
import { percentile, runStandalone } from './search-bench.mjs';

export const ZONES = 40;
export const FINDINGS = 40;
export const MEDIA = 40;
const DEFAULT_RUNS = 30;

/** A UUIDv7 (RFC 9562): 48 bits of milliseconds, version 7, variant 10, random bits. */
function uuidV7() {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A full field day's inspection: every section filled in, 40 zones, 40 findings, 40 photo entries. */
export function bigInspection(technicianName, day) {
  const document = emptyInspectionDocument({ technicianName, inspectionDate: day });
  document.customer = {
    ...document.customer,
    name: 'Desert Palms HOA',
    address: '4100 E Sunrise Dr, Tucson AZ 85718',
    phone: '520-555-0134',
    propertyType: 'hoa-community',
    systemAgeYears: 14,
    waterSource: 'city',
    staticPressurePsi: 72,
  };
  document.controller = {
    ...document.controller,
    brandModel: 'Hunter Pro-C',
    controllerType: 'smart',
    location: 'Garage',
    stationsUsed: 40,
    stationsAvailable: 48,
    programmingStatus: 'needs-adjustment',
    batteryStatus: 'low',
    wiringCondition: 'fair',
    issuesFound: 'Station 12 common wire corroded.',
  };
  document.mainLine = {
    waterPressurePsi: 68,
    leakDetection: 'minor-leaks',
    valveBoxCondition: 'fair',
    issuesFound: 'Weeping coupling by the meter.',
    estimatedCostCents: 18_500,
  };
  document.zones = Array.from({ length: ZONES }, (_, index) => ({
    id: uuidV7(),
    number: index + 1,
    description: `Zone ${index + 1}: turf and shrubs along the east wall`,
    zoneType: index % 3 === 0 ? 'drip' : index % 3 === 1 ? 'rotor' : 'spray',
    headCount: 8 + (index % 12),
    issueCounts: { [ZONE_ISSUES[index % ZONE_ISSUES.length]]: 1 + (index % 3), 'broken-head': index % 2 },
    status: index % 7 === 0 ? 'not-working' : 'zone-ok',
    notes: 'Checked coverage with a catch-can test; adjusted arcs.',
  }));
  document.media = Array.from({ length: MEDIA }, (_, index) => ({
    id: uuidV7(),
    kind: 'photo',
    caption: `Zone ${index + 1} before repair`,
    section: 'zone',
    zoneId: document.zones[index % ZONES].id,
    includeInPdf: index % 4 !== 0,
    contentType: 'image/jpeg',
    byteSize: 1_200_000 + index * 1_000,
    capturedAt: new Date().toISOString(),
  }));
  document.findings = Array.from({ length: FINDINGS }, (_, index) => ({
    id: randomUUID(),
    title: `Zone ${index + 1}: replace broken heads and cap the leaking lateral`,
    priority: index % 3 === 0 ? 'urgent' : 'recommended',
    section: 'zone',
    zoneId: document.zones[index % ZONES].id,
    chosenOptionId: null,
    options: ['good', 'better', 'best'].map((tier, rank) => ({
      id: randomUUID(),
      tier,
      lines: [
        { id: randomUUID(), pricebookItemId: randomUUID(), name: `Rotor head, tier ${tier}`, quantity: 2 + rank, unitPriceCents: 2_450 + rank * 1_000 },
        { id: randomUUID(), pricebookItemId: null, name: 'Labor', quantity: 1.5, unitPriceCents: 8_500 },
      ],
    })),
  }));
  document.summary = { overallAssessment: 'fair', notes: 'System works; 6 zones need head replacement.' };
  return document;
}

async function put(gateway, cookie, id, body, version) {
  const started = performance.now();
  const response = await fetch(`${gateway}/api/inspections/${id}`, {
    method: 'PUT',
    headers: { cookie, origin: gateway, 'content-type': 'application/json', ...(version ? { 'if-match': `"${version}"` } : {}) },
    body,
  });
  const answer = await response.json();
  const elapsed = performance.now() - started;
  const expected = version ? 200 : 201;
  if (response.status !== expected)
    throw new Error(`PUT /api/inspections/${id} answered ${response.status} (not ${expected}): ${JSON.stringify(answer).slice(0, 400)}`);
  return elapsed;
}

/** Signs the demo technician in (or takes one signed in already), then creates and changes `runs` inspections. */
export async function measureInspectionSave(gateway, _databaseUrl, label, technicianCookies = undefined, runs = DEFAULT_RUNS) {
  const cookie = cookieHeader(technicianCookies ?? (await signInTechnician(gateway, await signInOwner(gateway))));
  const day = new Date().toISOString().slice(0, 10);
  const request = (id, document) =>
    JSON.stringify({ reportNumber: reportNumberFor(id), status: 'draft', document, createdAt: new Date().toISOString(), savedAt: new Date().toISOString() });
  // Warm-up: connections, the service's validation metadata, the first plans.
  const warm = uuidV7();
  await put(gateway, cookie, warm, request(warm, bigInspection('Carlos Mendoza', day)));

  const creates = [];
  const updates = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const id = uuidV7();
    const document = bigInspection('Carlos Mendoza', day);
    const body = request(id, document);
    bytes = Buffer.byteLength(body);
    creates.push(await put(gateway, cookie, id, body));
    document.zones[run % ZONES].notes = `Re-checked on save ${run}`;
    document.findings[run % FINDINGS].chosenOptionId = document.findings[run % FINDINGS].options[1].id;
    updates.push(await put(gateway, cookie, id, request(id, document), 1));
  }
  creates.sort((a, b) => a - b);
  updates.sort((a, b) => a - b);
  console.log(
    `\ninspection saves on ${label}: ${ZONES} zones, ${FINDINGS} findings (3 options × 2 lines), ${MEDIA} media entries; ${(bytes / 1024).toFixed(0)} KiB of JSON; ${runs} runs through the gateway`,
  );
  console.log('| PUT /api/inspections/:id | median ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|');
  for (const [title, times] of [
    ['create (201)', creates],
    ['update on If-Match (200)', updates],
  ]) {
    console.log(`| ${title} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1).toFixed(1)} |`);
  }
}

/** Standalone: a stack of its own on PGlite, then on PostgreSQL when DATABASE_URL is set. */
async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(DEFAULT_RUNS) } } });
  /** Port offset of this bench's stacks, beside the other stacks on the machine (BENCH_PORT_OFFSET overrides it). */
  await runStandalone('inspections', Number(process.env.BENCH_PORT_OFFSET || 12_100), (gateway, databaseUrl, label) =>
    measureInspectionSave(gateway, databaseUrl, label, undefined, Number(values.runs)),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

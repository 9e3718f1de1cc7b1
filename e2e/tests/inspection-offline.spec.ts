import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { reportNumberFor, type Inspection, type InspectionRecord } from '@irrigo/contracts';
import { expect, pageApi, signInAsOwner, TECHNICIAN, test } from '../support/fixtures.js';
import { inspectionTexts, type InspectionTexts } from '../support/inspection-texts.js';
import {
  deviceQueue,
  drawSignature,
  escapeRegExp,
  exifGpsTags,
  expectFitsLandscape,
  openSection,
  seededRandom,
  shootWidths,
  syncBadge,
  tryNowUntil,
  type LandscapeLayout,
} from '../support/inspection-steps.js';
import { keepOfficeDataOnDevice, prepareFieldOffice, PRICED_SKU, serviceWorkerControls, signInAsTechnician, WHITMAN } from '../support/technician.js';
import { mp4Video } from '../support/video-file.js';

// Issue 11: Carlos does a whole inspection in a yard with no signal (customer, system with a passing RP
// backflow, two zones, three photos and a short video from the gallery, a priced recommendation, both
// signatures), closes the app, opens it again still offline and finds it there; back in signal, with a third
// of the requests to the inspections API failing and some answers lost after the server stored them (photo
// PUTs, and the video's tus requests: its POST, HEADs and 1 MiB PATCHes, so the video resumes where the server
// got to), everything reaches the office exactly once: one inspection, three photos, the video byte for byte,
// one line on the dashboard, and nothing left in the device's outbox.

const TECH = 'apps/mf-tech';
const PHOTO_COUNT = 3;
/** 2.5 MiB: the device sends it by tus in three PATCHes (1 MiB, 1 MiB, 0.5 MiB: RESUMABLE_CHUNK_BYTES). */
const VIDEO_BYTES = 2.5 * 1024 * 1024;
const VIDEO_NAME = 'VID_20261125_093012.mp4';
const ZONE_2 = 'Back lawn rotors';
const MAIN_LINE_ISSUE = 'Weeping coupling by the meter.';
const NOTES = 'Zone 2 does not come on: the valve solenoid clicks but does not open.';

/** Where the phone says the first photo was taken (EXIF GPS, as a phone with location on writes it): the yard in Mesa, AZ. */
const YARD_LOCATION = {
  IFD0: { Make: 'Apple', Model: 'iPhone 13' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '111/1 49/1 5678/100' },
};

/**
 * A photo as a phone takes it: 3000 × 2000 px, detailed enough to be a few MB, so the device's resize to 2048 px runs;
 * `located`: with the phone's EXIF location, which the device must strip before anything leaves it.
 */
async function phonePhoto(seed: number, { located = false }: { located?: boolean } = {}): Promise<Buffer> {
  const random = seededRandom(seed);
  const width = 750;
  const height = 500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(random() * 256);
  const photo = sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(3000, 2000, { kernel: 'cubic' })
    .jpeg({ quality: 88 });
  return (located ? photo.withExif(YARD_LOCATION) : photo).toBuffer();
}

/** USD as the app writes it in the interface language. */
const money = (cents: number, language: 'en' | 'es') =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

async function fillCustomer(page: Page, tr: InspectionTexts): Promise<void> {
  const pick = page.getByLabel(tr('form.customer.pick'));
  const whitman = await pick.locator('option', { hasText: WHITMAN }).first().getAttribute('value');
  expect(whitman, 'Whitman is among My customers on this device').toBeTruthy();
  await pick.selectOption(whitman as string);
  await expect(page.getByLabel(tr('form.customer.name'))).toHaveValue(WHITMAN);
  await expect(page.getByLabel(tr('form.customer.address'))).not.toHaveValue('');
  await page.getByLabel(tr('form.customer.propertyType')).selectOption('residential');
  await page.getByLabel(tr('form.customer.waterSource')).selectOption('city');
}

async function fillSystem(page: Page, tr: InspectionTexts): Promise<void> {
  const controller = page.getByRole('region', { name: tr('form.system.controller.title'), exact: true });
  await controller.getByLabel(tr('form.system.controller.brandModel')).fill('Rain Bird ESP-TM2');
  await controller.getByLabel(tr('form.system.controller.type')).selectOption('timer');
  await controller.getByLabel(tr('form.system.controller.stationsUsed')).fill('6');
  await controller.getByLabel(tr('form.system.controller.programming')).selectOption('properly-programmed');

  const mainLine = page.getByRole('region', { name: tr('form.system.mainLine.title'), exact: true });
  await mainLine.getByLabel(`${tr('form.system.mainLine.pressure')} (psi)`).fill('62.5');
  await mainLine.getByLabel(tr('form.system.mainLine.leaks')).selectOption('minor-leaks');
  await mainLine.getByLabel(tr('form.system.mainLine.valveBox')).selectOption('fair');
  await mainLine.getByLabel(tr('form.fields.issuesFound')).fill(MAIN_LINE_ISSUE);

  const backflow = page.getByRole('region', { name: tr('form.system.backflow.title'), exact: true });
  await backflow.getByLabel(tr('form.system.backflow.assemblyType')).selectOption('RP');
  await backflow.getByLabel(tr('form.system.backflow.make')).fill('Febco');
  await backflow.getByLabel(tr('form.system.backflow.testType')).selectOption('annual');
  const result = backflow.getByRole('status').filter({ hasText: tr('form.system.backflow.result') });
  await expect(result).toContainText(tr('form.system.backflow.results.incomplete'));
  await backflow.getByLabel(`${tr('form.system.backflow.reading.checkValve1Psid')} (psid)`).fill('6.2');
  await backflow.getByLabel(`${tr('form.system.backflow.reading.reliefValveOpenedPsid')} (psid)`).fill('3.1');
  await backflow.getByLabel(`${tr('form.system.backflow.reading.checkValve2Psid')} (psid)`).fill('2.4');
  await expect(result).toContainText(tr('form.system.backflow.results.pass'));
  await backflow.getByLabel(tr('form.fields.condition'), { exact: true }).selectOption('good');

  const shutOff = page.getByRole('region', { name: tr('form.system.shutOff.title'), exact: true });
  await shutOff.getByLabel(tr('form.system.shutOff.has')).selectOption('yes');
  await shutOff.getByLabel(tr('form.fields.location'), { exact: true }).fill('Front yard, by the meter');
  await shutOff.getByLabel(tr('form.system.shutOff.operation')).selectOption('works-properly');

  const rainSensor = page.getByRole('region', { name: tr('form.system.rainSensor.title'), exact: true });
  await rainSensor.getByLabel(tr('form.system.rainSensor.present')).selectOption('yes');
  await rainSensor.getByLabel(tr('form.system.rainSensor.type')).selectOption('rain-freeze');
  await rainSensor.getByLabel(tr('form.system.rainSensor.testResult')).selectOption('shuts-off');
}

async function fillZones(page: Page, tr: InspectionTexts): Promise<void> {
  const add = page.getByRole('button', { name: tr('form.zones.add') });
  await add.click();
  await page.getByLabel(tr('form.zones.description')).fill('Front lawn sprays');
  await page.getByLabel(tr('form.zones.type')).selectOption('spray');
  await page.getByLabel(tr('form.zones.headCount')).fill('12');

  await add.click();
  await page.getByLabel(tr('form.zones.description')).fill(ZONE_2);
  await page.getByLabel(tr('form.zones.type')).selectOption('rotor');
  await page.getByLabel(tr('form.zones.headCount')).fill('8');
  const notWorking = tr('form.values.zoneStatus.not-working');
  await page.getByRole('button', { name: notWorking, exact: true }).click();
  await expect(page.getByRole('button', { name: notWorking, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const brokenHead = tr('form.values.zoneIssue.broken-head');
  const leak = tr('form.values.zoneIssue.leak');
  await page.getByRole('button', { name: tr('form.zones.more', { issue: brokenHead }) }).click();
  await page.getByRole('button', { name: tr('form.zones.more', { issue: brokenHead }) }).click();
  await page.getByRole('button', { name: tr('form.zones.more', { issue: leak }) }).click();
  await expect(page.getByLabel(tr('form.zones.countOf', { issue: brokenHead, count: 2 }))).toHaveText('2');

  const zones = page.getByRole('list', { name: tr('form.zones.listLabel') });
  const zone2 = zones.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('form.zones.zone', { number: 2 }))}(?!\\d)`) });
  await expect(zone2).toContainText(tr('form.zones.issueCount', { count: 3 }));
  await expect(zone2).toContainText(notWorking);
  await expect(zones.locator(':scope > li')).toHaveCount(2);
}

/** What was picked from the gallery: the photos' sizes, and the video's bytes. */
interface Picked {
  photoSizes: number[];
  video: Buffer;
}

/** Adds three phone-sized photos and a short video in one pick through the gallery's file chooser. */
async function addMedia(page: Page, tr: InspectionTexts): Promise<Picked> {
  await page.getByRole('button', { name: tr('media.add') }).click();
  const dialog = page.getByRole('dialog', { name: tr('media.capture.title') });
  await expect(dialog).toBeVisible();
  const photos = await Promise.all(
    Array.from({ length: PHOTO_COUNT }, async (_, index) => ({
      name: `IMG_00${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(index + 1, { located: index === 0 }),
    })),
  );
  // The first says where it was taken (GPS latitude, tag 2, and longitude, tag 4), as a phone with location on writes it.
  expect(exifGpsTags((await sharp(photos[0]?.buffer).metadata()).exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  expect(
    photos.every((file) => file.buffer.length > 1_000_000),
    'each photo is a few MB, as a phone takes it',
  ).toBe(true);
  const video = { name: VIDEO_NAME, mimeType: 'video/mp4', buffer: mp4Video(VIDEO_BYTES, 11) };
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText(tr('media.capture.chooseFromGallery')).click();
  await (await chooser).setFiles([...photos, video]);
  await expect(dialog.getByText(tr('media.capture.fileKept'), { exact: true })).toHaveCount(PHOTO_COUNT + 1, { timeout: 45_000 });
  await dialog.getByRole('button', { name: tr('media.capture.done') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(tr('media.count', { count: PHOTO_COUNT + 1 }))).toBeVisible();
  return { photoSizes: photos.map((file) => file.buffer.length), video: video.buffer };
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

async function fillSummary(page: Page, tr: InspectionTexts, language: 'en' | 'es'): Promise<void> {
  await page.getByLabel(tr('form.summary.overall')).selectOption('fair');
  await page.getByLabel(tr('form.summary.notes')).fill(NOTES);

  await page.getByRole('button', { name: tr('findings.add') }).click();
  const suggestion = tr('findings.suggestions.zoneNotWorking', { zone: `2 (${ZONE_2})` });
  await page.getByRole('button', { name: new RegExp(escapeRegExp(suggestion)) }).click();
  await expect(page.getByText(tr('findings.count', { count: 1 }))).toBeVisible();

  await page.getByRole('button', { name: tr('findings.lines.fromPricebook') }).click();
  const picker = page.getByRole('dialog', { name: tr('findings.picker.title') });
  await picker.getByRole('searchbox', { name: tr('findings.picker.searchLabel') }).fill(PRICED_SKU);
  await picker.getByRole('button', { name: new RegExp(escapeRegExp(PRICED_SKU)) }).click();
  await expect(picker).toBeHidden();
  const lines = page.getByRole('list', { name: tr('findings.lines.label', { name: tr('findings.finding.subtotal') }) });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(money(5995, language)).first()).toBeVisible();
}

async function sign(page: Page, tr: InspectionTexts): Promise<void> {
  for (const role of ['customer', 'technician'] as const) {
    const block = page.getByRole('article', { name: tr(`media.signatures.${role}`) });
    const signer = block.getByLabel(tr('media.signatures.signerName'));
    await expect(signer).toHaveValue(role === 'customer' ? WHITMAN : new RegExp(TECHNICIAN.firstName));
    const name = await signer.inputValue();
    await drawSignature(page, block.getByRole('img', { name: tr('media.signatures.pad') }));
    await block.getByRole('button', { name: tr('media.signatures.save') }).click();
    await expect(block.getByRole('img', { name: tr('media.signatures.signatureImage', { name }) })).toBeVisible();
  }
}

/** The inspections the office sees, newest first (at most five): as the owner, through the API. */
async function officeRecent(office: ReturnType<typeof pageApi>): Promise<Inspection[]> {
  const response = await office.get('/api/technician/inspections/recent');
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Inspection[];
}

test('an inspection done offline reaches the office exactly once, with its three photos and a video, through a flaky signal', async ({
  page,
  context,
  playwright,
  stack,
  t,
  language,
}, testInfo) => {
  test.setTimeout(200_000);
  const tr = inspectionTexts(language);
  const officeRequest = await playwright.request.newContext({ baseURL: stack.url });
  const office = pageApi(officeRequest, stack.url);
  await prepareFieldOffice(office);
  await signInAsOwner(office);
  const before = new Set((await officeRecent(office)).map((inspection) => inspection.id));

  // With a signal: Carlos signs in, the device keeps My customers and the pricebook, the app is installed.
  await signInAsTechnician(page, t);
  await keepOfficeDataOnDevice(page, t);
  await serviceWorkerControls(page);

  // When the signal comes back it is a poor one: 30 % of the inspections API's requests fail, and some that store something reach
  // the server but their answer is lost (the server stored it; the device saw a failure and sends it again): the inspection's
  // and the photos' PUTs, and the video's tus requests (POST creates its upload, HEAD asks how much arrived, PATCH sends 1 MiB).
  // The first inspection PUT and the first photo PUT that get through always lose their answer, and so does the video's first
  // PATCH that reaches the server: it stores 1 MiB the device does not know arrived.
  const random = seededRandom(20261125);
  const tally = {
    aborted: 0,
    passed: 0,
    answerLost: { inspection: [] as number[], photo: [] as number[] },
    /** Each photo PUT's body as the device sent it (every try, aborted or not). */
    photoBodies: [] as (Buffer | null)[],
    tus: {
      requests: { POST: 0, HEAD: 0, PATCH: 0 } as Record<string, number>,
      aborted: { POST: 0, HEAD: 0, PATCH: 0 } as Record<string, number>,
      /** The Upload-Offset each PATCH started at, in order. */
      patchesFrom: [] as number[],
      /** PATCHes the server answered but the device never heard of: the answer's status and the offsets before and after. */
      lostPatches: [] as { status: number; from: number; to: number; at: number }[],
      lostOther: [] as string[],
    },
  };
  const flaky = async (route: Route) => {
    const request = route.request();
    const method = request.method();
    const path = new URL(request.url()).pathname;
    const kind = /\/media\/[^/]+\/resumable\/?$/.test(path) ? 'video' : /\/media\//.test(path) ? 'photo' : 'inspection';
    if (kind === 'photo' && method === 'PUT') tally.photoBodies.push(request.postDataBuffer());
    const roll = random();
    let patch = { from: Number.NaN, at: -1 };
    if (kind === 'video') {
      tally.tus.requests[method] = (tally.tus.requests[method] ?? 0) + 1;
      if (method === 'PATCH') {
        patch = { from: Number(await request.headerValue('upload-offset')), at: tally.tus.patchesFrom.length };
        tally.tus.patchesFrom.push(patch.from);
      }
    }
    if (roll < 0.3) {
      tally.aborted += 1;
      if (kind === 'video') tally.tus.aborted[method] = (tally.tus.aborted[method] ?? 0) + 1;
      await route.abort('connectionreset');
      return;
    }
    if (kind === 'video' && method !== 'DELETE' && ((method === 'PATCH' && tally.tus.lostPatches.length === 0) || roll > 0.85)) {
      const response = await route.fetch();
      if (method === 'PATCH') tally.tus.lostPatches.push({ ...patch, status: response.status(), to: Number(response.headers()['upload-offset']) });
      else tally.tus.lostOther.push(`${method} ${response.status()}`);
      await route.abort('connectionreset');
      return;
    }
    if (kind !== 'video' && method === 'PUT' && (tally.answerLost[kind].length === 0 || roll > 0.85)) {
      const response = await route.fetch();
      tally.answerLost[kind].push(response.status());
      await route.abort('connectionreset');
      return;
    }
    tally.passed += 1;
    await route.continue();
  };
  const inspectionsApi = (url: URL) => url.pathname.startsWith('/api/inspections');

  // In the yard: no signal from here on, until the inspection is done and the app was closed and opened again.
  await context.setOffline(true);
  let reportNumber: string;
  let inspectionId: string;
  let picked: Picked;
  let yard: Page = page;
  /** Each section turned sideways (iPad and phone): what it measured, kept beside the screenshots. */
  const landscapes: LandscapeLayout[] = [];
  try {
    await page.goto('/tech-dashboard');
    await page
      .getByRole('link', { name: t(TECH, 'tech', 'dashboard.recent.newInspection') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('form.header.newTitle') })).toBeVisible();

    await fillCustomer(page, tr);
    // The first change made it an inspection on the device, with its id and report number.
    await expect(page).toHaveURL(/\/inspection\/[0-9a-f-]{36}$/);
    inspectionId = new URL(page.url()).pathname.split('/').at(-1) as string;
    reportNumber = reportNumberFor(inspectionId);
    await expect(page.getByText(reportNumber, { exact: true })).toBeVisible();
    await shootWidths(page, testInfo, language, '1-customer');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '1-customer')));

    await openSection(page, tr, 'system');
    await fillSystem(page, tr);
    await shootWidths(page, testInfo, language, '2-system');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '2-system')));

    await openSection(page, tr, 'zones');
    await fillZones(page, tr);
    await shootWidths(page, testInfo, language, '3-zones');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '3-zones')));

    await openSection(page, tr, 'photos');
    picked = await addMedia(page, tr);
    await shootWidths(page, testInfo, language, '4-photos');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '4-photos')));

    // The summary before the signatures: a signature holds for the content it signed.
    await openSection(page, tr, 'summary');
    await fillSummary(page, tr, language);
    await shootWidths(page, testInfo, language, '5-summary');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '5-summary')));

    await openSection(page, tr, 'signatures');
    await sign(page, tr);
    await shootWidths(page, testInfo, language, '6-signatures');
    landscapes.push(...(await expectFitsLandscape(page, testInfo, language, '6-signatures')));

    await openSection(page, tr, 'summary');
    await expect(page.getByText(tr('form.complete.ready'))).toBeVisible();
    await page.getByRole('button', { name: tr('form.complete.action') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr('form.done.title') })).toBeVisible();
    await expect(page.getByText(tr('form.done.description', { reportNumber }))).toBeVisible();
    await shootWidths(page, testInfo, language, '7-completed');

    // The app is closed and opened again, still with no signal: the inspection is on the device.
    await page.close();
    yard = await context.newPage();
    await yard.goto('/tech-dashboard');
    const onDashboard = yard.getByRole('link', { name: new RegExp(escapeRegExp(reportNumber)) });
    await expect(onDashboard).toHaveCount(1);
    await expect(onDashboard).toContainText(WHITMAN);
    await expect(onDashboard).toContainText(t(TECH, 'tech', 'inspectionRow.status.completed'));
    await expect(onDashboard).toContainText(t(TECH, 'tech', 'dashboard.recent.onDevice'));
    // The inspection, its three photos and the video wait, nothing was sent.
    await expect(syncBadge(yard, tr('sync.badge.offline', { count: 1 + PHOTO_COUNT + 1 }))).toBeVisible();
    await shootWidths(yard, testInfo, language, '8-dashboard-offline');
    // The signal comes back a poor one (below).
    await context.route(inspectionsApi, flaky);
  } finally {
    await context.setOffline(false);
    const layoutPath = testInfo.outputPath('landscape-layouts.json');
    writeFileSync(layoutPath, JSON.stringify(landscapes, null, 2));
    await testInfo.attach('landscape-layouts', { path: layoutPath, contentType: 'application/json' });
  }
  // A new tab of a technician whose password the office set asks, once online, for a password of their own.
  const prompt = yard.getByRole('dialog', { name: t(TECH, 'tech', 'passwordPrompt.title') });
  await prompt.getByRole('button', { name: t(TECH, 'tech', 'passwordPrompt.skip') }).click({ timeout: 45_000 });
  await expect(prompt).toBeHidden();
  try {
    await tryNowUntil(yard, tr, { timeout: 120_000 });
  } finally {
    await context.unroute(inspectionsApi, flaky);
  }
  await yard.keyboard.press('Escape');
  // What the signal did, beside the screenshots, for a person to read (and to replay a failure with).
  const tallyPath = testInfo.outputPath('flaky-signal.json');
  writeFileSync(tallyPath, JSON.stringify({ ...tally, photoBodies: tally.photoBodies.map((body) => body?.length ?? null) }, null, 2));
  await testInfo.attach('flaky-signal', { path: tallyPath, contentType: 'application/json' });
  expect(tally.aborted, 'some requests failed on the way').toBeGreaterThan(0);
  expect(tally.answerLost.inspection.length, 'an inspection PUT was stored but its answer lost').toBeGreaterThan(0);
  expect(tally.answerLost.photo.length, 'a photo PUT was stored but its answer lost').toBeGreaterThan(0);
  expect(
    [...tally.answerLost.inspection, ...tally.answerLost.photo].every((status) => status < 300),
    JSON.stringify(tally),
  ).toBe(true);
  // The video went by tus through the same signal: created (POST), asked after (HEAD) and sent in PATCHes, some of which failed.
  const { tus } = tally;
  expect(tus.requests['POST'], JSON.stringify(tus)).toBeGreaterThan(0);
  expect(tus.requests['HEAD'], JSON.stringify(tus)).toBeGreaterThan(0);
  expect(tus.requests['PATCH'], 'the video went in several 1 MiB PATCHes').toBeGreaterThanOrEqual(Math.ceil(VIDEO_BYTES / (1024 * 1024)));
  const [firstLost] = tus.lostPatches;
  expect(firstLost, 'a tus PATCH reached the server and its answer was lost').toBeDefined();
  // The server kept that chunk (its offset moved on) though the device never heard so, and the device's next PATCH went on
  // from there (its next try asked with a HEAD): resumed, not started over.
  expect(firstLost?.status, JSON.stringify(tus)).toBe(204);
  expect(firstLost?.to, JSON.stringify(tus)).toBe((firstLost?.from ?? 0) + 1024 * 1024);
  expect(tus.patchesFrom[(firstLost?.at ?? 0) + 1], JSON.stringify(tus)).toBe(firstLost?.to);
  expect(
    tus.lostPatches.every((lost) => lost.status < 300),
    JSON.stringify(tus),
  ).toBe(true);
  // The photos as they left the device (the PUT bodies, before the server re-encodes anything): resized on the device to a
  // JPEG of at most 2048 px, and the location the phone wrote into the first one is gone.
  expect(tally.photoBodies.length, 'every photo was PUT at least once').toBeGreaterThanOrEqual(PHOTO_COUNT);
  const sentPhotos = new Map<string, Buffer>();
  for (const body of tally.photoBodies) {
    expect(body, 'a photo PUT carried its bytes').not.toBeNull();
    if (body) sentPhotos.set(sha256(body), body);
  }
  // Every try of a photo sends the same bytes the device kept: three photos, three different bodies.
  expect(sentPhotos.size).toBe(PHOTO_COUNT);
  for (const body of sentPhotos.values()) {
    const sent = await sharp(body).metadata();
    expect(sent.format).toBe('jpeg');
    expect(Math.max(sent.width ?? 0, sent.height ?? 0)).toBeLessThanOrEqual(2048);
    expect(Math.max(sent.width ?? 0, sent.height ?? 0), 'the 3000 px photo was made smaller on the device').toBeLessThan(3000);
    expect(exifGpsTags(sent.exif), 'no location leaves the device').toEqual([]);
  }
  await expect(syncBadge(yard, tr('sync.badge.allSynced'))).toBeVisible({ timeout: 35_000 });
  // The device's own outbox is empty, and every photo and the video are marked as on the server.
  const queue = await deviceQueue(yard);
  expect(queue.outbox).toEqual([]);
  expect(queue.media.map((media) => [media.contentType, media.uploaded]).sort()).toEqual([
    ['image/jpeg', true],
    ['image/jpeg', true],
    ['image/jpeg', true],
    ['video/mp4', true],
  ]);

  // The office has it once: one new inspection, completed, with exactly its three photos.
  const added = (await officeRecent(office)).filter((inspection) => !before.has(inspection.id));
  expect(added.map((inspection) => inspection.reportNumber)).toEqual([reportNumber]);
  const recordResponse = await office.get(`/api/inspections/${inspectionId}`);
  expect(recordResponse.ok(), await recordResponse.text()).toBeTruthy();
  const record = (await recordResponse.json()) as InspectionRecord;
  expect(record.status).toBe('completed');
  expect(record.reportNumber).toBe(reportNumber);
  expect(record.completedDate).not.toBeNull();
  expect(record.clientName).toBe(WHITMAN);
  expect(record.estimatedTotal).toBe('59.95');
  expect(record.document.zones.map((zone) => [zone.description, zone.status, zone.issueCounts])).toEqual([
    ['Front lawn sprays', 'zone-ok', {}],
    [ZONE_2, 'not-working', { 'broken-head': 2, leak: 1 }],
  ]);
  expect(record.document.mainLine).toMatchObject({
    waterPressurePsi: 62.5,
    leakDetection: 'minor-leaks',
    valveBoxCondition: 'fair',
    issuesFound: MAIN_LINE_ISSUE,
  });
  expect(record.document.backflow.readings).toMatchObject({ checkValve1Psid: 6.2, reliefValveOpenedPsid: 3.1, checkValve2Psid: 2.4 });
  expect(record.document.summary).toEqual({ overallAssessment: 'fair', notes: NOTES });
  expect(record.document.signatures.customer?.signerName).toBe(WHITMAN);
  expect(record.document.signatures.technician?.svg).toContain('<svg');
  expect(record.document.media).toHaveLength(PHOTO_COUNT + 1);
  const photos = record.document.media.filter((media) => media.kind === 'photo');
  const videos = record.document.media.filter((media) => media.kind === 'video');
  expect(photos).toHaveLength(PHOTO_COUNT);
  expect(videos.map((media) => [media.contentType, media.byteSize])).toEqual([['video/mp4', VIDEO_BYTES]]);
  // Made smaller on the device before it was kept: each photo is lighter than the file picked.
  expect(photos.map((media, index) => media.byteSize < (picked.photoSizes[index] ?? 0))).toEqual([true, true, true]);
  // Each file stored once: as many uploads as files, the same ids.
  expect(record.uploadedMediaIds).toHaveLength(PHOTO_COUNT + 1);
  expect([...record.uploadedMediaIds].sort()).toEqual(record.document.media.map((media) => media.id).sort());
  // The video is the file picked, byte for byte, served as the MP4 it is.
  const videoId = videos[0]?.id as string;
  const video = await office.get(`/api/media/${videoId}`);
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe('video/mp4');
  expect(video.headers()['x-content-type-options']).toBe('nosniff');
  const served = await video.body();
  expect(served.length).toBe(VIDEO_BYTES);
  expect(sha256(served)).toBe(sha256(picked.video));
  for (const mediaId of record.uploadedMediaIds.filter((id) => id !== videoId)) {
    const photo = await office.get(`/api/media/${mediaId}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    expect(photo.headers()['x-content-type-options']).toBe('nosniff');
    const { width, height, format } = await sharp(await photo.body()).metadata();
    expect(format).toBe('jpeg');
    // Made smaller on the device (3000 px wide when picked): the longest side is at most 2048 px.
    expect(Math.max(width ?? 0, height ?? 0)).toBe(2048);
  }
  await officeRequest.dispose();

  // The dashboard lists it once, from the office now.
  await yard.reload();
  const listed = yard.getByRole('link', { name: new RegExp(escapeRegExp(reportNumber)) });
  await expect(listed).toHaveCount(1);
  await expect(listed).not.toContainText(t(TECH, 'tech', 'dashboard.recent.onDevice'));
  await expect(listed).toContainText(t(TECH, 'tech', 'inspectionRow.status.completed'));
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { emptyInspectionDocument, reportNumberFor, signedContent, type InspectionDocument, type PutInspectionRequest } from '@irrigo/contracts';
import { expect, pageApi, signInAsOwner, test, type Language, type RunningStack } from '../support/fixtures.js';
import { afterNextFrames } from '../support/frames.js';
import { inspectionTexts, type InspectionTexts } from '../support/inspection-texts.js';
import { drawSignature, openSection, syncBadge } from '../support/inspection-steps.js';
import { prepareFieldOffice, signInAsTechnician, WHITMAN } from '../support/technician.js';

// Issue 12, the report in the customer's hands: Carlos completes an inspection, loses the signal, e-mails the
// report from its details page (queued on the device), and when the signal is back the outbox sends it; the
// first answer is lost on the way, the outbox sends again with the same Idempotency-Key, and exactly one mail
// reaches the customer. The owner opens an inspection's details page and downloads its PDF.

/** The widths people read the page at: a phone upright and the office's desktop. */
const WIDTHS = [
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'desktop-1280', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, language: Language, name: string, { fullPage = true } = {}): Promise<void> {
  const original = page.viewportSize();
  for (const { name: size, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await afterNextFrames(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${size}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** Every message the stack's mail sink holds for an address (newest first). */
async function mailsTo(
  request: APIRequestContext,
  stack: RunningStack,
  address: string,
): Promise<{ subject: string; attachments: { contentType: string }[] }[]> {
  const response = await request.get(`${stack.tools.mailSink}/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { messages: { subject: string; attachments: { contentType: string }[] }[] }).messages;
}

/** The least a completed inspection needs (customer, assessment, the technician's signature), through the form. */
async function completeInspection(page: Page, tr: InspectionTexts): Promise<string> {
  await page.goto('/inspection');
  const pick = page.getByLabel(tr('form.customer.pick'));
  const whitman = await pick.locator('option', { hasText: WHITMAN }).first().getAttribute('value');
  await pick.selectOption(whitman as string);
  await expect(page).toHaveURL(/\/inspection\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) as string;
  await openSection(page, tr, 'summary');
  await page.getByLabel(tr('form.summary.overall')).selectOption('fair');
  await openSection(page, tr, 'signatures');
  const block = page.getByRole('article', { name: tr('media.signatures.technician') });
  const name = await block.getByLabel(tr('media.signatures.signerName')).inputValue();
  await drawSignature(page, block.getByRole('img', { name: tr('media.signatures.pad') }));
  await block.getByRole('button', { name: tr('media.signatures.save') }).click();
  await expect(block.getByRole('img', { name: tr('media.signatures.signatureImage', { name }) })).toBeVisible();
  await openSection(page, tr, 'summary');
  await page.getByRole('button', { name: tr('form.complete.action') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('form.done.title') })).toBeVisible();
  return id;
}

test('a report e-mailed with no signal is queued, and mails the customer once when the signal is back, though the send was retried', async ({
  page,
  context,
  playwright,
  stack,
  t,
  language,
}, testInfo) => {
  test.slow();
  const tr = inspectionTexts(language);
  const office = await playwright.request.newContext({ baseURL: stack.url });
  await prepareFieldOffice(pageApi(office, stack.url));
  await signInAsTechnician(page, t);
  const id = await completeInspection(page, tr);
  // The inspection reaches the office with the signal there is.
  await expect(syncBadge(page, tr('sync.badge.allSynced'))).toBeVisible({ timeout: 30_000 });

  await page.goto(`/inspection/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('details.title') })).toBeVisible();
  // Its copy on the device has reached the office (whatever version the saves made it).
  await expect(page.locator('[data-sync-state="sent"]')).toBeVisible();

  const address = `whitman-${Date.now()}@example.test`;
  let sendAttempts = 0;
  // Back in signal, the first send reaches the server (which mails) but its answer is lost on the way back.
  const loseFirstAnswer = async (route: Route) => {
    sendAttempts += 1;
    if (sendAttempts > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  };
  await context.route('**/api/inspections/*/report/send', loseFirstAnswer);
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: tr('details.actions.email') }).click();
    const dialog = page.getByRole('dialog', { name: tr('details.email.title') });
    await dialog.getByLabel(tr('details.email.to')).fill(address);
    await dialog.getByRole('button', { name: tr('details.email.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(tr('details.sends.queued'))).toBeVisible();
    await shoot(page, testInfo, language, 'report-queued');
    expect(sendAttempts).toBe(0);
  } finally {
    await context.setOffline(false);
  }

  // The queued line gives way to the server's record of the send (both say to whom).
  await expect(page.getByRole('main').getByText(tr('details.sends.queued'))).toBeHidden({ timeout: 45_000 });
  await expect(page.getByRole('main').getByText(tr('details.sends.sentTo', { to: address }))).toBeVisible();
  expect(sendAttempts, 'the outbox sent again after the lost answer').toBeGreaterThan(1);
  const mails = await mailsTo(office, stack, address);
  expect(mails, 'exactly one mail reached the customer').toHaveLength(1);
  expect(mails[0]?.attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
  await shoot(page, testInfo, language, 'report-sent');
  await context.unroute('**/api/inspections/*/report/send', loseFirstAnswer);
  await office.dispose();
});

/** A completed inspection with something in each part, stored by the owner, with one photo. */
async function storeCompletedInspection(page: Page, origin: string, language: Language): Promise<{ id: string; reportNumber: string }> {
  const id = uuidv7();
  const photoId = uuidv7();
  const document: InspectionDocument = emptyInspectionDocument({ technicianName: 'Rosa Delgado', inspectionDate: '2026-11-24', language });
  Object.assign(document.customer, { name: 'Casa Azul HOA', address: '742 Calle Peña, Austin, TX 78701', email: 'board@casa-azul.test' });
  Object.assign(document.controller, { brandModel: 'Hunter Pro-C', programmingStatus: 'needs-adjustment', batteryStatus: 'low' });
  Object.assign(document.mainLine, { waterPressurePsi: 62, leakDetection: 'minor-leaks', estimatedCostCents: 12_500 });
  Object.assign(document.backflow, { assemblyType: 'RP', condition: 'good', certificationStatus: 'certified' });
  Object.assign(document.backflow.readings, { checkValve1Psid: 5.5, reliefValveOpenedPsid: 2.5, checkValve2Psid: 1.4 });
  Object.assign(document.shutOff, { hasShutOff: 'yes', accessibility: 'buried-hidden', operation: 'stiff-difficult' });
  Object.assign(document.rainSensor, { present: 'no' });
  document.zones = [
    {
      id: uuidv7(),
      number: 1,
      description: 'Front lawn sprays',
      zoneType: 'spray',
      headCount: 12,
      issueCounts: { 'broken-head': 2, misaligned: 1 },
      status: 'zone-ok',
      notes: '',
    },
    {
      id: uuidv7(),
      number: 2,
      description: 'Back beds drip',
      zoneType: 'drip',
      headCount: null,
      issueCounts: {},
      status: 'not-working',
      notes: 'Valve solenoid clicks, no water.',
    },
  ];
  document.media = [
    {
      id: photoId,
      kind: 'photo',
      caption: 'Broken head by the driveway',
      section: 'zone',
      zoneId: document.zones[0]?.id ?? null,
      includeInPdf: true,
      contentType: 'image/jpeg',
      byteSize: 0,
      capturedAt: '2026-11-24T15:10:00.000Z',
    },
  ];
  document.findings = [
    {
      id: uuidv7(),
      title: 'Replace two broken spray heads',
      priority: 'urgent',
      section: 'zone',
      zoneId: document.zones[0]?.id ?? null,
      chosenOptionId: null,
      options: [
        { id: uuidv7(), tier: 'good', lines: [{ id: uuidv7(), pricebookItemId: null, name: 'Spray head 4"', quantity: 2, unitPriceCents: 1250 }] },
        {
          id: uuidv7(),
          tier: 'best',
          lines: [{ id: uuidv7(), pricebookItemId: null, name: 'Pressure-regulating spray head', quantity: 2, unitPriceCents: 2400 }],
        },
      ],
    },
  ];
  document.summary = { overallAssessment: 'fair', notes: 'Repair zone 2 before the summer schedule starts.' };
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><path d="M10 40 C40 5, 60 55, 90 25 S150 50, 190 15" stroke="#123" fill="none" stroke-width="3"/></svg>';
  // A signature holds for the content it signed (signedContentHash: the document without its signatures).
  const contentHash = createHash('sha256').update(signedContent(document)).digest('hex');
  document.signatures.technician = { signerName: 'Rosa Delgado', signedAt: '2026-11-24T16:00:00.000Z', svg, contentHash };
  const now = new Date().toISOString();
  const body: PutInspectionRequest = { reportNumber: reportNumberFor(id), status: 'completed', document, createdAt: now, savedAt: now };
  const stored = await page.request.put(`/api/inspections/${id}`, { data: body, headers: { origin } });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 60, g: 140, b: 80 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.put(`/api/inspections/${id}/media/${photoId}`, { data: photo, headers: { 'content-type': 'image/jpeg', origin } });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  return { id, reportNumber: reportNumberFor(id) };
}

test('the owner reads an inspection’s details page and downloads its PDF', async ({ page, api, stack, language }, testInfo) => {
  test.slow();
  const tr = inspectionTexts(language);
  await signInAsOwner(api);
  await page.goto('/dashboard');
  const { id, reportNumber } = await storeCompletedInspection(page, stack.url, language);

  await page.goto(`/inspection/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('details.title') })).toBeVisible();
  await expect(page.getByText(tr('details.reportNumber', { number: reportNumber }))).toBeVisible();
  await expect(
    page.getByRole('region', { name: tr('form.system.backflow.title') }).getByText(tr('form.system.backflow.results.pass'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: tr('details.actions.delete') })).toBeVisible();
  await shoot(page, testInfo, language, 'details-owner');

  await page.getByRole('button', { name: tr('details.media.open', { name: tr('media.card.photoOf', { caption: 'Broken head by the driveway' }) }) }).click();
  const viewer = page.getByRole('dialog', { name: tr('details.viewer.title') });
  await expect(viewer.getByRole('img', { name: tr('media.card.photoOf', { caption: 'Broken head by the driveway' }) })).toBeVisible();
  await shoot(page, testInfo, language, 'details-viewer', { fullPage: false });
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: tr('details.actions.pdf') }).click()]);
  expect(download.suggestedFilename()).toBe(`${reportNumber}-${language}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

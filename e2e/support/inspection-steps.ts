import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, type Language } from './fixtures.js';
import { afterNextFrames } from './frames.js';
import type { InspectionTexts } from './inspection-texts.js';

// Steps the inspection browser tests share: moving between the form's sections, the sync badge and its
// sheet, and screenshots at the iPad's and the phone's widths for people to look at.

export const FORM_SECTIONS = ['customer', 'system', 'zones', 'photos', 'signatures', 'summary'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/**
 * Opens a section of the form: its tab where the stepper shows tabs, else the compact "Go to section" list
 * (phones). Leaving a section also sends what was saved; `arrive: false` when the screen may give way to
 * something else meanwhile (the version chooser).
 */
export async function openSection(page: Page, tr: InspectionTexts, section: FormSection, { arrive = true }: { arrive?: boolean } = {}): Promise<void> {
  const nav = page.getByRole('navigation', { name: tr('form.nav.label') });
  const tab = nav.getByRole('button', { name: tr(`form.sections.${section}`), exact: true });
  const jump = nav.getByLabel(tr('form.nav.jump'));
  if (!arrive) {
    // The form may already be gone (a version to choose): then there is nothing to leave.
    if (await tab.isVisible()) await tab.click({ timeout: 5_000 }).catch(() => undefined);
    else if (await jump.isVisible()) await jump.selectOption(section, { timeout: 5_000 }).catch(() => undefined);
    return;
  }
  // The form may be drawing anew (a new inspection's first save moves it to /inspection/<id>): wait until it shows
  // its tabs or its list before choosing, or a desktop would wait for a phone's list until the test's end.
  await expect(tab.or(jump).first()).toBeVisible();
  if (await tab.isVisible()) await tab.click();
  else await jump.selectOption(section);
  await expect(page.getByRole('heading', { level: 2, name: tr(`form.sections.${section}`), exact: true })).toBeVisible();
}

/** The "N waiting to sync" chip (the frame's top bar, or the form's header), named by what it says. */
export const syncBadge = (page: Page, name: string | RegExp): Locator => page.getByRole('button', { name, exact: typeof name === 'string' });

/** The sheet behind the chip: what waits, why, and "Try now". */
export const syncSheet = (page: Page, tr: InspectionTexts): Locator => page.getByRole('dialog', { name: tr('sync.sheet.title') });

/**
 * Opens the sheet from the chip and presses "Try now" whenever it can be pressed, until the sheet says
 * everything reached the office (or `until` holds, e.g. a conflict to choose). Polls; the engine's own backoff
 * is what is waited on.
 */
export async function tryNowUntil(
  page: Page,
  tr: InspectionTexts,
  options: { until?: () => Promise<boolean>; timeout?: number; chip?: Locator } = {},
): Promise<void> {
  const sheet = syncSheet(page, tr);
  if (!(await sheet.isVisible())) await (options.chip ?? page.locator('button[data-sync-state]').first()).click();
  await expect(sheet).toBeVisible();
  const empty = sheet.getByText(tr('sync.sheet.empty'));
  const tryNow = sheet.getByRole('button', { name: tr('sync.sheet.tryNow') });
  const deadline = Date.now() + (options.timeout ?? 90_000);
  for (;;) {
    if (await empty.isVisible()) return;
    if (options.until && (await options.until())) return;
    if (Date.now() > deadline) throw new Error(`still waiting to sync:\n${await sheet.innerText()}`);
    if (await tryNow.isEnabled().catch(() => false)) await tryNow.click().catch(() => undefined);
    await page.waitForTimeout(1_000);
  }
}

/** The iPad and the phone, upright. */
const WIDTHS = [
  { name: 'ipad-820', width: 820, height: 1180 },
  { name: 'phone-390', width: 390, height: 844 },
] as const;

/**
 * Screenshots of what the page shows now at the iPad's and the phone's widths, in this project's language,
 * into the test's output folder (`--output`), then back to the project's own size.
 */
export async function shootWidths(page: Page, testInfo: TestInfo, language: Language, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const { name: size, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    // Let the layout settle (a resize re-lays out grids and the signature pads).
    await afterNextFrames(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${size}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Draws a signature-like scribble across a pad with the pointer. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const x = (fraction: number) => box.x + box.width * fraction;
  const y = (fraction: number) => box.y + box.height * fraction;
  await page.mouse.move(x(0.15), y(0.6));
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    const progress = step / 24;
    await page.mouse.move(x(0.15 + 0.7 * progress), y(0.5 + 0.25 * Math.sin(progress * Math.PI * 4)), { steps: 2 });
  }
  await page.mouse.up();
}

/** A seeded pseudo-random source (mulberry32), so a failing run can be replayed with the same draws. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Special characters of a text taken literally in a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the device's own store (IndexedDB `irrigo-field`, mf-tech's device-store) still holds to send. */
export interface DeviceQueue {
  /** The outbox's rows: `inspection:{id}` or `media:{id}`, whoever signed in wrote them. */
  outbox: string[];
  /** Every photo's and video's bytes kept on the device, and whether the server answered their upload. */
  media: { id: string; contentType: string; byteSize: number; uploaded: boolean }[];
}

/** Reads the device's outbox and media rows as the app left them (read only; the connection is closed after). */
export async function deviceQueue(page: Page): Promise<DeviceQueue> {
  return page.evaluate(
    () =>
      new Promise<DeviceQueue>((resolve, reject) => {
        const opening = indexedDB.open('irrigo-field');
        opening.onerror = () => reject(opening.error ?? new Error('the device store did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          const transaction = db.transaction(['outbox', 'mediaBlobs'], 'readonly');
          const outbox = transaction.objectStore('outbox').getAll();
          const media = transaction.objectStore('mediaBlobs').getAll();
          transaction.oncomplete = () => {
            db.close();
            resolve({
              outbox: (outbox.result as { key: string }[]).map((row) => row.key),
              media: (media.result as { id: string; contentType: string; byteSize: number; uploaded: number }[]).map((row) => ({
                id: row.id,
                contentType: row.contentType,
                byteSize: row.byteSize,
                uploaded: row.uploaded === 1,
              })),
            });
          };
          transaction.onerror = () => {
            db.close();
            reject(transaction.error ?? new Error('the device store could not be read'));
          };
        };
      }),
  );
}

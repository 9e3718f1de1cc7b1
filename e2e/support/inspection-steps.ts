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

/**
 * The tags in a photo's EXIF GPS directory (sharp's `metadata().exif`: "Exif\0\0" then a TIFF block); none when
 * the photo says nothing of where it was taken (no EXIF, or no GPS pointer in its first directory).
 */
export function exifGpsTags(exif: Buffer | undefined): number[] {
  if (!exif || exif.length < 14) return [];
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const firstDirectory = u32(4);
  for (let entry = 0; entry < u16(firstDirectory); entry += 1) {
    const at = firstDirectory + 2 + entry * 12;
    // 0x8825: GPSInfo, the offset of the GPS directory.
    if (u16(at) !== 0x8825) continue;
    const gps = u32(at + 8);
    return Array.from({ length: u16(gps) }, (_, index) => u16(gps + 2 + index * 12));
  }
  return [];
}

/** The iPad and the phone turned sideways. */
export const LANDSCAPES = [
  { name: 'ipad-landscape-1180', width: 1180, height: 820 },
  { name: 'phone-landscape-844', width: 844, height: 390 },
] as const;

/** Apple's and Google's smallest comfortable touch target, in CSS px. */
export const MIN_TOUCH_PX = 44;

/** What a landscape check found: sideways overflow, and the visible controls shorter than MIN_TOUCH_PX. */
export interface LandscapeLayout {
  /** What the page showed (the screenshot's name) and at which size. */
  view: string;
  size: string;
  scrollWidth: number;
  innerWidth: number;
  /** Each control under MIN_TOUCH_PX: what it is (tag, type, name) and its height. */
  small: string[];
  /** How many visible controls were measured. */
  controls: number;
  /** The height left for the section between the bars that stay on screen (sticky header and stepper, fixed bottom bar). */
  room: number;
}

/** The section's height between the bars that stay on screen: a signature pad (≈ 190 px) and the line above it. */
const MIN_SECTION_ROOM_PX = 240;

/**
 * Turns the device sideways (iPad 1180 × 820, phone 844 × 390) on what the page shows now: the page must not
 * scroll sideways, and every visible control (buttons, links, fields, lists; a checkbox or radio by its label)
 * must be at least MIN_TOUCH_PX tall. Screenshots of each for people to look at, then back to the project's size.
 */
export async function expectFitsLandscape(page: Page, testInfo: TestInfo, language: Language, name: string): Promise<LandscapeLayout[]> {
  const original = page.viewportSize();
  const layouts: LandscapeLayout[] = [];
  for (const { name: size, width, height } of LANDSCAPES) {
    await page.setViewportSize({ width, height });
    await afterNextFrames(page);
    const measured = await page.evaluate((minimum) => {
      const selector = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="link"]';
      const small: string[] = [];
      let controls = 0;
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const input = element instanceof HTMLInputElement ? element : null;
        if (input?.type === 'hidden') continue;
        // A checkbox, a radio or a file field is pressed through its label: the label is the target.
        const target = input && ['checkbox', 'radio', 'file'].includes(input.type) ? (input.closest('label') ?? input.labels?.[0] ?? input) : element;
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(target);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || target.closest('[aria-hidden="true"], [inert]')) continue;
        controls += 1;
        if (box.height + 0.5 < minimum) {
          const label = (element.getAttribute('aria-label') ?? input?.labels?.[0]?.textContent ?? element.textContent ?? '').trim().slice(0, 40);
          small.push(`${element.tagName.toLowerCase()}${input ? `[${input.type}]` : ''} "${label}": ${Math.round(box.height * 10) / 10} px`);
        }
      }
      // The bars that stay on screen while the section scrolls: full-width sticky or fixed boxes, the outermost only.
      const stays = (element: Element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position);
      let bars = 0;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!stays(element)) continue;
        let nested = false;
        for (let parent = element.parentElement; parent && !nested; parent = parent.parentElement) nested = stays(parent);
        const box = element.getBoundingClientRect();
        if (!nested && box.height > 0 && box.width >= window.innerWidth * 0.9) bars += box.height;
      }
      const scrolling = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: scrolling.scrollWidth, innerWidth: window.innerWidth, small, controls, room: Math.round(window.innerHeight - bars) };
    }, MIN_TOUCH_PX);
    const layout: LandscapeLayout = { view: name, size, ...measured };
    layouts.push(layout);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${size}.png`), fullPage: true });
    // What the technician sees halfway down the section (a full-page shot draws the sticky bars where they happen to be).
    const scrolledFrom = await page.evaluate(() => {
      const from = window.scrollY;
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
      return from;
    });
    await afterNextFrames(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${size}-scrolled.png`) });
    await page.evaluate((from) => window.scrollTo(0, from), scrolledFrom);
    expect.soft(layout.scrollWidth, `${name} at ${size}: the page does not scroll sideways`).toBeLessThanOrEqual(layout.innerWidth);
    expect.soft(layout.small, `${name} at ${size}: every control is at least ${MIN_TOUCH_PX} px tall`).toEqual([]);
    expect.soft(layout.controls, `${name} at ${size}: controls were measured`).toBeGreaterThan(0);
    expect.soft(layout.room, `${name} at ${size}: the bars leave the section room for a signature pad`).toBeGreaterThanOrEqual(MIN_SECTION_ROOM_PX);
  }
  if (original) await page.setViewportSize(original);
  await afterNextFrames(page);
  return layouts;
}

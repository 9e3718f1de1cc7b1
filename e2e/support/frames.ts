import type { Page } from '@playwright/test';

/** How long to wait for a frame that headless Chromium may never draw. */
const FRAME_FALLBACK_MS = 250;

/**
 * Two animation frames have passed, so what a resize or a click changed has been laid out and painted.
 * Headless Chromium sometimes schedules no frame at all for a page (a known hang: the rAF callback never runs,
 * and page.evaluate waits until the test's end), so a short timer resolves it when no frame comes.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    (fallbackMs) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, fallbackMs);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    FRAME_FALLBACK_MS,
  );
}

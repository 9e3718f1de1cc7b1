import type { Page } from '@playwright/test';
import { expect, RESILIENCE_TIMEOUTS, signInAsOwner, test } from '../support/fixtures.js';
import { startHangingServer } from '../support/hanging-server.js';

// A failure of one part never takes down the others (DESIGN.md "Runtime rules").
test.describe('when one part of the stack fails', () => {
  test.beforeEach(async ({ api }) => {
    await signInAsOwner(api);
  });

  const unavailableCard = (page: Page, t: (app: string, ns: string, key: string) => string) =>
    page.getByText(t('libs/i18n', 'common', 'remoteUnavailable.title'));

  /** A value set on window survives only as long as the page is not reloaded. */
  const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { irrigoE2eMarker: 'still-here' }));
  const pageWasNotReloaded = async (page: Page) =>
    expect(await page.evaluate(() => (window as unknown as { irrigoE2eMarker?: string }).irrigoE2eMarker)).toBe('still-here');

  test('a stopped remote costs only its own screens, and Retry brings them back without a reload', async ({ page, stack, t }) => {
    await stack.stopProcess('mf-admin');
    try {
      await page.goto('/dashboard');
      await expect(unavailableCard(page, t)).toBeVisible();
      // The shell frame still works: the top bar shows the organization, the sidebar navigates.
      await expect(page.getByText('Green Valley Irrigation').first()).toBeVisible();
      await markPage(page);
      // Another remote's screen inside the same shell still loads.
      await page.goto('/sell-plans');
      await expect(unavailableCard(page, t)).toHaveCount(0);
      await page.goBack();
      await expect(unavailableCard(page, t)).toBeVisible();
    } finally {
      await stack.startProcess('mf-admin');
    }
    await markPage(page);
    await page.getByRole('button', { name: t('libs/i18n', 'common', 'remoteUnavailable.retry') }).click();
    await expect(unavailableCard(page, t)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageWasNotReloaded(page);
  });

  test('a hung remote shows the card instead of hanging the page, and recovers on Retry', async ({ page, stack, t }) => {
    await stack.stopProcess('mf-tech');
    const hung = await startHangingServer(stack.ports['mf-tech']);
    try {
      await page.goto('/sell-plans');
      await expect(unavailableCard(page, t)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Green Valley Irrigation').first()).toBeVisible();
    } finally {
      await hung.close();
      await stack.startProcess('mf-tech');
    }
    await markPage(page);
    await page.getByRole('button', { name: t('libs/i18n', 'common', 'remoteUnavailable.retry') }).click();
    await expect(unavailableCard(page, t)).toHaveCount(0);
    await pageWasNotReloaded(page);
  });

  test('a stopped service answers a JSON 502/503 in under a second while the others stay healthy', async ({ page, stack }) => {
    await stack.stopProcess('org');
    try {
      const started = Date.now();
      const response = await page.request.get('/api/organizations/current');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect([502, 503]).toContain(response.status());
      expect(await response.json()).toMatchObject({ statusCode: response.status(), code: 'UPSTREAM_UNAVAILABLE' });

      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
      const health = await (await page.request.get('/api/health')).json();
      expect(health).toMatchObject({ status: 'degraded', services: { auth: 'ok', org: 'down', inspections: 'ok' } });
      // The screens still load; only what needs the organization service waits for it.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await stack.startProcess('org');
    }
    expect((await page.request.get('/api/organizations/current')).status()).toBe(200);
  });

  test('a hung service answers 503 or 504 within the configured timeout while the others stay healthy', async ({ page, stack }) => {
    await stack.stopProcess('inspections');
    const hung = await startHangingServer(stack.ports.inspections);
    try {
      const started = Date.now();
      const slow = page.request.get('/api/technician/inspections/recent');
      // While that request hangs, other services answer at once.
      expect((await page.request.get('/api/organizations/current')).status()).toBe(200);
      const response = await slow;
      // 504 when the gateway still sent it the request; 503 once its failed readiness probes hold it back.
      expect([503, 504]).toContain(response.status());
      expect(await response.json()).toMatchObject({
        statusCode: response.status(),
        code: response.status() === 504 ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
      });
      expect(Date.now() - started).toBeLessThan(Number(RESILIENCE_TIMEOUTS.UPSTREAM_TIMEOUT_MS) + 3_000);
    } finally {
      await hung.close();
      await stack.startProcess('inspections');
    }
    expect((await page.request.get('/api/technician/inspections/recent')).status()).toBe(200);
  });
});

import type { Page } from '@playwright/test';
import { expect, giveTechnicianPassword, signInAsOwner, TECHNICIAN, test, type translator } from '../support/fixtures.js';

// Issue 9: a technician who signed in once on this device opens the app in a yard with no signal. The
// service worker brings the app's files; the screens show the technician saved on the device, say they are
// offline, and ask the server again once the signal is back.

const AUTH = 'apps/mf-auth';
const TECH = 'apps/mf-tech';
const COMMON = 'libs/i18n';

/** The connection badge as a screen reader names it ("Connection: Offline"). */
function connectionBadge(page: Page, t: ReturnType<typeof translator>, state: 'online' | 'offline') {
  const name = t(COMMON, 'common', 'connectivity.label').replace('{{status}}', t(COMMON, 'common', `status.${state}`));
  return page.getByRole('status', { name });
}

/** The service worker has installed (the technician remotes are cached by then) and controls this page. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

const isCurrentUserRequest = (url: string) => new URL(url).pathname === '/api/auth/user';

test.describe('the technician with no signal', () => {
  test('the dashboard opens offline with the technician saved on the device, and refreshes when the signal is back', async ({ page, context, api, t }) => {
    await signInAsOwner(api);
    await giveTechnicianPassword(api);
    await api.post('/api/auth/logout');

    await page.goto('/tech-login');
    await page.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
    await page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(TECHNICIAN.password);
    await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
    await expect(page).toHaveURL(/\/tech-dashboard$/);
    const greeting = page.getByRole('heading', { level: 1, name: new RegExp(TECHNICIAN.firstName) });
    await expect(greeting).toBeVisible();
    await expect(connectionBadge(page, t, 'online')).toBeAttached();
    // The one-time password prompt (the owner set this password) is not what this test is about.
    const prompt = page.getByRole('dialog', { name: t(TECH, 'tech', 'passwordPrompt.title') });
    await prompt.getByRole('button', { name: t(TECH, 'tech', 'passwordPrompt.skip') }).click();
    await expect(prompt).toBeHidden();
    await serviceWorkerControls(page);

    // The browser is closed, the technician drives to a yard with no signal and opens the app again.
    await page.close();
    await context.setOffline(true);
    const yard = await context.newPage();
    try {
      await yard.goto('/tech-dashboard');
      await expect(yard.getByRole('heading', { level: 1, name: new RegExp(TECHNICIAN.firstName) })).toBeVisible();
      await expect(yard.getByRole('region', { name: t(TECH, 'tech', 'profile.title') }).getByText(TECHNICIAN.email)).toBeVisible();
      await expect(connectionBadge(yard, t, 'offline')).toBeVisible();
      await expect(connectionBadge(yard, t, 'offline')).toContainText(t(COMMON, 'common', 'status.offline'));
      const savedProfile = yard.getByText(t(TECH, 'tech', 'dashboard.savedProfile.title'));
      await expect(savedProfile).toBeVisible();
      // Nothing waits for the network: no spinner in place of the screen, no password prompt that cannot be sent.
      await expect(yard.getByText(t(TECH, 'tech', 'dashboard.loading'))).toHaveCount(0);
      await expect(yard.getByRole('dialog')).toHaveCount(0);

      // The signal comes back: the badge says so within one health poll (30 s), and the server is asked
      // again who is signed in, so the profile saved on the device gives way to the server's.
      const refetched = yard.waitForResponse((response) => isCurrentUserRequest(response.url()) && response.ok(), { timeout: 30_000 });
      await context.setOffline(false);
      await refetched;
      await expect(connectionBadge(yard, t, 'online')).toBeAttached({ timeout: 30_000 });
      await expect(connectionBadge(yard, t, 'offline')).toHaveCount(0);
      await expect(savedProfile).toBeHidden();
      await expect(yard.getByRole('heading', { level: 1, name: new RegExp(TECHNICIAN.firstName) })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('settings work offline and say that changing the password needs a connection', async ({ page, context, api, t }) => {
    await signInAsOwner(api);
    await giveTechnicianPassword(api);
    await api.post('/api/auth/logout');
    await page.goto('/tech-login');
    await page.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
    await page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(TECHNICIAN.password);
    await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
    await expect(page).toHaveURL(/\/tech-dashboard$/);
    await page.goto('/tech-settings');
    await expect(page.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'settings.title') })).toBeVisible();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(connectionBadge(page, t, 'offline')).toBeVisible();
      const password = page.getByRole('region', { name: t(TECH, 'tech', 'settings.password.title') });
      await expect(password.getByText(t(TECH, 'tech', 'changePassword.offline.title'))).toBeVisible();
      await expect(password.getByRole('button', { name: t(TECH, 'tech', 'changePassword.submit') })).toBeDisabled();
      const storage = page.getByRole('region', { name: t(TECH, 'tech', 'settings.storage.title') });
      await expect(storage.getByText(t(TECH, 'tech', 'settings.storage.used'))).toBeVisible();
      await expect(page.getByRole('button', { name: t(TECH, 'tech', 'settings.signOut') })).toBeEnabled();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the technician login opened offline says there is no connection and does not try', async ({ page, context, t }) => {
    await page.goto('/tech-login');
    await expect(page.getByRole('heading', { name: t(AUTH, 'auth', 'techLogin.title') })).toBeVisible();
    await serviceWorkerControls(page);
    await page.close();

    await context.setOffline(true);
    const yard = await context.newPage();
    try {
      await yard.goto('/tech-login');
      await expect(connectionBadge(yard, t, 'offline')).toBeVisible();
      await yard.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
      await yard.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(TECHNICIAN.password);
      await yard.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
      // On a desktop the inline alert announces it; on a phone the toast does and the inline box only shows it.
      await expect(yard.getByText(t(AUTH, 'auth', 'techLogin.problems.offline.message')).first()).toBeVisible();
      await expect(yard).toHaveURL(/\/tech-login$/);
    } finally {
      await context.setOffline(false);
    }
  });
});

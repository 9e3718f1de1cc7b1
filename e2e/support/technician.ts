import type { Page } from '@playwright/test';
import { expect, giveTechnicianPassword, signInAsOwner, TECHNICIAN, type PageApi, type translator } from './fixtures.js';

// The technician's side of the browser tests: Carlos signing in on his iPad or phone, the service worker that
// lets the app open with no signal, and the office data (customers, pricebook) his device keeps a copy of.

const AUTH = 'apps/mf-auth';
const TECH = 'apps/mf-tech';

type Translate = ReturnType<typeof translator>;

/** A customer of Carlos's jobs in the fake Housecall Pro. */
export const WHITMAN = 'Robert Whitman';
/** The fake HCP's one material without a price, and a priced one ($59.95). */
export const UNPRICED_SKU = 'ESP-LXME2';
export const PRICED_SKU = 'MINI-CLIK';

/** As the owner: Carlos's password, the customers of the HCP jobs and the pricebook; then signed out again. */
export async function prepareFieldOffice(api: PageApi): Promise<void> {
  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  expect((await api.post('/api/customers/sync')).ok()).toBeTruthy();
  const sync = await api.post('/api/pricebook/sync');
  expect(sync.ok(), await sync.text()).toBeTruthy();
  await api.post('/api/auth/logout');
}

/** Carlos signs in on /tech-login and lands on his dashboard (the one-time password prompt skipped). */
export async function signInAsTechnician(page: Page, t: Translate): Promise<void> {
  await page.goto('/tech-login');
  await page.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
  await page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(TECHNICIAN.password);
  await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
  await expect(page).toHaveURL(/\/tech-dashboard$/);
  const prompt = page.getByRole('dialog', { name: t(TECH, 'tech', 'passwordPrompt.title') });
  await prompt.getByRole('button', { name: t(TECH, 'tech', 'passwordPrompt.skip') }).click();
  await expect(prompt).toBeHidden();
}

/** The service worker has installed (the technician remotes are cached by then) and controls this page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Opens My customers and the pricebook once with a signal, so the device keeps its copies of both. */
export async function keepOfficeDataOnDevice(page: Page, t: Translate): Promise<void> {
  await page.goto('/tech-customers');
  await expect(page.getByRole('list', { name: t(TECH, 'tech', 'customers.title') }).getByRole('listitem', { name: WHITMAN })).toBeVisible();
  await page.goto('/tech-pricebook');
  const pricebook = page.getByRole('list', { name: t(TECH, 'tech', 'pricebook.title') });
  await page.getByRole('searchbox', { name: t(TECH, 'tech', 'pricebook.searchLabel') }).fill(PRICED_SKU);
  await expect(pricebook.getByText('$59.95')).toBeVisible();
}

import type { Page } from '@playwright/test';
import { codeMailedTo, expect, signInAsOwner, test, type RunningStack } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
const ADMIN = 'apps/mf-admin';
/** Not on the fake Housecall Pro roster, so choosing Field Technician leaves a request for the office. */
const NEWCOMER = { fullName: 'Pat Newcomer', email: 'pat.newcomer@irrigo-demo.test', password: 'Drip-Line-Copper-38' };
/** The code sits on its own indented line of the mail. */
const CODE_LINE = /^\s{4}(\d{6})$/m;

const signUpCodeSentTo = (page: Page, stack: RunningStack, address: string) => codeMailedTo(page.request, stack, address, CODE_LINE);

const fill = (sentence: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), sentence);

// Roster technicians are linked by other specs of this stack (bulk accounts, sign-up, passwords), so the
// browser test declines; approving with a linked technician is covered by the screen's unit tests.
test('a newcomer off the roster asks for technician access, the owner declines it, and the newcomer chooses a role again', async ({ page, t, api, stack }) => {
  const text = (key: string, values: Record<string, string | number> = {}) => fill(t(ADMIN, 'access-requests', key), values);
  const auth = (key: string, values: Record<string, string | number> = {}) => fill(t(AUTH, 'sign-up', key), values);

  // The organization exists and its roster is synced; then the browser is signed out again.
  await signInAsOwner(api);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
  expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();

  await page.goto('/sign-up');
  await page.getByLabel(auth('fields.fullName')).fill(NEWCOMER.fullName);
  await page.getByLabel(auth('fields.email')).fill(NEWCOMER.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(NEWCOMER.password);
  await page.getByLabel(auth('fields.confirmPassword'), { exact: true }).fill(NEWCOMER.password);
  await page.getByRole('button', { name: auth('signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: auth('confirm.title') })).toBeVisible();
  await page.getByLabel(auth('fields.code')).fill(await signUpCodeSentTo(page, stack, NEWCOMER.email));
  await page.getByRole('button', { name: auth('confirm.submit'), exact: true }).click();
  await page.getByRole('button', { name: auth('roleSelection.technician.button') }).click();
  await expect(page.getByText(auth('pending.technician.title'))).toBeVisible({ timeout: 15_000 });

  // The owner finds the request waiting, with the roster to link from, and declines it after confirming.
  expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
  await signInAsOwner(api);
  await page.goto('/admin/access-requests');
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
  const request = page.getByRole('listitem', { name: text('itemLabel', { name: NEWCOMER.fullName }) });
  await expect(request.getByText(NEWCOMER.email)).toBeVisible();
  await expect(request.getByText(text('requestedRole', { role: text('roles.technician') }))).toBeVisible();
  await expect(request.getByRole('combobox', { name: text('technician.selectLabel', { name: NEWCOMER.fullName }) })).toBeVisible();

  await request.getByRole('button', { name: text('declineLabel', { name: NEWCOMER.fullName }) }).click();
  const dialog = page.getByRole('alertdialog', { name: text('confirm.title', { name: NEWCOMER.fullName }) });
  await dialog.getByRole('button', { name: text('confirm.submit') }).click();
  await expect(page.getByText(text('toasts.declined', { name: NEWCOMER.fullName }), { exact: true })).toBeVisible();
  await expect(request).toHaveCount(0);
  const pending = (await (await api.get('/api/auth/role-requests')).json()) as { requests: { email: string }[] };
  expect(pending.requests.map((waiting) => waiting.email)).not.toContain(NEWCOMER.email);

  // Signing in again, the newcomer is asked to choose a role once more.
  expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
  await page.goto('/sign-in');
  await page.getByLabel(auth('fields.email')).fill(NEWCOMER.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(NEWCOMER.password);
  await page.getByRole('button', { name: auth('signIn.submit') }).click();
  await expect(page.getByRole('heading', { name: auth('roleSelection.title', { name: NEWCOMER.fullName }) })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: auth('roleSelection.technician.button') })).toBeVisible();
});

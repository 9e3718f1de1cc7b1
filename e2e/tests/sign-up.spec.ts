import type { Page } from '@playwright/test';
import { codeMailedTo, expect, signInAsOwner, test, type RunningStack } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
/**
 * A roster technician (fake HCP demo data) that no other browser test gives an account: María and Carlos
 * get theirs in bulk-accounts and the password tests, which run earlier against the same stack.
 */
const JAKE = { fullName: 'Jake Thompson', email: 'jake.thompson@irrigo-demo.test', password: 'Rain-Sensor-Orange-61' };
/** The code sits on its own indented line of the mail. */
const CODE_LINE = /^\s{4}(\d{6})$/m;

const signUpCodeSentTo = (page: Page, stack: RunningStack, address: string) => codeMailedTo(page.request, stack, address, CODE_LINE);

test.describe.serial('sign-up, sign-in and role selection', () => {
  test('a technician on the roster signs up, confirms the mailed code, chooses Field Technician and lands on their dashboard', async ({
    page,
    t,
    api,
    stack,
  }) => {
    // The organization exists and its roster is synced from HCP; then the browser is signed out again.
    await signInAsOwner(api);
    expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: t(AUTH, 'sign-up', 'signIn.title') })).toBeVisible();
    await page.getByRole('link', { name: t(AUTH, 'sign-up', 'signIn.signUpLink') }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { name: t(AUTH, 'sign-up', 'signUp.title') })).toBeVisible();

    await page.getByLabel(t(AUTH, 'sign-up', 'fields.fullName')).fill(JAKE.fullName);
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.email')).fill(JAKE.email);
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.password'), { exact: true }).fill(JAKE.password);
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.confirmPassword'), { exact: true }).fill(JAKE.password);
    await page.getByRole('button', { name: t(AUTH, 'sign-up', 'signUp.submit') }).click();

    await expect(page.getByRole('heading', { name: t(AUTH, 'sign-up', 'confirm.title') })).toBeVisible();
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.code')).fill(await signUpCodeSentTo(page, stack, JAKE.email));
    await page.getByRole('button', { name: t(AUTH, 'sign-up', 'confirm.submit'), exact: true }).click();

    await expect(page.getByRole('heading', { name: t(AUTH, 'sign-up', 'roleSelection.title').replace('{{name}}', JAKE.fullName) })).toBeVisible();
    await expect(page.getByRole('button', { name: t(AUTH, 'sign-up', 'roleSelection.admin.button') })).toBeVisible();
    await page.getByRole('button', { name: t(AUTH, 'sign-up', 'roleSelection.technician.button') }).click();

    // The page reloads; the account is linked to Jake on the roster, so /dashboard's guard sends him on.
    await expect(page).toHaveURL(/\/tech-dashboard$/, { timeout: 15_000 });
    const me = (await (await api.get('/api/auth/user')).json()) as { email: string; role: string; technicianId: string | null };
    expect(me).toMatchObject({ email: JAKE.email, role: 'technician', technicianId: expect.any(String) });
  });

  test('the linked technician signs in again at /sign-in and goes straight to the technician dashboard', async ({ page, t, api }) => {
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
    await page.goto('/sign-in');
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.email')).fill(JAKE.email);
    await page.getByLabel(t(AUTH, 'sign-up', 'fields.password'), { exact: true }).fill('not the password');
    await page.getByRole('button', { name: t(AUTH, 'sign-up', 'signIn.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(t(AUTH, 'sign-up', 'errors.INVALID_CREDENTIALS'));

    await page.getByLabel(t(AUTH, 'sign-up', 'fields.password'), { exact: true }).fill(JAKE.password);
    await page.getByRole('button', { name: t(AUTH, 'sign-up', 'signIn.submit') }).click();
    await expect(page).toHaveURL(/\/tech-dashboard$/, { timeout: 15_000 });
  });
});

import type { Page } from '@playwright/test';
import { expect, OWNER, signInAsOwner, TECHNICIAN, test, type PageApi } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
const SHELL = 'apps/shell';
const TECHNICIAN_FULL_NAME = 'Carlos Mendoza';

type Translate = (app: string, namespace: string, key: string) => string;

const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toasts = (page: Page) => page.getByRole('region', { name: /F8/ });

/** The roster synced from the fake Housecall Pro now (as the owner), rather than waiting for the scheduled sync. */
async function rosterSynced(api: PageApi): Promise<void> {
  await signInAsOwner(api);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
}

/** How the Set Technician Password card lists a technician: name and e-mail. */
const technicianOption = (t: Translate) =>
  t(AUTH, 'auth', 'emailAuth.setPassword.technicianOption')
    .replace(/<\/?\w+>/g, '')
    .replace('{{name}}', TECHNICIAN_FULL_NAME)
    .replace('{{email}}', TECHNICIAN.email);

async function logInOnCard(page: Page, t: Translate, email: string, password: string) {
  const login = card(page, t(AUTH, 'auth', 'emailAuth.login.title'));
  await login.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(email);
  await login.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(password);
  await login.getByRole('button', { name: t(AUTH, 'auth', 'emailAuth.login.submit'), exact: true }).click();
}

test.describe.serial('e-mail authentication page', () => {
  test('shows its three cards and the admin login widget to a visitor, and asks for what is missing', async ({ page, t, api }) => {
    await signInAsOwner(api);
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
    await page.goto('/email-auth');

    await expect(page.getByRole('heading', { level: 1, name: t(AUTH, 'auth', 'emailAuth.title') })).toBeVisible();
    await expect(card(page, t(AUTH, 'auth', 'emailAuth.login.title'))).toBeVisible();
    await expect(card(page, t(AUTH, 'auth', 'emailAuth.setPassword.title'))).toBeVisible();
    await expect(card(page, t(AUTH, 'auth', 'emailAuth.setup.title')).getByText(t(AUTH, 'auth', 'emailAuth.setup.steps.sync.title'))).toBeVisible();
    // Only an administrator or a manager may choose a technician: a visitor is told to sign in first.
    const setPasswordCard = card(page, t(AUTH, 'auth', 'emailAuth.setPassword.title'));
    await expect(setPasswordCard.getByRole('combobox', { name: t(AUTH, 'auth', 'emailAuth.setPassword.technician') })).toBeDisabled();
    await expect(setPasswordCard.getByText(t(AUTH, 'auth', 'emailAuth.setPassword.signInToChoose'))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.open') })).toBeVisible();

    await card(page, t(AUTH, 'auth', 'emailAuth.login.title'))
      .getByRole('button', { name: t(AUTH, 'auth', 'emailAuth.login.submit'), exact: true })
      .click();
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.missingTitle'));
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.login.missing'));

    await logInOnCard(page, t, OWNER.email, 'not-the-password');
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.login.failedTitle'));
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'apiErrors.INVALID_CREDENTIALS'));
  });

  test('the owner signs in on the Login card, gives the technician a password, and the technician signs in', async ({ page, t, api }) => {
    await rosterSynced(api);
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
    await page.goto('/email-auth');

    await logInOnCard(page, t, OWNER.email, OWNER.password);
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.login.successTitle'));
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.login.welcome').replace('{{name}}', OWNER.fullName));
    // Signed in as the owner, the shell's own user menu replaces the widget.
    await expect(page.getByRole('button', { name: t(SHELL, 'shell', 'userMenu.open').replace('{{name}}', OWNER.fullName) })).toBeVisible();

    const setPassword = card(page, t(AUTH, 'auth', 'emailAuth.setPassword.title'));
    const submit = setPassword.getByRole('button', { name: t(AUTH, 'auth', 'emailAuth.setPassword.submit') });
    // Signed in, the roster arrives and the technician is chosen by name.
    await setPassword.getByRole('combobox', { name: t(AUTH, 'auth', 'emailAuth.setPassword.technician') }).click();
    await page.getByRole('option', { name: technicianOption(t) }).click();
    await submit.click();
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.setPassword.missing'));

    const newPassword = setPassword.getByLabel(t(AUTH, 'auth', 'emailAuth.setPassword.newPassword'), { exact: true });
    await expect(newPassword).toHaveAttribute('placeholder', t(AUTH, 'auth', 'emailAuth.setPassword.newPasswordPlaceholder').replace('{{min}}', '8'));
    await newPassword.fill(TECHNICIAN.password);
    await setPassword.getByLabel(t(AUTH, 'auth', 'fields.confirmPassword'), { exact: true }).fill(`${TECHNICIAN.password}x`);
    await submit.click();
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.setPassword.mismatchTitle'));

    await setPassword.getByLabel(t(AUTH, 'auth', 'fields.confirmPassword'), { exact: true }).fill(TECHNICIAN.password);
    await submit.click();
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.setPassword.successTitle'));
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.setPassword.success'));

    const login = card(page, t(AUTH, 'auth', 'emailAuth.login.title'));
    await login.getByRole('combobox', { name: t(AUTH, 'auth', 'emailAuth.login.role') }).click();
    await page.getByRole('option', { name: t(AUTH, 'auth', 'emailAuth.login.roles.technician') }).click();
    await logInOnCard(page, t, TECHNICIAN.email, TECHNICIAN.password);
    await expect(toasts(page)).toContainText(t(AUTH, 'auth', 'emailAuth.login.welcome').replace('{{name}}', TECHNICIAN_FULL_NAME));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('technicianAuth') ?? 'null')?.email)).toBe(TECHNICIAN.email);
  });

  test('the header’s admin login dialog refuses a wrong password, then grants admin access and reloads', async ({ page, t, api }) => {
    await signInAsOwner(api);
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
    await page.goto('/email-auth');

    await page
      .getByRole('banner')
      .getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.open') })
      .click();
    const dialog = page.getByRole('dialog', { name: t(AUTH, 'auth', 'adminLoginDialog.title') });
    await dialog.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(OWNER.email);
    const password = dialog.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true });
    await password.fill('not-the-password');
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.submit') }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(t(AUTH, 'auth', 'adminLoginDialog.failedTitle'));
    await expect(alert).toContainText(t(AUTH, 'auth', 'adminLoginDialog.errors.invalidCredentials'));

    // Cancel closes and forgets the password.
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.cancel') }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.open') })
      .click();
    await expect(password).toHaveValue('');

    await password.fill(OWNER.password);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.submit') }).click()]);
    await expect(page).toHaveURL(/\/email-auth$/);
    await expect(page.getByRole('button', { name: t(SHELL, 'shell', 'userMenu.open').replace('{{name}}', OWNER.fullName) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: t(AUTH, 'auth', 'adminLoginDialog.open') })).toBeHidden();
  });
});

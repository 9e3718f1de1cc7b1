import type { Page } from '@playwright/test';
import { codeMailedTo, expect, giveTechnicianPassword, OWNER, signInAsOwner, TECHNICIAN, test, type PageApi, type RunningStack } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
const TECHNICIAN_FULL_NAME = 'Carlos Mendoza';
const NEW_TECHNICIAN_PASSWORD = 'Drip-Line-Green-73';
const NEW_OWNER_PASSWORD = 'Rotor-Head-Valley-58';
/** The code sits on its own indented line of the mail: groups of four base32 symbols joined by dashes. */
const CODE_LINE = /^\s+([0-9A-Z]{4}(?:-[0-9A-Z]{4})+)\s*$/m;
const RESET_LINK = /(https?:\/\/\S+#reset-token=\S+)/;

type Translate = (app: string, namespace: string, key: string) => string;

function mailSinkOf(stack: RunningStack): string {
  const url = stack.tools.mailSink;
  if (!url) throw new Error('the mail sink is not running in this stack');
  return url;
}

/** Empties the mailbox so the next code read is the one this test asked for. */
async function emptyMailbox(page: Page, stack: RunningStack): Promise<void> {
  expect((await page.request.delete(`${mailSinkOf(stack)}/messages`)).ok()).toBeTruthy();
}

const resetCodeSentTo = (page: Page, stack: RunningStack, address: string) => codeMailedTo(page.request, stack, address, CODE_LINE);
/** The mail's link: the sign-in page with the code in the fragment. */
const resetLinkSentTo = (page: Page, stack: RunningStack, address: string) => codeMailedTo(page.request, stack, address, RESET_LINK);

/** The code with its first symbol changed: well-formed, but not the one that was sent. */
const misspelled = (code: string) => code.replace(/^./, (first) => (first === '7' ? '8' : '7'));

/** Opens the dialog from a login page's Reset Password link. */
async function openResetDialog(page: Page, t: Translate) {
  await page.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.open') }).click();
  return page.getByRole('dialog', { name: t(AUTH, 'auth', 'passwordReset.title') });
}

async function expectStep(dialog: ReturnType<Page['getByRole']>, t: Translate, step: 'request' | 'verify' | 'complete') {
  await expect(dialog.locator('[aria-current="step"]')).toContainText(t(AUTH, 'auth', `passwordReset.steps.${step}`));
}

/** As the owner, through the API: the roster synced and the demo technician's password known. */
async function technicianReady(api: PageApi): Promise<void> {
  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
}

test.describe.serial('password reset', () => {
  test('a technician resets their password with the code e-mailed to them, then signs in with it', async ({ page, t, api, stack }) => {
    await technicianReady(api);
    await emptyMailbox(page, stack);
    await page.goto('/tech-login');

    const dialog = await openResetDialog(page, t);
    await expectStep(dialog, t, 'request');
    await expect(dialog.getByRole('tab', { name: t(AUTH, 'auth', 'passwordReset.request.technician') })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel(t(AUTH, 'auth', 'fields.fullName')).fill(TECHNICIAN_FULL_NAME);
    await dialog.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.request.submit') }).click();

    await expectStep(dialog, t, 'verify');
    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.verify.hint').replace('{{minutes}}', '15'))).toBeVisible();
    const next = dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') });
    await expect(next).toBeDisabled();
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.verify.token')).fill(await resetCodeSentTo(page, stack, TECHNICIAN.email));
    await next.click();

    await expectStep(dialog, t, 'complete');
    const newPassword = dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.newPassword'), { exact: true });
    const confirmPassword = dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.confirmPassword'), { exact: true });
    // The rules are checked before anything is sent.
    await newPassword.fill('drip-line');
    await confirmPassword.fill('drip-line');
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.complete.submit') }).click();
    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.complete.requirementsNotMet'))).toBeVisible();
    await newPassword.fill(NEW_TECHNICIAN_PASSWORD);
    await confirmPassword.fill(`${NEW_TECHNICIAN_PASSWORD}x`);
    await expect(dialog.getByText(t(AUTH, 'auth', 'validation.passwordsDoNotMatch'))).toBeVisible();
    await confirmPassword.fill(NEW_TECHNICIAN_PASSWORD);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.complete.submit') }).click();

    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.success.title'))).toBeVisible();
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.success.continue') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/tech-login$/);

    // The old password is gone; the new one signs in.
    const email = page.getByLabel(t(AUTH, 'auth', 'fields.email'));
    const password = page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true });
    await email.fill(TECHNICIAN.email);
    await password.fill(TECHNICIAN.password);
    await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
    await expect(page.getByText(t(AUTH, 'auth', 'techLogin.problems.wrongCredentials.title')).first()).toBeVisible();
    await password.fill(NEW_TECHNICIAN_PASSWORD);
    await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
    await expect(page).toHaveURL(/\/tech-dashboard$/);
  });

  test('Verify checks the code before a new password is asked for: a typo is refused on that step and can be fixed there', async ({ page, t, api, stack }) => {
    await technicianReady(api);
    await emptyMailbox(page, stack);
    await page.goto('/tech-login');

    const dialog = await openResetDialog(page, t);
    await dialog.getByLabel(t(AUTH, 'auth', 'fields.fullName')).fill(TECHNICIAN_FULL_NAME);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.request.submit') }).click();
    await expectStep(dialog, t, 'verify');
    const code = await resetCodeSentTo(page, stack, TECHNICIAN.email);
    // Well-formed, but not the code that was sent.
    const token = dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.verify.token'));
    await token.fill(misspelled(code));
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') }).click();

    await expect(dialog.getByRole('alert').filter({ hasText: t(AUTH, 'auth', 'passwordReset.verify.invalid') })).toBeVisible();
    await expectStep(dialog, t, 'verify');
    await expect(dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.newPassword'), { exact: true })).toHaveCount(0);

    // Pasted with the spaces a mail brings along: they are trimmed.
    await token.fill(` ${code} `);
    await expect(token).toHaveValue(code);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') }).click();
    await expectStep(dialog, t, 'complete');
  });

  test('the link in the e-mail opens the dialog at Verify with the code filled in, and the code leaves the address bar', async ({ page, t, api, stack }) => {
    await technicianReady(api);
    await emptyMailbox(page, stack);
    await page.goto('/tech-login');
    const requestDialog = await openResetDialog(page, t);
    await requestDialog.getByLabel(t(AUTH, 'auth', 'fields.fullName')).fill(TECHNICIAN_FULL_NAME);
    await requestDialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.request.submit') }).click();
    await expectStep(requestDialog, t, 'verify');
    const link = new URL(await resetLinkSentTo(page, stack, TECHNICIAN.email));
    const code = await resetCodeSentTo(page, stack, TECHNICIAN.email);
    expect(link.pathname).toBe('/tech-login');

    // Opened from the mail: a fresh page load.
    await page.goto(`${link.pathname}${link.hash}`);

    const dialog = page.getByRole('dialog', { name: t(AUTH, 'auth', 'passwordReset.title') });
    await expectStep(dialog, t, 'verify');
    await expect(dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.verify.token'))).toHaveValue(code);
    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.verify.link'))).toBeVisible();
    await expect(page).toHaveURL(/\/tech-login$/);

    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') }).click();
    await expectStep(dialog, t, 'complete');
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.newPassword'), { exact: true }).fill(NEW_TECHNICIAN_PASSWORD);
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.confirmPassword'), { exact: true }).fill(NEW_TECHNICIAN_PASSWORD);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.complete.submit') }).click();
    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.success.title'))).toBeVisible();

    // Opened again, the used-up code is refused on Verify, and Back leads to the page's own tab.
    await page.goto('about:blank');
    await page.goto(`${link.pathname}${link.hash}`);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: t(AUTH, 'auth', 'passwordReset.verify.invalid') })).toBeVisible();
    await dialog.getByRole('button', { name: t('libs/i18n', 'common', 'actions.back') }).click();
    await expect(dialog.getByRole('tab', { name: t(AUTH, 'auth', 'passwordReset.request.technician') })).toHaveAttribute('aria-selected', 'true');
  });

  test('an administrator resets their password from the admin login and signs in with it', async ({ page, t, api, stack }) => {
    await signInAsOwner(api);
    expect((await api.post('/api/auth/logout')).ok()).toBeTruthy();
    await emptyMailbox(page, stack);
    await page.goto('/admin-login');

    const dialog = await openResetDialog(page, t);
    await expect(dialog.getByRole('tab', { name: t(AUTH, 'auth', 'passwordReset.request.admin') })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(OWNER.email);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.request.submit') }).click();
    await expect(dialog.getByText(t(AUTH, 'auth', 'passwordReset.verify.sentAdmin'))).toBeVisible();
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.verify.token')).fill(await resetCodeSentTo(page, stack, OWNER.email));
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.verify.submit') }).click();
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.newPassword'), { exact: true }).fill(NEW_OWNER_PASSWORD);
    await dialog.getByLabel(t(AUTH, 'auth', 'passwordReset.complete.confirmPassword'), { exact: true }).fill(NEW_OWNER_PASSWORD);
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.complete.submit') }).click();
    await dialog.getByRole('button', { name: t(AUTH, 'auth', 'passwordReset.success.continue') }).click();
    await expect(page).toHaveURL(/\/admin-login$/);

    await page.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(OWNER.email);
    await page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(NEW_OWNER_PASSWORD);
    await page.getByRole('button', { name: t(AUTH, 'auth', 'adminLogin.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Put the owner's password back, so the tests after this one sign in as usual.
    await emptyMailbox(page, stack);
    expect((await api.post('/api/password-reset/request', { userType: 'admin', email: OWNER.email })).ok()).toBeTruthy();
    const restore = await api.post('/api/password-reset/complete', {
      resetToken: await resetCodeSentTo(page, stack, OWNER.email),
      newPassword: OWNER.password,
      userType: 'admin',
    });
    expect(restore.ok(), await restore.text()).toBeTruthy();
  });
});

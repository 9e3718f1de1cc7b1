import { request as newRequest } from '@playwright/test';
import { expect, giveTechnicianPassword, OWNER, pageApi, signInAsOwner, TECHNICIAN, test, type RunningStack } from '../support/fixtures.js';

const ADMIN = 'apps/mf-admin';
/** The demo technician of the fake Housecall Pro, synced to the Main Office; the other location is North Branch. */
const CARLOS = 'Carlos Mendoza';
const MAIN_OFFICE = 'Main Office';
const NORTH_BRANCH = 'North Branch';

const fill = (sentence: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), sentence);

/** The technician's own sign-in, from a browser of their own: the status it answers. */
async function technicianSignInStatus(stack: RunningStack): Promise<number> {
  const context = await newRequest.newContext({ baseURL: stack.url });
  try {
    const response = await pageApi(context, stack.url).post('/api/auth/technician/login', { email: TECHNICIAN.email, password: TECHNICIAN.password });
    return response.status();
  } finally {
    await context.dispose();
  }
}

// The owner finds Team accounts through Settings, changes a technician's role and location, and disables the
// account: the technician can no longer sign in until the owner enables it again. Everything the test changes
// is put back, for the specs that use the same technician after it.
test('team accounts: from Settings, the owner changes a role and a location, disables an account that then cannot sign in, and enables it', async ({
  page,
  t,
  api,
  stack,
}) => {
  const text = (key: string, values: Record<string, string | number> = {}) => fill(t(ADMIN, 'team-accounts', key), values);
  const settings = (key: string) => t(ADMIN, 'settings', key);
  const toast = (key: string, values: Record<string, string | number>) => page.getByText(text(key, values), { exact: true });

  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  expect(await technicianSignInStatus(stack), 'the technician signs in before anything changes').toBe(200);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: settings('title') })).toBeVisible();
  await expect(page.getByRole('region', { name: settings('preferences.title') })).toBeVisible();
  await page
    .getByRole('region', { name: settings('organization.title') })
    .getByRole('link', { name: settings('organization.links.teamAccounts.title') })
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();

  // The owner's own account is marked and out of reach.
  const own = page.getByRole('listitem', { name: text('itemLabel', { name: OWNER.fullName }) });
  await expect(own.getByText(text('you'), { exact: true })).toBeVisible();
  await expect(own.getByRole('combobox', { name: text('role.selectLabel', { name: OWNER.fullName }) })).toBeDisabled();

  const carlos = page.getByRole('listitem', { name: text('itemLabel', { name: CARLOS }) });
  const role = carlos.getByRole('combobox', { name: text('role.selectLabel', { name: CARLOS }) });
  const location = carlos.getByRole('combobox', { name: text('location.selectLabel', { name: CARLOS }) });
  await expect(carlos.getByText(TECHNICIAN.email)).toBeVisible();
  await expect(role).toHaveText(text('roles.technician'));
  await expect(location).toHaveText(MAIN_OFFICE);

  const choose = async (combobox: typeof role, option: string) => {
    await expect(combobox).toBeEnabled();
    await combobox.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  // A role and back: the technician role is offered since the account is linked to the roster.
  await choose(role, text('roles.supervisor'));
  await expect(toast('toasts.roleChanged', { name: CARLOS, role: text('roles.supervisor') })).toBeVisible();
  await expect(role).toHaveText(text('roles.supervisor'));
  await choose(role, text('roles.technician'));
  await expect(toast('toasts.roleChanged', { name: CARLOS, role: text('roles.technician') })).toBeVisible();

  await choose(location, NORTH_BRANCH);
  await expect(toast('toasts.locationChanged', { name: CARLOS, location: NORTH_BRANCH })).toBeVisible();
  await expect(location).toHaveText(NORTH_BRANCH);

  // Disabling asks first, then keeps the technician out.
  await carlos.getByRole('button', { name: text('disableLabel', { name: CARLOS }) }).click();
  const dialog = page.getByRole('alertdialog', { name: text('confirm.title', { name: CARLOS }) });
  await expect(dialog.getByText(text('confirm.description', { name: CARLOS, email: TECHNICIAN.email }))).toBeVisible();
  await dialog.getByRole('button', { name: text('confirm.submit') }).click();
  await expect(toast('toasts.disabled', { name: CARLOS })).toBeVisible();
  await expect(carlos.getByText(text('status.disabled'), { exact: true })).toBeVisible();
  expect(await technicianSignInStatus(stack), 'a disabled account cannot sign in').toBe(401);

  await carlos.getByRole('button', { name: text('enableLabel', { name: CARLOS }) }).click();
  await expect(toast('toasts.enabled', { name: CARLOS })).toBeVisible();
  await expect(carlos.getByText(text('status.active'), { exact: true })).toBeVisible();
  expect(await technicianSignInStatus(stack), 'an enabled account signs in again').toBe(200);

  await choose(location, MAIN_OFFICE);
  await expect(toast('toasts.locationChanged', { name: CARLOS, location: MAIN_OFFICE })).toBeVisible();

  // The security log tells what happened, in the reader's language.
  await page.goto('/admin/audit-log');
  const log = page.getByRole('table');
  for (const type of ['account-disabled', 'account-enabled', 'location-changed']) {
    await expect(log.getByText(t(ADMIN, 'admin', `auditLog.types.${type}`), { exact: true }).first()).toBeVisible();
  }
});

import { expect, signInAsOwner, test } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
const ADMIN = 'apps/mf-admin';

/** Two demo technicians of the fake Housecall Pro: one with an e-mail, one without. */
const MARIA = { name: 'María González', email: 'maria.gonzalez@irrigo-demo.test' };
const LUIS = { name: 'Luis Ramírez' };
const NEW_PASSWORD = 'Goteo-Norte-Azul-57';

// The owner creates accounts for two technicians on a printable sheet, and a technician activates theirs
// with the code read off the sheet, choosing a password the owner never sees.
test('bulk accounts: codes on a printable sheet, then a technician activates and reaches the dashboard', async ({ page, t, api }) => {
  await signInAsOwner(api);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();

  const text = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce((sentence, [name, value]) => sentence.replace(`{{${name}}}`, String(value)), t(ADMIN, 'bulk-accounts', key));

  await page.goto('/admin/bulk-accounts');
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
  await page.getByRole('checkbox', { name: text('selectTechnician', { name: MARIA.name }) }).check();
  await page.getByRole('checkbox', { name: text('selectTechnician', { name: LUIS.name }) }).check();
  await page.getByRole('radio', { name: new RegExp(text('delivery.sheet.label')) }).check();
  await page.getByRole('button', { name: text('create'), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: text('confirm.title_other', { count: 2 }) });
  await dialog.getByRole('button', { name: text('confirm.submit') }).click();

  const sheet = page.getByRole('region', { name: text('sheet.title') });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: text('sheet.print') })).toBeVisible();
  const mariaCard = sheet.getByRole('listitem', { name: MARIA.name });
  await expect(mariaCard.getByText(MARIA.email)).toBeVisible();
  await expect(sheet.getByRole('listitem', { name: LUIS.name })).toBeVisible();
  const code = ((await mariaCard.getByTestId('activation-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);

  await api.post('/api/auth/logout');

  await page.goto('/activate');
  await expect(page.getByRole('heading', { name: t(AUTH, 'activation', 'title') })).toBeVisible();
  await page.getByLabel(t(AUTH, 'activation', 'fields.email')).fill(MARIA.email);
  await page.getByLabel(t(AUTH, 'activation', 'fields.code')).fill(code.toLowerCase());
  await page.getByLabel(t(AUTH, 'activation', 'fields.newPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t(AUTH, 'activation', 'fields.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t(AUTH, 'activation', 'actions.submit') }).click();

  await expect(page).toHaveURL(/\/tech-dashboard$/);
  const me = (await (await api.get('/api/auth/user')).json()) as { email: string; role: string; mustChangePassword: boolean };
  expect(me).toMatchObject({ email: MARIA.email, role: 'technician', mustChangePassword: false });
});

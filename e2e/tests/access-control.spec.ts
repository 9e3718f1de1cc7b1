import { codeMailedTo, expect, signInAsOwner, test, type PageApi, type RunningStack } from '../support/fixtures.js';
import type { APIRequestContext } from '@playwright/test';

const SHELL = 'apps/shell';
/** Off the roster: an office person who signs up, asks for access, and is given an office role by the owner. */
const OFFICE_PERSON = { fullName: 'Sam Ortega', email: 'sam.ortega@irrigo-demo.test', password: 'Backflow-Tester-Plum-57' };
/** The sign-up code sits on its own indented line of the mail. */
const CODE_LINE = /^\s{4}(\d{6})$/m;

/** Signs up, confirms the mailed code and asks for the admin role, as the sign-up screens would. */
async function signUpAndAskForAdmin(api: PageApi, request: APIRequestContext, stack: RunningStack) {
  expect((await api.post('/api/auth/sign-up', OFFICE_PERSON)).ok()).toBeTruthy();
  const code = await codeMailedTo(request, stack, OFFICE_PERSON.email, CODE_LINE);
  expect((await api.post('/api/auth/sign-up/confirm', { email: OFFICE_PERSON.email, code })).ok()).toBeTruthy();
  const chosen = await api.post('/api/auth/role', { role: 'admin' });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  expect(((await chosen.json()) as { outcome: string }).outcome).toBe('requested');
}

/** As the owner: find the person's account and give it `role`. */
async function giveRole(api: PageApi, role: 'manager' | 'supervisor') {
  const { accounts } = (await (await api.get('/api/auth/accounts')).json()) as { accounts: { id: string; email: string }[] };
  const account = accounts.find((candidate) => candidate.email === OFFICE_PERSON.email);
  expect(account, 'the approved person has an account').toBeTruthy();
  const changed = await api.patch(`/api/auth/accounts/${account?.id}`, { role });
  expect(changed.ok(), await changed.text()).toBeTruthy();
}

async function signInAs(api: PageApi, role: 'manager' | 'supervisor') {
  await api.post('/api/auth/logout');
  await signInAsOwner(api);
  await giveRole(api, role);
  await api.post('/api/auth/logout');
  const login = await api.post('/api/admin/login', { email: OFFICE_PERSON.email, password: OFFICE_PERSON.password });
  expect(login.ok(), await login.text()).toBeTruthy();
}

test('office roles meet the §6 access screens, and the services refuse what the screens hide', async ({ page, t, api, stack }) => {
  const heading = (required: 'admin' | 'technician') => page.getByRole('heading', { level: 1, name: t(SHELL, 'shell', `accessRequired.${required}.title`) });

  await signInAsOwner(api);
  await api.post('/api/auth/logout');
  await signUpAndAskForAdmin(api, page.request, stack);
  await api.post('/api/auth/logout');
  await signInAsOwner(api);
  const { requests } = (await (await api.get('/api/auth/role-requests')).json()) as { requests: { id: string; email: string }[] };
  const waiting = requests.find((candidate) => candidate.email === OFFICE_PERSON.email);
  expect((await api.post(`/api/auth/role-requests/${waiting?.id}/approve`, {})).ok()).toBeTruthy();

  // A supervisor: admin-only sections show Admin Access Required, technician-only ones Technician Access Required.
  await signInAs(api, 'supervisor');
  await page.goto('/customers');
  await expect(heading('admin')).toBeVisible();
  await expect(page.getByText(t(SHELL, 'shell', 'accessRequired.admin.description'))).toBeVisible();
  await page.goto('/admin/accounts');
  await expect(heading('admin')).toBeVisible();
  await page.goto('/inspection');
  await expect(heading('technician')).toBeVisible();
  // Signed-in sections are open to them.
  await page.goto('/scheduling');
  await expect(heading('admin')).toHaveCount(0);
  // The services agree, whatever the screens show.
  expect((await api.get('/api/auth/accounts')).status()).toBe(403);
  expect((await api.get('/api/audit-events')).status()).toBe(403);
  expect((await api.post('/api/technicians/sync')).status()).toBe(403);

  // A manager reaches what an admin reaches (§6: admin and manager manage the organization).
  await signInAs(api, 'manager');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(heading('admin')).toHaveCount(0);
  await page.goto('/inspection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(heading('technician')).toHaveCount(0);
  expect((await api.get('/api/auth/accounts')).ok()).toBeTruthy();
});

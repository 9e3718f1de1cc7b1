import { randomBytes } from 'node:crypto';
import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { DashboardPeriod, DashboardStats, InspectionRecord } from '@irrigo/contracts';
import { expect, giveTechnicianPassword, OWNER, pageApi, signInAsOwner, TECHNICIAN, test, type Language, type RunningStack } from '../support/fixtures.js';
import { seedInspection, type InspectionSeed } from '../support/inspection-seeds.js';

// Issue 12, the admin dashboard: two technicians complete inspections from their own devices (sessions), and the
// owner's Week, Month and Quarter cards count them by when each device created them; then the owner deletes
// from Recent Inspections and meets each of the spec's toasts (done, 403, 404, network, other), and reads who
// deleted them in the security log.

const ADMIN = 'apps/mf-admin';
const PERIODS: readonly DashboardPeriod[] = ['week', 'month', 'quarter'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A second field technician, hired in the fake Housecall Pro for this test at its first location (the Main Office,
 * like Carlos): the demo roster's others are other tests' stories (Jake signs up, María is activated in bulk).
 * Synced to the roster and given a password by the signed-in owner.
 */
async function hireTechnician(api: ReturnType<typeof pageApi>, request: APIRequestContext, stack: RunningStack) {
  const who = { name: 'Lena Ortiz', email: `lena.ortiz.${randomBytes(4).toString('hex')}@irrigo-demo.test`, password: 'Rotor-Head-Green-77' };
  const hired = await request.post(`${stack.tools.fakeHcp}/__fake/employees`, { data: { first_name: 'Lena', last_name: 'Ortiz', email: who.email } });
  expect(hired.status(), await hired.text()).toBe(201);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
  const { technicians } = (await (await api.get('/api/technicians')).json()) as { technicians: { id: string; email: string | null }[] };
  const lena = technicians.find((candidate) => candidate.email === who.email);
  expect(lena, 'the new hire is on the synced roster').toBeTruthy();
  const response = await api.post('/api/email-auth/technician/set-password', {
    technicianId: lena?.id,
    newPassword: who.password,
    confirmPassword: who.password,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return who;
}

/** A technician's own session (their phone), saving inspections as theirs. */
async function saveAsTechnician(stack: RunningStack, language: Language, who: { email: string; password: string }, seeds: InspectionSeed[]) {
  const context = await newRequest.newContext({ baseURL: stack.url });
  try {
    const signedIn = await pageApi(context, stack.url).post('/api/auth/technician/login', { email: who.email, password: who.password });
    expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
    const saved: InspectionRecord[] = [];
    for (const seed of seeds) saved.push(await seedInspection(context, stack.url, language, seed));
    return saved;
  } finally {
    await context.dispose();
  }
}

/** A rounded percent as the Territory Coverage card shows it, by the page's own Intl (dashboard-text.ts). */
const percentInPage = (page: Page, percent: number, language: Language) =>
  page.evaluate(([value, locale]) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100), [
    percent,
    language === 'es' ? 'es-US' : 'en-US',
  ] as const);

/** The dollars the cards show, formatted by the page's own Intl as the dashboard does (dashboard-text.ts). */
const dollarsInPage = (page: Page, amount: number, language: Language) =>
  page.evaluate(
    ([value, locale]) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    [amount, language === 'es' ? 'es-US' : 'en-US'] as const,
  );

test('dashboard: two technicians’ inspections in the Week, Month and Quarter cards; deleting meets every toast', async ({ page, api, t, language, stack }) => {
  test.slow();
  const text = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((sentence, [name, value]) => sentence.replaceAll(`{{${name}}}`, value), t(ADMIN, 'admin', `dashboard.${key}`));

  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  const lena = await hireTechnician(api, page.request, stack);

  // The dashboard's own question (its location and time zone), asked again for each period before anything is saved.
  const statsRequest = page.waitForRequest((request) => request.url().includes('/api/dashboard/stats?'));
  await page.goto('/dashboard');
  const asked = new URL((await statsRequest).url());
  const statsOf = async (period: DashboardPeriod): Promise<DashboardStats> => {
    asked.searchParams.set('period', period);
    const response = await api.get(`${asked.pathname}${asked.search}`);
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as DashboardStats;
  };
  const before = Object.fromEntries(await Promise.all(PERIODS.map(async (period) => [period, await statsOf(period)] as const))) as Record<
    DashboardPeriod,
    DashboardStats
  >;

  // Carlos: one completed today and one completed 40 days ago; Lena: one completed 9 days ago and a draft today.
  const now = Date.now();
  const carlos = await saveAsTechnician(stack, language, TECHNICIAN, [
    { client: 'Lucía Herrera', address: '18 Mesquite Dr, Austin, TX 78745', status: 'completed', costCents: 125_000, technicianName: 'Carlos Mendoza' },
    {
      client: 'Oak Hollow HOA',
      address: '900 Hollow Rd, Austin, TX 78746',
      status: 'completed',
      costCents: 50_000,
      technicianName: 'Carlos Mendoza',
      createdAt: new Date(now - 40 * DAY_MS),
    },
  ]);
  const lenas = await saveAsTechnician(stack, language, lena, [
    {
      client: 'Grace Kim',
      address: '5 Bluebonnet Ln, Austin, TX 78704',
      status: 'completed',
      costCents: 30_000,
      technicianName: lena.name,
      createdAt: new Date(now - 9 * DAY_MS),
    },
    { client: 'Tomás Rivera', address: '77 Live Oak St, Austin, TX 78702', status: 'draft', costCents: 7_500, technicianName: lena.name },
  ]);
  const saved = [...carlos, ...lenas];

  await page.reload();
  for (const period of PERIODS) {
    // What this test added to the period: the inspections the devices created since the period's first instant.
    const from = Date.parse(before[period].from);
    const inPeriod = saved.filter((inspection) => Date.parse(inspection.createdAt) >= from);
    const completed = inPeriod.filter((inspection) => inspection.status === 'completed');
    const cents = (list: InspectionRecord[]) => list.reduce((sum, inspection) => sum + Math.round(Number(inspection.estimatedTotal) * 100), 0);
    const after = await statsOf(period);
    expect(after.inspections.total).toBe(before[period].inspections.total + inPeriod.length);
    expect(after.inspections.completed).toBe(before[period].inspections.completed + completed.length);
    expect(Math.round(Number(after.revenue.monthly) * 100)).toBe(Math.round(Number(before[period].revenue.monthly) * 100) + cents(completed));
    expect(Math.round(Number(after.revenue.pending) * 100)).toBe(
      Math.round(Number(before[period].revenue.pending) * 100) + cents(inPeriod.filter((i) => i.status === 'draft')),
    );
    // Both technicians worked today (Carlos's and Lena's inspections of today are in every period).
    expect(after.technicians.active).toBeGreaterThanOrEqual(2);

    // The owner's cards say the same.
    await page.getByRole('tab', { name: text(`period.${period}`), exact: true }).click();
    const panel = page.getByRole('tabpanel');
    const card = (id: string) => panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text(`stats.${id}.label`) }) });
    await expect(card('inspections')).toContainText(String(after.inspections.total));
    await expect(card('inspections')).toContainText(text('stats.inspections.detail', { completed: String(after.inspections.completed) }));
    await expect(card('revenue')).toContainText(await dollarsInPage(page, Number(after.revenue.monthly), language));
    await expect(card('revenue')).toContainText(text('stats.revenue.detail', { amount: await dollarsInPage(page, Number(after.revenue.pending), language) }));
    await expect(card('technicians')).toContainText(String(after.technicians.active));
    await expect(card('technicians')).toContainText(text('stats.technicians.detail', { total: String(after.technicians.total) }));
    // Territory Coverage: the service area's ZIP codes with an inspection in the period, as a rounded percent.
    const { covered, total } = after.territories;
    expect(total, 'the demo customers’ sites make a service area').toBeGreaterThan(0);
    await expect(card('territories')).toContainText(text('stats.territories.detail', { covered: String(covered), total: String(total) }));
    await expect(card('territories')).toContainText(await percentInPage(page, Math.round(((covered ?? 0) / (total ?? 1)) * 100), language));
  }

  // Deleting from Recent Inspections: each failure the spec names, then the deletion that works.
  const recent = page.getByRole('table', { name: text('recent.caption') });
  const toasts = page.getByRole('region', { name: /F8/ });
  const [first, second] = [carlos[0] as InspectionRecord, lenas[1] as InspectionRecord];
  const deleteFromList = async (inspection: InspectionRecord) => {
    await recent.getByRole('button', { name: t(ADMIN, 'admin', 'inspectionRow.deleteLabel').replace('{{reportNumber}}', inspection.reportNumber) }).click();
    const dialog = page.getByRole('alertdialog', { name: text('delete.title') });
    await dialog.getByRole('button', { name: text('delete.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  const failsWith = async (inspection: InspectionRecord, reason: string) => {
    await deleteFromList(inspection);
    await expect(toasts).toContainText(text('delete.failed.title'));
    await expect(toasts).toContainText(text(`delete.failed.${reason}`));
    await expect(recent.getByText(inspection.reportNumber)).toBeVisible();
  };
  const deletion = `**/api/admin/inspections/${first.id}`;
  await page.route(deletion, (route) => route.fulfill({ status: 403, json: { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' } }));
  await failsWith(first, 'forbidden');
  await page.unroute(deletion);
  await page.route(deletion, (route) => route.abort('internetdisconnected'));
  await failsWith(first, 'network');
  await page.unroute(deletion);
  await page.route(deletion, (route) => route.fulfill({ status: 500, json: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } }));
  await failsWith(first, 'other');
  await page.unroute(deletion);

  // Deleted meanwhile from another screen: this one's row is stale, and the server says so.
  const elsewhere = await page.request.delete(`/api/admin/inspections/${second.id}`, { headers: { origin: stack.url } });
  expect(elsewhere.status()).toBe(204);
  await deleteFromList(second);
  await expect(toasts).toContainText(text('delete.failed.notFound'));

  // And the deletion that works: its toast, the row gone, the cards counting one fewer.
  const monthBefore = await statsOf('month');
  await page.getByRole('tab', { name: text('period.month'), exact: true }).click();
  await deleteFromList(first);
  await expect(toasts).toContainText(text('delete.done.title'));
  await expect(recent.getByText(first.reportNumber)).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(String(monthBefore.inspections.total - 1));

  // Who deleted what and when: the security log's Deleted inspections, newest first, as the office reads it.
  await page.goto('/admin/audit-log');
  await page.getByRole('tab', { name: t(ADMIN, 'admin', 'auditLog.tabs.inspections') }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?log=inspections$/);
  const deletions = page.getByRole('table', { name: t(ADMIN, 'admin', 'auditLog.inspections.tableCaption') }).getByRole('row');
  await expect(deletions.nth(1)).toContainText(first.reportNumber);
  await expect(deletions.nth(1)).toContainText(first.clientName);
  await expect(deletions.nth(1)).toContainText(OWNER.email);
  await expect(deletions.nth(1)).toContainText(t(ADMIN, 'admin', 'auditLog.detailValues.role.admin'));
  await expect(deletions.nth(2)).toContainText(second.reportNumber);
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { CustomerDetail, CustomerListResponse } from '@irrigo/contracts';
import { expect, giveTechnicianPassword, signInAsOwner, test, type Language, type translator } from '../support/fixtures.js';
import { PRICED_SKU, serviceWorkerControls, signInAsTechnician, UNPRICED_SKU, WHITMAN } from '../support/technician.js';

// Issue 10, technician side: Carlos signs in with a signal, opens My customers and the pricebook (both are
// saved on the iPad or phone), drives to a yard with none, and opens both again: the search works on the
// device's copy, the gate code and the dog are there, and the controller with no price says so instead of $0.

const TECH = 'apps/mf-tech';
/** Whitman's property (a customer of Carlos's jobs in the fake Housecall Pro). */
const WHITMAN_STREET = '4512 Ridgeoak Dr';
const GATE_CODE = '2580#';

type Translate = ReturnType<typeof translator>;

/** As the owner: the roster, the customers of its jobs and the pricebook from the fake HCP; Whitman's gate code and dog, as the office keeps them. */
async function prepareTheOffice(page: Page, api: Parameters<typeof signInAsOwner>[0], origin: string): Promise<void> {
  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  expect((await api.post('/api/customers/sync')).ok()).toBeTruthy();
  const sync = await api.post('/api/pricebook/sync');
  expect(sync.ok(), await sync.text()).toBeTruthy();
  const found = (await (await api.get('/api/customers?q=whitman')).json()) as CustomerListResponse;
  const whitman = found.items.find((customer) => customer.displayName === WHITMAN);
  expect(whitman, 'Whitman is a customer of Carlos’s jobs').toBeTruthy();
  const detail = (await (await api.get(`/api/customers/${whitman?.id}`)).json()) as CustomerDetail;
  const site = detail.sites[0];
  const updated = await page.request.patch(`/api/customers/${detail.id}`, {
    data: { sites: [{ siteId: site?.id, accessNotes: { gateCode: GATE_CODE, dog: true, notes: null } }] },
    headers: { origin, 'if-match': `"${detail.version}"` },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();
  await api.post('/api/auth/logout');
}

const customersList = (page: Page, t: Translate) => page.getByRole('list', { name: t(TECH, 'tech', 'customers.title') });
const pricebookList = (page: Page, t: Translate) => page.getByRole('list', { name: t(TECH, 'tech', 'pricebook.title') });

async function checkMyCustomers(page: Page, t: Translate): Promise<void> {
  const list = customersList(page, t);
  await expect(list.getByRole('listitem', { name: WHITMAN })).toBeVisible();
  await page.getByRole('searchbox', { name: t(TECH, 'tech', 'customers.searchLabel') }).fill('WHITMAN');
  const whitman = list.getByRole('listitem', { name: WHITMAN });
  await expect(whitman).toBeVisible();
  await expect(whitman.getByText(GATE_CODE)).toBeVisible();
  await expect(whitman.getByText(t(TECH, 'tech', 'customers.dog'))).toBeVisible();
  await expect(whitman.getByRole('link', { name: new RegExp(WHITMAN_STREET) })).toHaveAttribute(
    'href',
    /^https:\/\/maps\.apple\.com\/\?q=4512%20Ridgeoak%20Dr/,
  );
}

async function checkPricebook(page: Page, t: Translate): Promise<void> {
  const list = pricebookList(page, t);
  const search = page.getByRole('searchbox', { name: t(TECH, 'tech', 'pricebook.searchLabel') });
  await search.fill(UNPRICED_SKU.toLowerCase());
  await expect(list.getByText(t(TECH, 'tech', 'pricebook.priceUnavailable'))).toBeVisible();
  await expect(list.getByText('$0.00')).toHaveCount(0);
  await search.fill(PRICED_SKU);
  await expect(list.getByText('$59.95')).toBeVisible();
}

test('a technician opens My customers and the pricebook with a signal, then again with none', async ({ page, context, api, t, stack }) => {
  await prepareTheOffice(page, api, stack.url);
  await signInAsTechnician(page, t);

  await page
    .getByRole('navigation', { name: t(TECH, 'tech', 'dashboard.quickLinks.label') })
    .getByRole('link', { name: new RegExp(t(TECH, 'tech', 'dashboard.quickLinks.customers.title')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'customers.title') })).toBeVisible();
  await checkMyCustomers(page, t);
  await expect(page.getByText(t(TECH, 'tech', 'deviceCopy.updatedJustNow'))).toBeVisible();

  await page.goto('/tech-pricebook');
  await expect(page.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'pricebook.title') })).toBeVisible();
  await checkPricebook(page, t);
  await serviceWorkerControls(page);

  // The browser is closed; in the yard there is no signal and the app is opened again.
  await page.close();
  await context.setOffline(true);
  const yard = await context.newPage();
  try {
    await yard.goto('/tech-customers');
    await expect(yard.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'customers.title') })).toBeVisible();
    await expect(yard.getByText(t(TECH, 'tech', 'deviceCopy.saved'))).toBeVisible();
    await checkMyCustomers(yard, t);
    await customersList(yard, t)
      .getByRole('link', { name: new RegExp(WHITMAN) })
      .first()
      .click();
    await expect(yard.getByRole('heading', { level: 1, name: WHITMAN })).toBeVisible();
    await expect(yard.getByText(GATE_CODE)).toBeVisible();

    await yard.goto('/tech-pricebook');
    await expect(yard.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'pricebook.title') })).toBeVisible();
    await expect(yard.getByText(t(TECH, 'tech', 'deviceCopy.saved'))).toBeVisible();
    await checkPricebook(yard, t);
  } finally {
    await context.setOffline(false);
  }
});

/** The two screens on an iPad and a phone, upright and on their side, online and offline, in this project's language, for people to look at. */
test('technician catalog: screenshots at 820 and 390 px (and landscape), online and offline', async ({ page, context, api, t, stack, language }) => {
  test.slow(); // 24 screens loaded and shot whole
  await prepareTheOffice(page, api, stack.url);
  await signInAsTechnician(page, t);
  const folder = join(import.meta.dirname, '..', 'test-results', 'technician-catalog');
  mkdirSync(folder, { recursive: true });
  await page.goto('/tech-customers');
  await expect(customersList(page, t).getByRole('listitem', { name: WHITMAN })).toBeVisible();
  await page.goto('/tech-pricebook');
  await expect(pricebookList(page, t)).toBeVisible();
  await serviceWorkerControls(page);

  /** The iPad and the phone upright (820 and 390 px wide), and turned on their side. */
  const SIZES = [
    { name: '820', width: 820, height: 1180 },
    { name: '390', width: 390, height: 844 },
    { name: '1180-landscape', width: 1180, height: 820 },
    { name: '844-landscape', width: 844, height: 390 },
  ];
  const shoot = async (state: 'online' | 'offline', lang: Language) => {
    for (const { name, width, height } of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto('/tech-customers');
      await expect(customersList(page, t).getByRole('listitem', { name: WHITMAN })).toBeVisible();
      await page.screenshot({ path: join(folder, `my-customers-${lang}-${name}-${state}.png`), fullPage: true });
      await customersList(page, t)
        .getByRole('link', { name: new RegExp(WHITMAN) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: WHITMAN })).toBeVisible();
      await page.screenshot({ path: join(folder, `customer-${lang}-${name}-${state}.png`), fullPage: true });
      await page.goto('/tech-pricebook');
      await expect(pricebookList(page, t)).toBeVisible();
      await page.getByRole('searchbox', { name: t(TECH, 'tech', 'pricebook.searchLabel') }).fill('controller');
      await pricebookList(page, t)
        .getByRole('button', { name: new RegExp(`^.*${UNPRICED_SKU}`) })
        .first()
        .click();
      await page.screenshot({ path: join(folder, `pricebook-${lang}-${name}-${state}.png`), fullPage: true });
    }
  };
  await shoot('online', language);
  await context.setOffline(true);
  try {
    await shoot('offline', language);
  } finally {
    await context.setOffline(false);
  }
});

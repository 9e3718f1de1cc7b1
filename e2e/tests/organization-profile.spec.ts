import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAsOwner, test, translator, type Language } from '../support/fixtures.js';

const ADMIN = 'apps/mf-admin';
/** The fake Housecall Pro's company record: its support e-mail is the contact until the office saves its own. */
const HCP_EMAIL = 'office@irrigo-demo.test';
/** What the office types, a different number in each language's run so a stale page could not pass for a saved one. */
const NEW_PHONE: Record<Language, string> = { en: '(512) 555-0177', es: '+1 512 555 0188' };

/** The form, once the profile has been read. */
async function opened(page: Page, text: (key: string) => string) {
  await expect(page.getByRole('heading', { level: 1, name: text('organization.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${text('organization.fields.email')}`) })).toHaveValue(HCP_EMAIL);
}

// The owner finds the organization in Settings; its contact is the one Housecall Pro's company record gave (the roster
// sync copies it), marked as such. They change the phone and save: the contact becomes the office's, and it is what
// a reload shows.
test('organization profile: the owner sees the contact synced from Housecall Pro, changes the phone, and it stays after a reload', async ({
  page,
  api,
  t,
  language,
}) => {
  await signInAsOwner(api);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
  const read = async () =>
    ((await (await api.get('/api/organizations/current/profile')).json()) as { organization: { name: string; phone: string | null; contactSource: string } })
      .organization;
  const { name } = await read();
  const text = (key: string) => t(ADMIN, 'admin', key);
  const phone = () => page.getByRole('textbox', { name: new RegExp(`^${t(ADMIN, 'admin', 'organization.fields.phone')}`) });

  await page.goto('/settings');
  await page.getByRole('link', { name: new RegExp(`^${t(ADMIN, 'settings', 'organization.links.organizationProfile.title')}`) }).click();
  await expect(page).toHaveURL(/\/admin\/organization$/);
  await opened(page, text);
  const contact = page.getByRole('region', { name: text('organization.contact.title') });
  await expect(contact.getByText(text('organization.source.housecall-pro'))).toBeVisible();
  await expect(contact.getByText(text('organization.contact.description'))).toBeVisible();
  const save = page.getByRole('button', { name: text('organization.save'), exact: true });
  await expect(save).toBeDisabled();

  await phone().fill(NEW_PHONE[language]);
  await save.click();
  await expect(page.getByText(text('organization.saved').replace('{{name}}', name), { exact: true })).toBeVisible();
  await expect(contact.getByText(text('organization.source.office'))).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await opened(page, text);
  await expect(phone()).toHaveValue(NEW_PHONE[language]);
  await expect(page.getByRole('region', { name: text('organization.contact.title') }).getByText(text('organization.source.office'))).toBeVisible();
  expect(await read()).toMatchObject({ phone: NEW_PHONE[language], contactSource: 'office' });
});

/** The screen at a desktop, an iPad and a phone width, in both languages, for people to look at (and a check nothing spills sideways). */
test('organization profile: screenshots at 1280, 820 and 390 px in en and es', async ({ page, api, stack }) => {
  test.skip(test.info().project.name !== 'desktop-en', 'taken in the desktop-en run');
  await signInAsOwner(api);
  const folder = join(import.meta.dirname, '..', 'test-results', 'organization');
  mkdirSync(folder, { recursive: true });
  for (const language of ['en', 'es'] as Language[]) {
    const text = (key: string) => translator(language)(ADMIN, 'admin', key);
    await page.addInitScript((chosen) => window.localStorage.setItem('irrigo.language', chosen), language);
    for (const width of [1280, 820, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.goto(`${stack.url}/admin/organization`);
      await expect(page.getByRole('heading', { level: 1, name: text('organization.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: text('organization.save'), exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scrolling at ${width} px (${language})`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(folder, `organization-${language}-${width}.png`), fullPage: true });
    }
  }
});

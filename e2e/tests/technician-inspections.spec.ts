import { reportNumberFor } from '@irrigo/contracts';
import { expect, giveTechnicianPassword, pageApi, signInAsOwner, test } from '../support/fixtures.js';
import { inspectionTexts } from '../support/inspection-texts.js';
import { openSection, shootWidths } from '../support/inspection-steps.js';
import { signInAsTechnician } from '../support/technician.js';

// Issue 12: the technician's Inspections tab lists their own, with the ones still only on the device marked.
// Carlos starts an inspection with no signal: the tab shows it on top, "On this device only". The signal
// comes back, the outbox sends it, and the tab lists it as the office's, unmarked.

const TECH = 'apps/mf-tech';

test('an inspection saved offline is marked on the Inspections tab, then listed as the office’s once sent', async ({
  page,
  context,
  playwright,
  stack,
  t,
  language,
}, testInfo) => {
  test.slow();
  const tr = inspectionTexts(language);
  const officeRequest = await playwright.request.newContext({ baseURL: stack.url });
  const office = pageApi(officeRequest, stack.url);
  await signInAsOwner(office);
  await giveTechnicianPassword(office);
  await signInAsTechnician(page, t);

  // With a signal, the tab reads the office's list and keeps it on the device (what it shows offline later).
  const officeList = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/technician/inspections' && response.ok());
  await page
    .getByRole('navigation', { name: t(TECH, 'tech', 'nav.bottomBarLabel') })
    .getByRole('link', { name: t(TECH, 'tech', 'nav.items.inspections') })
    .click();
  await expect(page).toHaveURL(/\/irrigation-inspection$/);
  await officeList;
  await expect(page.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'techInspections.title') })).toBeVisible();
  await page
    .getByRole('link', { name: t(TECH, 'tech', 'techInspections.newInspection') })
    .first()
    .click();
  const name = page.getByLabel(tr('form.customer.name'));
  await expect(name).toBeVisible();

  await context.setOffline(true);
  try {
    const client = `Palo Verde HOA ${testInfo.project.name}`;
    await name.fill(client);
    await expect(page).toHaveURL(/\/inspection\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) as string;
    // The first save made it an inspection on the device: the form is drawn anew at its address, with its report
    // number, keeping what was typed. Until then the old form may still be on screen, and a tab pressed on it is lost.
    await expect(page.getByText(reportNumberFor(id), { exact: true }).first()).toBeVisible();
    await expect(name).toHaveValue(client);
    // Moving on makes the save due now: it goes as soon as there is a signal.
    await openSection(page, tr, 'system');
    await page.goBack();
    await expect(page).toHaveURL(/\/irrigation-inspection$/);

    const notSent = page.getByRole('list', { name: t(TECH, 'tech', 'techInspections.notSent.list') });
    const row = notSent.getByRole('listitem', { name: client });
    await expect(row.getByText(t(TECH, 'tech', 'techInspections.mark.onDeviceOnly'))).toBeVisible();
    await expect(row.getByRole('link')).toHaveAttribute('href', `/inspection/${id}`);
    await expect(page.getByText(t(TECH, 'tech', 'techInspections.saved.offline'), { exact: false })).toBeVisible();
    await shootWidths(page, testInfo, language, 'inspections-tab-offline');

    await context.setOffline(false);
    const sent = page.getByRole('list', { name: t(TECH, 'tech', 'techInspections.sent.list') });
    await expect(sent.getByRole('listitem', { name: client })).toBeVisible({ timeout: 20_000 });
    await expect(notSent).toHaveCount(0);
    await expect(sent.getByRole('listitem', { name: client }).getByText(t(TECH, 'tech', 'techInspections.mark.onDeviceOnly'))).toHaveCount(0);
    expect((await office.get(`/api/inspections/${id}`)).ok()).toBe(true);
    await shootWidths(page, testInfo, language, 'inspections-tab-synced');
  } finally {
    await context.setOffline(false);
    await officeRequest.dispose();
  }
});

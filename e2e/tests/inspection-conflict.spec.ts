import type { Page } from '@playwright/test';
import { type InspectionRecord, type PutInspectionRequest } from '@irrigo/contracts';
import { expect, pageApi, signInAsOwner, test, type PageApi } from '../support/fixtures.js';
import { inspectionTexts, type InspectionTexts } from '../support/inspection-texts.js';
import { escapeRegExp, openSection } from '../support/inspection-steps.js';
import { keepOfficeDataOnDevice, prepareFieldOffice, signInAsTechnician, WHITMAN } from '../support/technician.js';

// Issue 11: two devices (Carlos's iPad and his phone) hold the same draft. The iPad changes the customer's
// phone and sends it; the phone, offline meanwhile, changes the notes. Back in signal the phone's send is
// refused as stale, and nothing is overwritten silently: it shows both versions (the iPad's phone number
// among them) and Carlos keeps his notes. Then the office changes the draft while the phone is offline
// again, and this time Carlos takes the office's version.

const IPAD_PHONE = '(555) 010-7788';
const OFFICE_PHONE = '(555) 010-4321';
const PHONE_NOTES = 'Gate sticks: use the side gate next time.';
const LATER_NOTES = 'Customer asked for a quote on a smart controller.';

/** The office's copy of the inspection, as the owner reads it. */
async function officeCopy(office: PageApi, id: string): Promise<InspectionRecord | null> {
  const response = await office.get(`/api/inspections/${id}`);
  return response.ok() ? ((await response.json()) as InspectionRecord) : null;
}

/** The conflict chooser of this inspection, and the row of one answer in it. */
const chooser = (page: Page, tr: InspectionTexts, reportNumber: string) => page.getByRole('dialog', { name: tr('sync.conflict.title', { reportNumber }) });
const answerRow = (dialog: ReturnType<typeof chooser>, label: string) => dialog.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) });

test('two devices change one draft: the stale one sees both versions and keeps its notes, then takes the office’s', async ({
  page,
  browser,
  playwright,
  stack,
  t,
  language,
  locale,
  viewport,
  isMobile,
  hasTouch,
}, testInfo) => {
  test.setTimeout(180_000);
  const tr = inspectionTexts(language);
  const officeRequest = await playwright.request.newContext({ baseURL: stack.url });
  const office = pageApi(officeRequest, stack.url);
  await prepareFieldOffice(office);
  await signInAsOwner(office);

  // The iPad starts the draft for Whitman and sends it.
  const ipad = page;
  await signInAsTechnician(ipad, t);
  await keepOfficeDataOnDevice(ipad, t);
  await ipad.goto('/inspection');
  const pick = ipad.getByLabel(tr('form.customer.pick'));
  await pick.selectOption((await pick.locator('option', { hasText: WHITMAN }).first().getAttribute('value')) as string);
  await expect(ipad).toHaveURL(/\/inspection\/[0-9a-f-]{36}$/);
  const id = new URL(ipad.url()).pathname.split('/').at(-1) as string;
  const originalPhone = await ipad.getByLabel(tr('form.customer.phone')).inputValue();
  // Moving on to the next section sends what was saved.
  await openSection(ipad, tr, 'system');
  await expect.poll(async () => (await officeCopy(office, id))?.version ?? null, { timeout: 30_000 }).toBe(1);
  const reportNumber = (await officeCopy(office, id))?.reportNumber as string;

  // The phone, a second device of Carlos's, opens the same draft from the office, then loses the signal.
  const phoneContext = await browser.newContext({ baseURL: stack.url, locale, viewport, isMobile, hasTouch });
  try {
    const phone = await phoneContext.newPage();
    await signInAsTechnician(phone, t);
    await phone.goto(`/inspection/${id}`);
    await expect(phone.getByLabel(tr('form.customer.name'))).toHaveValue(WHITMAN);
    await expect(phone.getByLabel(tr('form.customer.phone'))).toHaveValue(originalPhone);
    await phoneContext.setOffline(true);

    // Meanwhile the iPad changes the customer's phone and sends it (version 2).
    await openSection(ipad, tr, 'customer');
    await ipad.getByLabel(tr('form.customer.phone')).fill(IPAD_PHONE);
    await openSection(ipad, tr, 'system');
    await expect.poll(async () => (await officeCopy(office, id))?.document.customer.phone ?? null, { timeout: 30_000 }).toBe(IPAD_PHONE);

    // The phone, still offline, writes the notes; back in signal, its send is refused as stale.
    await openSection(phone, tr, 'summary');
    await phone.getByLabel(tr('form.summary.notes')).fill(PHONE_NOTES);
    await expect(phone.getByRole('status').filter({ hasText: tr('form.save.saved') })).toBeVisible();
    await phoneContext.setOffline(false);
    await openSection(phone, tr, 'customer', { arrive: false });

    // Nothing was overwritten: both versions side by side, the iPad's phone number and the phone's notes.
    const first = chooser(phone, tr, reportNumber);
    await expect(first).toBeVisible({ timeout: 30_000 });
    const phoneRow = answerRow(first, tr('sync.conflict.fields.phone'));
    await expect(phoneRow.locator('td[data-side="mine"]')).toHaveText(originalPhone);
    await expect(phoneRow.locator('td[data-side="theirs"]')).toHaveText(IPAD_PHONE);
    const notesRow = answerRow(first, tr('sync.conflict.fields.notes'));
    await expect(notesRow.locator('td[data-side="mine"]')).toHaveText(PHONE_NOTES);
    await expect(notesRow.locator('td[data-side="theirs"]')).toHaveText(tr('sync.conflict.empty'));
    const server = await officeCopy(office, id);
    expect(server?.version, 'the office still has the iPad’s version').toBe(2);
    expect(server?.document.summary.notes).toBe('');
    await phone.screenshot({ path: testInfo.outputPath(`conflict-chooser-${language}.png`), fullPage: true });

    // Carlos keeps his: the phone's version goes to the office, as the chooser said it would.
    await first.getByRole('button', { name: tr('sync.conflict.keepMine') }).click();
    await expect(first).toBeHidden();
    await expect.poll(async () => (await officeCopy(office, id))?.document.summary.notes ?? null, { timeout: 30_000 }).toBe(PHONE_NOTES);
    const kept = (await officeCopy(office, id)) as InspectionRecord;
    expect(kept.version).toBe(3);
    expect(kept.document.customer.phone).toBe(originalPhone);
    await openSection(phone, tr, 'summary');
    await expect(phone.getByLabel(tr('form.summary.notes'))).toHaveValue(PHONE_NOTES);

    // Second round: the phone is offline again and changes the notes; the office changes the phone meanwhile.
    await phoneContext.setOffline(true);
    await phone.getByLabel(tr('form.summary.notes')).fill(LATER_NOTES);
    await expect(phone.getByRole('status').filter({ hasText: tr('form.save.saved') })).toBeVisible();
    const edit: PutInspectionRequest = {
      reportNumber: kept.reportNumber,
      status: 'draft',
      document: { ...kept.document, customer: { ...kept.document.customer, phone: OFFICE_PHONE } },
      createdAt: kept.createdAt,
      savedAt: new Date().toISOString(),
    };
    const officeEdit = await officeRequest.put(`/api/inspections/${id}`, {
      data: edit,
      headers: { origin: stack.url, 'if-match': `"${kept.version}"` },
    });
    expect(officeEdit.ok(), await officeEdit.text()).toBeTruthy();
    await phoneContext.setOffline(false);
    await openSection(phone, tr, 'customer', { arrive: false });

    const second = chooser(phone, tr, reportNumber);
    await expect(second).toBeVisible({ timeout: 30_000 });
    await expect(answerRow(second, tr('sync.conflict.fields.phone')).locator('td[data-side="theirs"]')).toHaveText(OFFICE_PHONE);
    await expect(answerRow(second, tr('sync.conflict.fields.notes')).locator('td[data-side="mine"]')).toHaveText(LATER_NOTES);
    await second.getByRole('button', { name: tr('sync.conflict.useTheirs') }).click();
    await expect(second).toBeHidden();

    // The phone now shows the office's version, and sends nothing over it.
    await expect(phone.getByLabel(tr('form.customer.phone'))).toHaveValue(OFFICE_PHONE);
    await openSection(phone, tr, 'summary');
    await expect(phone.getByLabel(tr('form.summary.notes'))).toHaveValue(PHONE_NOTES);
    await expect(phone.locator('button[data-sync-state]').first()).toHaveAttribute('data-sync-state', 'done');
    const settled = (await officeCopy(office, id)) as InspectionRecord;
    expect(settled.version).toBe(4);
    expect(settled.document.customer.phone).toBe(OFFICE_PHONE);
    expect(settled.document.summary.notes).toBe(PHONE_NOTES);
  } finally {
    await phoneContext.close();
    await officeRequest.dispose();
  }
});

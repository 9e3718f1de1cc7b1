import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, signInAsOwner, test } from '../support/fixtures.js';
import { seedInspection } from '../support/inspection-seeds.js';
import { shootWidths } from '../support/inspection-steps.js';

// Issue 12, "Finding inspections": the owner opens /all-inspections, searches (the search stays in the address,
// so reload and Back keep it), narrows the list to completed inspections, exports the CSV and reads the
// downloaded file's rows (headed in the interface's language), and opens an inspection from the list.

const ADMIN = 'apps/mf-admin';
const SERVICE_LOCALES = join(import.meta.dirname, '..', '..', 'services', 'inspections', 'src', 'inspection-list', 'locales');

/** The CSV's rows as fields (RFC 4180: CRLF between rows, quoted fields with their quotes doubled). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

test('inspections list: the owner searches, filters by status, technician and dates, exports the CSV and opens an inspection', async ({
  page,
  api,
  t,
  language,
  stack,
}, testInfo) => {
  test.slow();
  const text = (key: string) => t(ADMIN, 'admin', `inspections.${key}`);
  // A word only this run's inspections carry: the stack is shared with the other tests of the project.
  const tag = `Ztag${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)}`;
  await signInAsOwner(api);
  const draft = await seedInspection(page.request, stack.url, language, {
    client: `Alma Reyes ${tag}`,
    address: '12 Cedar Ln, Austin, TX 78701',
    status: 'draft',
    costCents: 12000,
  });
  const completed = await seedInspection(page.request, stack.url, language, {
    client: `Bosque Verde HOA ${tag}`,
    address: '400 Pine Rd, Round Rock, TX 78664',
    status: 'completed',
    costCents: 125000,
  });
  await seedInspection(page.request, stack.url, language, {
    client: `Carmen Ortiz ${tag}`,
    address: '7 Oak Ct, Austin, TX 78704',
    status: 'draft',
    costCents: 0,
  });

  await page.goto('/all-inspections');
  await expect(page.getByRole('heading', { level: 1, name: text('title.all') })).toBeVisible();
  const table = page.getByRole('table', { name: text('caption') });
  const rows = table.locator('tbody tr');

  // Search: once typing pauses, the list and the address follow.
  await page.getByRole('searchbox', { name: text('filters.search') }).fill(tag.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
  await expect(rows).toHaveCount(3);
  await expect(table.getByText(draft.reportNumber)).toBeVisible();

  // Completed only: the draft leaves; the row shows the green badge, the date and the total in dollars.
  await page.getByRole('combobox', { name: text('filters.status') }).click();
  await page.getByRole('option', { name: text('filters.statuses.completed') }).click();
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: completed.reportNumber });
  await expect(row.locator(`td[data-label="${text('columns.status')}"]`)).toHaveText(t(ADMIN, 'admin', 'dashboard.recent.status.completed'));
  await expect(row.getByText('$1,250.00')).toBeVisible();
  await expect(page).toHaveURL(/[?&]status=completed/);

  // With rows, filters and the sort shown, axe finds nothing serious or critical (the accessibility test sees it empty).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  // A reload opens the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: text('filters.search') })).toHaveValue(tag.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(table.getByText(completed.reportNumber)).toBeVisible();

  // Export CSV: the file holds the filtered rows, headed in this language.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text('export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${text('export.fileName')}.csv`);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file.startsWith('\uFEFF'), 'the file starts with the byte order mark Excel reads UTF-8 by').toBe(true);
  const [header, ...data] = csvRows(file.slice(1));
  const headers = (JSON.parse(readFileSync(join(SERVICE_LOCALES, language, 'inspection-list.json'), 'utf8')) as { csvColumns: Record<string, string> })
    .csvColumns;
  expect(header?.slice(0, 4)).toEqual([headers['reportNumber'], headers['clientName'], headers['clientAddress'], headers['status']]);
  expect(data.map((fields) => fields.slice(0, 4))).toEqual([
    [completed.reportNumber, `Bosque Verde HOA ${tag}`, '400 Pine Rd, Round Rock, TX 78664', 'completed'],
  ]);

  await page.screenshot({ path: testInfo.outputPath(`office-inspections-${language}-desktop.png`), fullPage: true });
  await shootWidths(page, testInfo, language, 'office-inspections');

  // View opens the inspection; Back comes back to the same search.
  await row.getByRole('link', { name: t(ADMIN, 'admin', 'inspectionRow.viewLabel').replace('{{reportNumber}}', completed.reportNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/inspection/${completed.id}$`));
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: text('filters.search') })).toHaveValue(tag.toLowerCase());
  await expect(rows).toHaveCount(1);

  // Nothing matches: the list says so, and Clear filters lists every inspection again.
  await page.getByRole('searchbox', { name: text('filters.search') }).fill(`${tag} nobody`);
  await expect(page.getByText(text('noMatch.title'), { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: text('filters.clear') })
    .last()
    .click();
  await expect(page).toHaveURL(/\/all-inspections$/);
  await expect(table.getByText(draft.reportNumber)).toBeVisible();

  // A technician narrows the list (the owner saved these three: none is a technician's), kept in the address.
  await page.getByRole('searchbox', { name: text('filters.search') }).fill(tag.toLowerCase());
  await expect(rows).toHaveCount(3);
  const technician = page.getByRole('combobox', { name: text('filters.technician') });
  await technician.click();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/[?&]technician=/);
  await expect(page.getByText(text('noMatch.title'), { exact: true })).toBeVisible();
  await technician.click();
  await page.getByRole('option', { name: text('filters.allTechnicians') }).click();
  await expect(rows).toHaveCount(3);

  // So do the dates, on the browser's calendar: from tomorrow finds none, a To before the From is said and not
  // applied, and from today finds the three again.
  const [today, tomorrow] = await page.evaluate(() => {
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return [day(now), day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))];
  });
  const from = page.getByLabel(text('filters.from'), { exact: true });
  await from.fill(tomorrow);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${tomorrow}`));
  await expect(page.getByText(text('noMatch.title'), { exact: true })).toBeVisible();
  await page.getByLabel(text('filters.to'), { exact: true }).fill(today);
  await expect(page.getByRole('alert').filter({ hasText: text('filters.backwards') })).toBeVisible();
  await from.fill(today);
  await expect(rows).toHaveCount(3);
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, signInAsOwner, test, translator, type Language, type PageApi } from '../support/fixtures.js';

const ADMIN = 'apps/mf-admin';

interface Item {
  id: string;
  version: number;
  priceCents: number | null;
}

/** A word no other test's items carry, so a search finds only this test's. */
const token = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function createItem(api: PageApi, body: Record<string, unknown>): Promise<Item> {
  const response = await api.post('/api/pricebook/items', { kind: 'material', ...body });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Item;
}

/** A sentence of the pricebook's texts with its {{values}} filled in. */
const filled = (sentence: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), sentence);

// The owner selects two items, raises their prices by 10 %, checks every row's before and after in the
// preview (made by the server's dry run, nothing saved yet) and applies it.
test('pricebook: bulk price change with a preview of every row, then apply', async ({ page, t, api }) => {
  await signInAsOwner(api);
  const text = (key: string, values: Record<string, string | number> = {}) => filled(t(ADMIN, 'pricebook', key), values);
  const word = token();
  const rotor = await createItem(api, { nameEn: `Rotor ${word}`, nameEs: `Rotor ${word} ES`, sku: `ROT-${word}`, priceCents: 1000 });
  const valve = await createItem(api, { nameEn: `Valve ${word}`, sku: `VAL-${word}`, priceCents: 2050 });

  await page.goto('/admin/pricebook');
  await expect(page.getByRole('heading', { level: 1, name: text('bulk.title') })).toBeVisible();
  await page.getByRole('searchbox', { name: text('filters.search') }).fill(word);
  const table = page.getByRole('table', { name: text('bulk.caption') });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('checkbox', { name: new RegExp(`Rotor ${word}`) }).check();
  await table.getByRole('checkbox', { name: new RegExp(`Valve ${word}`) }).check();
  await expect(page.getByText(text('bulk.selectedCount_other', { count: 2 })).first()).toBeVisible();

  await page.getByLabel(text('bulk.percent')).fill('10');
  await page.getByRole('button', { name: text('bulk.preview') }).click();
  const preview = page.getByRole('region', { name: text('bulk.previewTitle'), exact: true });
  await expect(preview.getByText(text('bulk.previewSummary', { changed: 2, count: 2 }))).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: `Rotor ${word}` })).toContainText(/10\.00.*11\.00/);
  await expect(preview.getByRole('row').filter({ hasText: `Valve ${word}` })).toContainText(/20\.50.*22\.55/);
  // The preview changed nothing.
  expect(((await (await api.get(`/api/pricebook/items/${rotor.id}`)).json()) as Item).priceCents).toBe(1000);

  await preview.getByRole('button', { name: text('bulk.apply_other', { count: 2 }) }).click();
  await expect(page.getByText(text('bulk.applied_other', { count: 2 }), { exact: true })).toBeVisible();
  const after = (await (await api.get(`/api/pricebook/items/${valve.id}`)).json()) as Item;
  expect(after).toMatchObject({ priceCents: 2255, version: valve.version + 1 });
  await expect(table.getByRole('row').filter({ hasText: `Rotor ${word}` })).toContainText('11.00');
});

// The owner imports a CSV: the dry run lists the new row, the changed one (with what changes) and a row-level
// error with its line and column in the interface's language, and the file cannot be applied until fixed.
test('pricebook: CSV import dry run shows new, changed and row errors', async ({ page, t, api }) => {
  await signInAsOwner(api);
  const text = (key: string, values: Record<string, string | number> = {}) => filled(t(ADMIN, 'pricebook', key), values);
  const word = token();
  await createItem(api, { nameEn: `Nozzle ${word}`, sku: `NOZ-${word}`, priceCents: 500 });
  const csv = ['sku,name_en,price', `NOZ-${word},Nozzle ${word},6.50`, `NEW-${word},Drip line ${word},3.00`, `BAD-${word},Broken ${word},abc`].join('\n');

  await page.goto('/admin/pricebook');
  await expect(page.getByRole('heading', { level: 1, name: text('bulk.title') })).toBeVisible();
  await page.getByLabel(text('csv.importLabel')).setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const diff = page.getByRole('region', { name: text('csv.diffTitle', { file: 'prices.csv' }) });
  await expect(diff).toBeVisible();
  for (const [key, count] of [
    ['new', 1],
    ['changed', 1],
    ['errors', 1],
  ] as const) {
    await expect(diff.getByRole('listitem').filter({ hasText: text(`csv.counts.${key}`) })).toContainText(String(count));
  }
  const rows = diff.getByRole('table', { name: text('csv.rowsCaption') });
  await expect(rows.getByRole('row').filter({ hasText: `Drip line ${word}` })).toContainText(text('csv.statuses.new'));
  await expect(rows.getByRole('row').filter({ hasText: `Nozzle ${word}` })).toContainText(text('fields.priceCents'));
  const problems = diff.getByRole('list', { name: text('csv.errorsList') });
  await expect(problems).toContainText(text('csv.errorAt', { line: 4, column: 'price', message: text('csv.errors.not_a_price') }));
  await expect(diff.getByRole('button', { name: text('csv.apply_other', { count: 2 }) })).toBeDisabled();
});

/**
 * Every pricebook screen at a desktop, an iPad and a phone width, in both languages, for people to look at:
 * the page as it opens (the whole page; on a phone the first screenful), then the bulk preview, the item
 * dialog and the sync preview as their own pictures.
 */
test('pricebook: screenshots at 1440, 820 and 390 px in en and es', async ({ page, api, stack, language }) => {
  test.skip(language !== 'en', 'one run takes both languages');
  test.setTimeout(300_000);
  await signInAsOwner(api);
  expect((await api.post('/api/pricebook/sync')).ok()).toBeTruthy();
  const folder = join(import.meta.dirname, '..', 'test-results', 'pricebook');
  mkdirSync(folder, { recursive: true });
  const screens = [
    ['/pricebook', 'browse.title'],
    ['/pricebook-items', 'items.title'],
    ['/pricebook-categories', 'categories.title'],
    ['/admin/pricebook', 'bulk.title'],
    ['/admin/pricebook-sync', 'sync.title'],
  ] as const;
  for (const chosen of ['en', 'es'] as Language[]) {
    const text = (key: string, values: Record<string, string | number> = {}) => filled(translator(chosen)(ADMIN, 'pricebook', key), values);
    await page.addInitScript((value) => window.localStorage.setItem('irrigo.language', value), chosen);
    for (const width of [1440, 820, 390]) {
      const phone = width === 390;
      await page.setViewportSize({ width, height: phone ? 844 : 1000 });
      const shot = (name: string) => join(folder, `${name}-${chosen}-${width}.png`);
      for (const [path, title] of screens) {
        await page.goto(`${stack.url}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: text(title) })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: shot(path.replace(/\//g, '_').slice(1)), fullPage: !phone });
      }

      await page.goto(`${stack.url}/admin/pricebook`);
      const table = page.getByRole('table', { name: text('bulk.caption') });
      await table.getByRole('checkbox').nth(1).check();
      await table.getByRole('checkbox').nth(2).check();
      await page.getByLabel(text('bulk.percent')).fill('5');
      await page.getByRole('button', { name: text('bulk.preview') }).click();
      const preview = page.getByRole('region', { name: text('bulk.previewTitle'), exact: true });
      await expect(preview.getByRole('button', { name: text('bulk.apply_other', { count: 2 }) })).toBeVisible();
      await preview.screenshot({ path: shot('bulk-preview') });

      await page.goto(`${stack.url}/pricebook-items`);
      await page.getByRole('button', { name: text('items.new') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('itemForm.create') })
        .click();
      await expect(page.getByRole('dialog').getByText(text('validation.nameEnRequired'))).toBeVisible();
      await page.screenshot({ path: shot('item-dialog') });

      await page.goto(`${stack.url}/admin/pricebook-sync`);
      await page.getByRole('button', { name: text('sync.preview') }).click();
      const diff = page.getByRole('region', { name: text('sync.previewTitle') });
      await expect(diff.getByText(text('sync.servicesNotReadable'))).toBeVisible();
      await diff.screenshot({ path: shot('sync-preview') });
    }
  }
});

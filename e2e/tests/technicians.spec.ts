import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, giveTechnicianPassword, signInAsOwner, test, translator, type Language } from '../support/fixtures.js';

const ADMIN = 'apps/mf-admin';

/** The demo roster of the fake Housecall Pro: its four field techs, across Main Office and North Branch. */
const ROSTER = ['Carlos Mendoza', 'Jake Thompson', 'Luis Ramírez', 'María González'];

// The owner opens the roster, widens it to every location, sees each technician's account state (Carlos
// has a password, so his is active), and syncs with Housecall Pro again.
test('technicians: the owner sees the synced roster with account states and runs Sync now', async ({ page, t, api }) => {
  await signInAsOwner(api);
  await giveTechnicianPassword(api);
  const text = (key: string) => t(ADMIN, 'technicians', key);
  const states = ['none', 'invited', 'active', 'disabled'].map((state) => text(`states.${state}`));
  // A sentence with numbers or a date in it, as a pattern: each {{value}} stands for whatever was put there.
  const sentence = (key: string) =>
    new RegExp(
      text(key)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{\{\w+\}\}/g, '.+'),
    );

  await page.goto('/technicians');
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
  await page.getByRole('combobox', { name: text('filters.location') }).click();
  await page.getByRole('option', { name: text('filters.allLocations') }).click();

  const table = page.getByRole('table', { name: text('caption') });
  for (const name of ROSTER) {
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(new RegExp(`^(${states.join('|')})$`))).toBeVisible();
  }
  const carlos = table.getByRole('row').filter({ hasText: 'Carlos Mendoza' });
  await expect(carlos.getByText(text('states.active'), { exact: true })).toBeVisible();
  await expect(carlos.getByText(text('notAvailable'), { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: text('sync.run') }).click();
  await expect(page.getByText(sentence('sync.done'))).toBeVisible();
  await expect(page.getByText(sentence('sync.last'))).toBeVisible();
});

/**
 * Screenshots of the roster at a desktop, an iPad and a phone width, in both languages, for people to look
 * at; axe finds nothing serious or critical in any of them (the table and its stacked cards alike).
 */
test('technicians: screenshots at 1440, 820 and 390 px in en and es, each accessible', async ({ page, api, stack }) => {
  // It takes both languages itself: once is enough.
  test.skip(test.info().project.name !== 'desktop-en', 'taken in the desktop-en run');
  await signInAsOwner(api);
  expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
  const folder = join(import.meta.dirname, '..', 'test-results', 'technicians');
  mkdirSync(folder, { recursive: true });
  for (const language of ['en', 'es'] as Language[]) {
    const text = (key: string) => translator(language)(ADMIN, 'technicians', key);
    await page.addInitScript((chosen) => window.localStorage.setItem('irrigo.language', chosen), language);
    for (const width of [1440, 820, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.goto(`${stack.url}/technicians`);
      await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
      await expect(page.getByRole('table', { name: text('caption') }).getByText('Carlos Mendoza')).toBeVisible();
      await page.screenshot({ path: join(folder, `technicians-${language}-${width}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        `${language} at ${width} px`,
      ).toEqual([]);
    }
  }
});

import { inspectionTexts } from '../support/inspection-texts.js';
import {
  auditOpened,
  auditPaths,
  chooseLanguage,
  expectNoBlockingViolations,
  HEIGHT,
  LANGUAGES,
  OWNER_PATHS,
  WIDTHS,
  type Finding,
} from '../support/accessibility.js';
import { expect, signInAsOwner, test, translator } from '../support/fixtures.js';

// axe on every screen the owner opens (support/accessibility.ts), one test per language so that the two workers
// share the audit's longest part.
test.describe('accessibility: axe finds nothing serious or critical', () => {
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  for (const language of LANGUAGES) {
    test(`every screen the owner opens, the 404, the open user menu and the open location switcher (${language})`, async ({ page, api }) => {
      const findings: Finding[] = [];
      const t = translator(language);
      await signInAsOwner(api);
      // The roster sync brings the second location, so the switcher is a real choice.
      expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
      await page.goto('/dashboard');
      await chooseLanguage(page, language);
      await auditPaths(page, 'owner', language, OWNER_PATHS, findings);
      await auditOpened(
        page,
        'owner user menu',
        language,
        '/dashboard',
        async () => {
          await page.getByRole('button', { name: new RegExp(t('apps/shell', 'shell', 'userMenu.open').replace('{{name}}', '.*')) }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
        findings,
      );
      await auditOpened(
        page,
        'owner location switcher',
        language,
        '/dashboard',
        async () => {
          await page.getByRole('button', { name: new RegExp(`^${t('apps/shell', 'shell', 'location.current').replace('{{name}}', '')}`) }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
        findings,
      );

      // The tab names the screen in the interface language.
      await page.goto('/admin/accounts');
      await expect(page).toHaveTitle(`${t('apps/shell', 'titles', 'teamAccounts')} · Irrigo`);
      // From a field screen, the owner has a way back to the office at every width.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // The inspection form's own header leads back to the dashboard; the other field screens' frame to the office.
        for (const [path, back] of [
          ['/inspection', inspectionTexts(language)('form.header.back')],
          ['/site-mapping', t('apps/mf-tech', 'tech', 'nav.backToOffice')],
        ] as const) {
          await page.goto(path);
          await page.getByRole('link', { name: back }).click();
          await expect(page).toHaveURL(/\/dashboard$/);
        }
      }
      expectNoBlockingViolations(findings);
    });
  }
});

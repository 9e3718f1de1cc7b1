import { auditOpened, auditPaths, chooseLanguage, expectNoBlockingViolations, GUEST_PATHS, LANGUAGES, type Finding } from '../support/accessibility.js';
import { expect, test, translator } from '../support/fixtures.js';

// axe on every screen a guest opens (the sign-in pages, support/accessibility.ts) and on the dialogs they open,
// one test per language.
test.describe('accessibility: axe finds nothing serious or critical', () => {
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  for (const language of LANGUAGES) {
    test(`the guest screens, the password-reset dialog and the admin login dialog (${language})`, async ({ page }) => {
      const findings: Finding[] = [];
      const t = translator(language);
      await page.goto('/tech-login');
      await chooseLanguage(page, language);
      await auditPaths(page, 'guest', language, GUEST_PATHS, findings);
      await auditOpened(
        page,
        'guest password-reset dialog',
        language,
        '/tech-login',
        async () => {
          await page.getByRole('button', { name: t('apps/mf-auth', 'auth', 'passwordReset.open') }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        findings,
      );
      await auditOpened(
        page,
        'guest admin login dialog',
        language,
        '/email-auth',
        async () => {
          await page.getByRole('button', { name: t('apps/mf-auth', 'auth', 'adminLoginDialog.open') }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        findings,
      );
      expectNoBlockingViolations(findings);
    });
  }
});

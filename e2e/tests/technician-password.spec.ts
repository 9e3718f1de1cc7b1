import { expect, giveTechnicianPassword, signInAsOwner, TECHNICIAN, test } from '../support/fixtures.js';

const AUTH = 'apps/mf-auth';
const ADMIN = 'apps/mf-admin';
const TECH = 'apps/mf-tech';

/** Long, unlike the technician's name or e-mail, and not a common password: the server's policy accepts it. */
const NEW_PASSWORD = 'Aspersor-Rojo-Tarde-83';

// A technician whose password the owner set changes it: the dashboard's one-time prompt opens about 2 s after
// the first visit (right after signing in, so the server needs no current password), then Settings' card
// refuses the old password as the current one, and the technician signs out and back in with the new one. The owner then sees the
// change in the security log.
test.describe.serial('technician password change', () => {
  test('a technician replaces the password the owner set, then signs in with the new one', async ({ page, t, api }) => {
    await signInAsOwner(api);
    await giveTechnicianPassword(api);
    await api.post('/api/auth/logout');

    const signIn = async (password: string) => {
      await page.getByLabel(t(AUTH, 'auth', 'fields.email')).fill(TECHNICIAN.email);
      await page.getByLabel(t(AUTH, 'auth', 'fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') }).click();
    };

    await page.goto('/tech-login');
    await signIn(TECHNICIAN.password);
    await expect(page).toHaveURL(/\/tech-dashboard$/);

    // The password an admin set is marked to be changed: the dashboard says so, and the prompt opens after ~2 s.
    const notice = page.getByText(t(TECH, 'tech', 'dashboard.passwordNotice.title'));
    await expect(notice).toBeVisible();
    const shownAt = Date.now();
    const prompt = page.getByRole('dialog', { name: t(TECH, 'tech', 'passwordPrompt.title') });
    await expect(prompt).toBeVisible();
    expect(Date.now() - shownAt, 'the prompt waits about 2 s').toBeGreaterThan(1_200);
    await expect(prompt.getByText(t(TECH, 'tech', 'passwordPrompt.description'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('passwordChangeShown'))).not.toBeNull();

    const newPassword = prompt.getByLabel(t(TECH, 'tech', 'changePassword.newPassword'), { exact: true });
    const confirmPassword = prompt.getByLabel(t(TECH, 'tech', 'changePassword.confirmPassword'), { exact: true });
    const update = prompt.getByRole('button', { name: t(TECH, 'tech', 'changePassword.submit') });
    await expect(update).toBeDisabled();
    await expect(prompt.getByRole('button', { name: t(TECH, 'tech', 'passwordPrompt.skip') })).toBeEnabled();

    // The entries must match and have at least 6 characters.
    await newPassword.fill(NEW_PASSWORD);
    await expect(update).toBeDisabled();
    await confirmPassword.fill(`${NEW_PASSWORD}x`);
    await update.click();
    await expect(prompt.getByText(t(TECH, 'tech', 'changePassword.problems.mismatch.title'))).toBeVisible();
    await newPassword.fill('riego');
    await confirmPassword.fill('riego');
    await update.click();
    await expect(prompt.getByText(t(TECH, 'tech', 'changePassword.problems.tooShort.title'))).toBeVisible();

    // Show/hide reveals what was typed.
    await prompt
      .getByRole('button', { name: t('libs/i18n', 'common', 'form.showPassword') })
      .first()
      .click();
    await expect(newPassword).toHaveAttribute('type', 'text');

    await newPassword.fill(NEW_PASSWORD);
    await confirmPassword.fill(NEW_PASSWORD);
    await update.click();
    await expect(page.getByText(t(TECH, 'tech', 'changePassword.success.title'), { exact: true })).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(notice).toBeHidden();

    // Settings: the same technician, device-kept settings that survive a reload, and Sign Out.
    await page
      .getByRole('navigation', { name: t(TECH, 'tech', 'nav.bottomBarLabel') })
      .getByRole('link', { name: t(TECH, 'tech', 'nav.items.settings') })
      .click();
    await expect(page).toHaveURL(/\/tech-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: t(TECH, 'tech', 'settings.title') })).toBeVisible();
    await expect(page.getByText(TECHNICIAN.email).first()).toBeVisible();

    // Settings' card always asks for the current password (ASVS 2.1.6), and the server checks it.
    const card = page.getByRole('region', { name: t(TECH, 'tech', 'settings.password.title') });
    const cardUpdate = card.getByRole('button', { name: t(TECH, 'tech', 'changePassword.submit') });
    await card.getByLabel(t(TECH, 'tech', 'changePassword.newPassword'), { exact: true }).fill('Goteo-Lento-Verde-27');
    await card.getByLabel(t(TECH, 'tech', 'changePassword.confirmPassword'), { exact: true }).fill('Goteo-Lento-Verde-27');
    await expect(cardUpdate).toBeDisabled();
    await card.getByLabel(t(TECH, 'tech', 'changePassword.currentPassword'), { exact: true }).fill(TECHNICIAN.password);
    await cardUpdate.click();
    await expect(card.getByRole('alert')).toHaveText(t(TECH, 'tech', 'changePassword.failure.currentIncorrect'));

    const sms = page.getByRole('switch', { name: t(TECH, 'tech', 'settings.notifications.items.smsNotifications.label') });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await sms.click();
    await expect(
      page.getByRole('region', { name: t(TECH, 'tech', 'settings.notifications.title') }).getByText(t(TECH, 'tech', 'settings.saved')),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: t(TECH, 'tech', 'settings.notifications.items.smsNotifications.label') })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByRole('button', { name: t(TECH, 'tech', 'settings.signOut') }).click();
    await expect(page).toHaveURL(/\/tech-login$/);
    expect(await page.evaluate(() => localStorage.getItem('passwordChangeShown'))).toBeNull();

    // The old password no longer works; the new one does, and nothing asks for a change any more.
    await signIn(TECHNICIAN.password);
    await expect(page.getByText(t(AUTH, 'auth', 'techLogin.problems.wrongCredentials.title')).first()).toBeVisible();
    await signIn(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/tech-dashboard$/);
    await expect(page.getByText(TECHNICIAN.email).first()).toBeVisible();
    await expect(page.getByText(t(TECH, 'tech', 'dashboard.passwordNotice.title'))).toBeHidden();
    // Signing out forgot the prompt flag, so this counts as a first visit again: the prompt can be skipped.
    await page
      .getByRole('dialog', { name: t(TECH, 'tech', 'passwordPrompt.title') })
      .getByRole('button', { name: t(TECH, 'tech', 'passwordPrompt.skip') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: t(TECH, 'tech', 'nav.menu') }).click();
    await page.getByRole('button', { name: t(TECH, 'tech', 'nav.logout') }).click();
    await expect(page).toHaveURL(/\/tech-login$/);
  });

  test('the owner reads the password change in the security log', async ({ page, t, api }) => {
    await signInAsOwner(api);
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: t(ADMIN, 'admin', 'auditLog.title') })).toBeVisible();
    const changed = page.getByRole('row').filter({ hasText: t(ADMIN, 'admin', 'auditLog.types.password-changed') });
    await expect(changed.first()).toContainText(TECHNICIAN.email);
  });
});

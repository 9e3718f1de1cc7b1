import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@irrigo/contracts';
import { STORAGE_KEYS } from '@irrigo/session';
import { expect, giveTechnicianPassword, signInAsOwner, TECHNICIAN, test, translator, type Language } from '../support/fixtures.js';

/**
 * axe on every screen a guest, the owner and a technician can open, at a desktop, an iPad and a phone width,
 * in English and in Spanish: no serious or critical violation anywhere. One signed-in page per role; the
 * viewport changes under the open screen, so each path loads once per language.
 */
const WIDTHS = [1440, 820, 390] as const;
const HEIGHT = 900;
const LANGUAGES: readonly Language[] = ['en', 'es'];
const BLOCKING = new Set(['serious', 'critical']);

/** Values for a path's parameters: any id shows the screen (the sections do not load records yet). */
const pathOf = (route: RouteDefinition) => route.path.replace(/:[a-zA-Z]+/g, 'a1b2c3');

const GUEST_PATHS = ROUTES.filter((route) => route.guard === 'public').map(pathOf);
/** What an owner opens: everything signed-in; the public sign-in pages are the guest's. */
const OWNER_PATHS = ROUTES.filter((route) => route.guard !== 'public').map(pathOf);
/** A technician's own screens and the signed-in ones; office sections send them to their dashboard. */
const TECHNICIAN_PATHS = ROUTES.filter((route) => route.guard === 'technician' || route.guard === 'signed-in').map(pathOf);
const NOT_FOUND_PATH = '/no-such-screen';

interface Finding {
  screen: string;
  /** The path the screen ended up at (after any redirect). */
  path: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on what the page shows now and keeps what is serious or critical, named by `screen`. */
async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  // Only violations are reported in detail: passes and incomplete results would triple axe's time per page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const path = new URL(page.url()).pathname;
  for (const violation of violations) {
    if (!violation.impact || !BLOCKING.has(violation.impact)) continue;
    findings.push({
      screen,
      path,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

const report = (findings: Finding[]) =>
  findings.map((finding) => `${finding.impact} ${finding.id} on ${finding.screen}: ${finding.help}\n    ${finding.targets.join('\n    ')}`).join('\n');

/** Fails with every serious or critical finding, each named by its screen, rule and element. */
function expectNoBlockingViolations(findings: Finding[]): void {
  expect(findings, report(findings)).toEqual([]);
}

/**
 * What a resize or a click changed has been laid out and painted, and no animation is half-way: a dialog
 * fading in has colours of too little contrast until it has arrived.
 */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // Endless ones (a spinning status icon) never settle and change no colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The screen is drawn: the remote has arrived, no spinner is left, the language is the one chosen. */
async function settle(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Something of the screen is drawn (some sign-in screens still lack a <main>: axe reports that itself).
  await expect(page.locator('#root :is(main, h1, h2, form)').first()).toBeVisible();
  // A spinner is an empty role=status with a name (libs/ui Spinner); live regions with text are content.
  await expect(page.locator('[role="status"][aria-label]:empty')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A dialog or toast still fading in has colours axe cannot judge (half-transparent text): wait until every
  // finite animation has finished (endless ones, such as a skeleton's pulse, never do).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await nextFrames(page);
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
}

/** Labels of a bottom bar's tabs that do not fit their tab (cut, or a word broken): none, at any width. */
async function cutTabLabels(page: Page): Promise<string[]> {
  return page.locator('nav a').evaluateAll((links) =>
    links
      .filter((link) => getComputedStyle(link.closest('nav') as Element).position === 'fixed')
      .filter(
        (link) => link.scrollWidth > link.clientWidth + 1 || [...link.querySelectorAll('span')].some((label) => label.scrollWidth > label.clientWidth + 1),
      )
      .map((link) => link.textContent ?? ''),
  );
}

/**
 * Every path at every width: the viewport changes under the open screen. Each screen also has its own
 * title ("… · Irrigo", not the bare product name) and a bottom bar whose labels fit.
 */
async function auditPaths(page: Page, role: string, language: Language, paths: readonly string[], findings: Finding[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(path);
    await settle(page, language);
    for (const width of WIDTHS) {
      const screen = `${role} ${language} ${width}px ${path} (${new URL(page.url()).pathname})`;
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page, language);
      await audit(page, screen, findings);
      expect(await page.title(), `the title of ${screen}`).toMatch(/^\S.* · Irrigo$/);
      expect(await cutTabLabels(page), `bottom-bar labels cut on ${screen}`).toEqual([]);
    }
  }
}

/** Opens something (a menu, a dialog) at each width and runs axe with it open. */
async function auditOpened(
  page: Page,
  screen: string,
  language: Language,
  path: string,
  open: (page: Page, width: number) => Promise<void>,
  findings: Finding[],
) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(path);
    await settle(page, language);
    await open(page, width);
    await nextFrames(page);
    await audit(page, `${screen} ${language} ${width}px ${path}`, findings);
  }
}

test.describe('accessibility: axe finds nothing serious or critical', () => {
  test.describe.configure({ timeout: 600_000 });

  test('the guest screens, the password-reset dialog and the admin login dialog', async ({ page }) => {
    const findings: Finding[] = [];
    await page.goto('/tech-login');
    for (const language of LANGUAGES) {
      const t = translator(language);
      await chooseLanguage(page, language);
      await auditPaths(page, 'guest', language, [...GUEST_PATHS, NOT_FOUND_PATH], findings);
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
    }
    expectNoBlockingViolations(findings);
  });

  test('every screen the owner opens, the 404, the open user menu and the open location switcher', async ({ page, api }) => {
    const findings: Finding[] = [];
    await signInAsOwner(api);
    // The roster sync brings the second location, so the switcher is a real choice.
    expect((await api.post('/api/technicians/sync')).ok()).toBeTruthy();
    await page.goto('/dashboard');
    for (const language of LANGUAGES) {
      const t = translator(language);
      await chooseLanguage(page, language);
      await auditPaths(page, 'owner', language, [...OWNER_PATHS, NOT_FOUND_PATH], findings);
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
        for (const path of ['/inspection', '/site-mapping']) {
          await page.goto(path);
          await page.getByRole('link', { name: t('apps/mf-tech', 'tech', 'nav.backToOffice') }).click();
          await expect(page).toHaveURL(/\/dashboard$/);
        }
      }
    }
    expectNoBlockingViolations(findings);
  });

  test('every screen a technician opens', async ({ page, api }) => {
    const findings: Finding[] = [];
    await signInAsOwner(api);
    await giveTechnicianPassword(api);
    await api.post('/api/auth/logout');
    const signedIn = await api.post('/api/auth/technician/login', { email: TECHNICIAN.email, password: TECHNICIAN.password });
    expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
    await page.goto('/tech-dashboard');
    // The one-time change-password prompt is its own screen (checked below); here it would cover every page.
    await page.evaluate((key) => window.localStorage.setItem(key, new Date().toISOString()), STORAGE_KEYS.passwordChangeShown);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language);
      await auditPaths(page, 'technician', language, TECHNICIAN_PATHS, findings);
      // The way back to the office is for office roles only.
      await page.goto('/inspection');
      await settle(page, language);
      await expect(page.getByRole('link', { name: translator(language)('apps/mf-tech', 'tech', 'nav.backToOffice') })).toHaveCount(0);
    }
    expectNoBlockingViolations(findings);
  });
});

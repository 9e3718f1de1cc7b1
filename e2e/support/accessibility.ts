import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '@irrigo/contracts';
import { STORAGE_KEYS } from '@irrigo/session';
import { expect, type Language } from './fixtures.js';
import { afterNextFrames } from './frames.js';

// The accessibility audit's steps (tests/accessibility-*.spec.ts): axe on every screen a guest, the owner and a
// technician can open, at a desktop, an iPad and a phone width, in English and in Spanish: no serious or critical
// violation anywhere. One signed-in page per role and language; the viewport changes under the open screen, so
// each screen loads once per language. Each role and language is a test of its own, so the two workers share them.

export const WIDTHS = [1440, 820, 390] as const;
export const HEIGHT = 900;
export const LANGUAGES: readonly Language[] = ['en', 'es'];
const BLOCKING = new Set(['serious', 'critical']);

/** Values for a path's parameters: any id shows the screen (the sections do not load records yet). */
const pathOf = (route: RouteDefinition) => route.path.replace(/:[a-zA-Z]+/g, 'a1b2c3');

/** The paths a role opens, split by screen: axe reads one path of each at every width, the others share its screen. */
export interface RolePaths {
  /** The first path of each screen. */
  audited: string[];
  /** Other paths to a screen already read (a section placeholder, a second address of a screen): title and tabs only. */
  alike: string[];
}

/**
 * Routes that render the same module in the same frame, both with or both without a record id, are the same
 * screen to axe (the section placeholders differ only in their words): reading each again at three widths in two
 * languages would triple the audit's time and find nothing new.
 */
function byScreen(routes: readonly RouteDefinition[]): RolePaths {
  const seen = new Set<string>();
  const paths: RolePaths = { audited: [], alike: [] };
  for (const route of routes) {
    const screen = `${route.remote} ${route.module} ${route.frame} ${route.path.includes(':')}`;
    (seen.has(screen) ? paths.alike : paths.audited).push(pathOf(route));
    seen.add(screen);
  }
  return paths;
}

const NOT_FOUND_PATH = '/no-such-screen';
/** The 404 is a screen of its own for whoever meets it. */
const withNotFound = (paths: RolePaths): RolePaths => ({ ...paths, audited: [...paths.audited, NOT_FOUND_PATH] });
export const GUEST_PATHS = withNotFound(byScreen(ROUTES.filter((route) => route.guard === 'public')));
/** What an owner opens: everything signed-in; the public sign-in pages are the guest's. */
export const OWNER_PATHS = withNotFound(byScreen(ROUTES.filter((route) => route.guard !== 'public')));
/** A technician's own screens and the signed-in ones; office sections send them to their dashboard. */
export const TECHNICIAN_PATHS = byScreen(ROUTES.filter((route) => route.guard === 'technician' || route.guard === 'signed-in'));
export interface Finding {
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
  // Legacy mode runs axe in the page itself; the default runs it per frame and then merges the results in a new
  // blank tab, opened and closed for every audit. The screens have no frames, so both read the same.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
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
export function expectNoBlockingViolations(findings: Finding[]): void {
  expect(findings, report(findings)).toEqual([]);
}

/** How long a screen may take to stop moving; a screen that never does fails here, named, not at the test's end. */
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * What a resize or a click changed has been laid out and painted, and no animation is half-way: a dialog or
 * toast fading in has colours of too little contrast until it has arrived. Endless animations (a spinning
 * status icon, a skeleton's pulse) never finish and change no colour: they are not waited for.
 */
export async function untilStill(page: Page): Promise<void> {
  await afterNextFrames(page);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 100, timeout: SETTLE_TIMEOUT_MS },
  );
}

/** The screen is drawn: the remote has arrived, no spinner is left, the language is the one chosen. */
export async function settle(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Something of the screen is drawn (some sign-in screens still lack a <main>: axe reports that itself).
  await expect(page.locator('#root :is(main, h1, h2, form)').first()).toBeVisible();
  // A spinner is an empty role=status with a name (libs/ui Spinner); live regions with text are content.
  await expect(page.locator('[role="status"][aria-label]:empty')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await untilStill(page);
}

export async function chooseLanguage(page: Page, language: Language): Promise<void> {
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

/** The screen's own title ("… · Irrigo", not the bare product name) and a bottom bar whose labels fit. */
async function expectTitleAndTabs(page: Page, screen: string): Promise<void> {
  expect(await page.title(), `the title of ${screen}`).toMatch(/^\S.* · Irrigo$/);
  expect(await cutTabLabels(page), `bottom-bar labels cut on ${screen}`).toEqual([]);
}

/**
 * Each screen at every width (the viewport changes under the open screen), read by axe; a path to a screen
 * already read is opened at the narrowest width, where its title and its bottom bar are checked.
 */
export async function auditPaths(page: Page, role: string, language: Language, paths: RolePaths, findings: Finding[]) {
  const screenName = (width: number, path: string) => `${role} ${language} ${width}px ${path} (${new URL(page.url()).pathname})`;
  for (const path of paths.audited) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(path);
    await settle(page, language);
    for (const width of WIDTHS) {
      // The screen has just settled at the first width.
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settle(page, language);
      }
      await audit(page, screenName(width, path), findings);
      await expectTitleAndTabs(page, screenName(width, path));
    }
  }
  const narrowest = Math.min(...WIDTHS);
  await page.setViewportSize({ width: narrowest, height: HEIGHT });
  for (const path of paths.alike) {
    await page.goto(path);
    await settle(page, language);
    await expectTitleAndTabs(page, screenName(narrowest, path));
  }
}

/** Opens something (a menu, a dialog) at each width and runs axe with it open. */
export async function auditOpened(
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
    await untilStill(page);
    await audit(page, `${screen} ${language} ${width}px ${path}`, findings);
  }
}

import { defineConfig } from '@playwright/test';

/** Debian's Chromium, as these machines have it (stack-facts.md "Browser tests"); Playwright downloads nothing. */
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktopEn = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const desktopEs = { viewport: { width: 1280, height: 800 }, locale: 'es-MX' };
const phoneEs = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-US' };
const phoneEn = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' };
const iPadEs = { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, locale: 'es-US' };

/** The first journey needs an empty installation: it runs in a project (so a worker and a stack) of its own. */
const journey = (name: string, use: object) => ({ name: `${name} first journey`, testMatch: /first-journey\.spec\.ts/, use });
/** Every other screen, on a stack of its own; each spec sets up what it needs (signInAsOwner). */
const features = (name: string, use: object, skip: RegExp[] = []) => ({ name, testIgnore: [/first-journey\.spec\.ts/, ...skip], use });
/**
 * The technicians' app (installed, opened with no signal, updated; an inspection captured offline; two devices
 * changing one inspection) on the tablets and phones it is used on.
 */
const FIELD_APP_SPECS = [
  /pwa\.spec\.ts/,
  /offline-technician\.spec\.ts/,
  /technician-catalog\.spec\.ts/,
  /inspection-offline\.spec\.ts/,
  /inspection-conflict\.spec\.ts/,
];
/** Of those, the ones that run on tablets and phones only (the installable app is also tried at a desktop width). */
const FIELD_ONLY_SPECS = FIELD_APP_SPECS.filter((spec) => !spec.test('pwa.spec.ts'));
const fieldApp = (name: string, use: object) => ({ name: `${name} field app`, testMatch: FIELD_APP_SPECS, use });

/**
 * One project per way a person meets the product. Each project runs in its own workers with fresh stacks
 * (support/fixtures.ts), so each walks the first journey from an empty installation. A worker serves one project,
 * and each file goes to whichever worker is free, in this order: the longest projects first, so that the short
 * first journeys fill the end of the run instead of one worker finishing a long file alone.
 */
export default defineConfig({
  testDir: './tests',
  // Two workers, each with its own stack (support/fixtures.ts): the tests mostly wait on the browser and the
  // network, so two run side by side even on CI's two cores. E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  fullyParallel: false,
  // CI's two cores run two stacks and two browsers: a service starved for seconds answers 503 (as it should, and the
  // screen offers a retry), which fails a test that is not about that. One retry on CI; the list reporter still
  // names every test that needed it ("flaky"), and a test that fails twice fails the run.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  outputDir: './test-results/artifacts',
  use: {
    launchOptions: chromium,
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without the screencast
    // (a picture per frame, encoded while the test runs), which costs CPU that two cores running two stacks lack.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // The accessibility tests (both languages, every width) run once, here. Failure handling is the same in every
    // language and the field app's own specs run on the devices it is used on (below); of those, the installable
    // app (pwa) is also tried at a desktop width, where the office meets its offline card and update prompt.
    features('desktop-en', desktopEn, FIELD_ONLY_SPECS),
    features('desktop-es', desktopEs, [/resilience/, /accessibility/, ...FIELD_APP_SPECS]),
    // The field app's Spanish on the iPad, its English on the phone.
    fieldApp('ipad-es', iPadEs),
    fieldApp('phone-en', phoneEn),
    journey('desktop-en', desktopEn),
    journey('desktop-es', desktopEs),
    // At phone width the first journey is what a technician and an owner meet first.
    journey('phone-es', phoneEs),
  ],
});

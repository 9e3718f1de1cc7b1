import { defineConfig } from '@playwright/test';

/** Debian's Chromium, as these machines have it (stack-facts.md "Browser tests"); Playwright downloads nothing. */
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * One project per way a person meets the product. Each project runs in its own worker with a fresh stack
 * (support/fixtures.ts), so each walks the first journey from an empty installation.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  outputDir: './test-results/artifacts',
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop-en', use: { viewport: { width: 1280, height: 800 }, locale: 'en-US' } },
    // Failure handling is the same in every language and viewport: it runs once, in desktop-en.
    { name: 'desktop-es', testIgnore: /resilience/, use: { viewport: { width: 1280, height: 800 }, locale: 'es-MX' } },
    { name: 'phone-es', testIgnore: /resilience/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-US' } },
  ],
});

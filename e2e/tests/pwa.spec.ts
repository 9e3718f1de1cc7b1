import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { expect, signInAsOwner, test } from '../support/fixtures.js';

// Issue 9: the technicians' app installs on an iPad and opens with no signal (DESIGN.md "Offline first").

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const AUTH = 'apps/mf-auth';
const SHELL = 'apps/shell';

/** Width, height and whether it has an alpha channel, from a PNG's IHDR chunk. */
async function pngHeader(response: APIResponse): Promise<{ width: number; height: number; alpha: boolean }> {
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const colourType = bytes[25];
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: colourType === 4 || colourType === 6 };
}

/** The service worker has installed (the technician remotes are cached by then) and controls this page. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test.describe('the installable, offline-first app', () => {
  test('meets the install criteria: a parsed manifest, reachable icons, iOS tags, and a service worker controlling the page', async ({ page, context }) => {
    await page.goto('/tech-login');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestResponse = await page.request.get(manifestHref as string);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Irrigo',
      short_name: 'Irrigo',
      start_url: '/tech-dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f5f8f7',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const { width, height } = await pngHeader(response);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    // What the browser itself made of the manifest: no parse errors, nothing stopping an install.
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);

    // iOS reads its own tags: an opaque 180 px icon (transparent pixels turn black), full screen, a title.
    const appleIcon = await page.request.get((await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href')) as string);
    expect(await pngHeader(appleIcon)).toEqual({ width: 180, height: 180, alpha: false });
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Irrigo');
    await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await serviceWorkerControls(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    // Chromium's own install check. Test contexts are incognito, which alone rules out installing; nothing else may.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });

  test('opens the technician login with no connection once the service worker is active', async ({ page, context, t }) => {
    await page.goto('/tech-login');
    await expect(page.getByRole('heading', { name: t(AUTH, 'auth', 'techLogin.title') })).toBeVisible();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    try {
      await page.reload();
      // The shell and mf-auth both come from the worker's caches: the login screen itself, not the browser's offline page.
      await expect(page.getByRole('heading', { name: t(AUTH, 'auth', 'techLogin.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t(AUTH, 'auth', 'techLogin.submit') })).toBeVisible();
      await expect(page.getByText(t('libs/i18n', 'common', 'status.offline')).first()).toBeVisible();
      // Any other page URL starts the app too (the technician's home screen icon opens /tech-dashboard).
      await page.goto('/tech-dashboard');
      await expect(page.locator('#root')).not.toBeEmpty();
    } finally {
      await context.setOffline(false);
    }
  });

  test('an office screen that is not kept offline shows the offline card, and Retry loads it once back online', async ({ page, context, api, t }) => {
    await signInAsOwner(api);
    // An mf-tech screen: the office remote (mf-admin) is never loaded, so nothing of it is cached.
    await page.goto('/sell-plans');
    await expect(page.getByText('Green Valley Irrigation').first()).toBeVisible();
    await serviceWorkerControls(page);

    const offlineTitle = page.getByRole('heading', { name: t('libs/i18n', 'common', 'remoteUnavailable.offline.title') });
    const retry = page.getByRole('button', { name: t('libs/i18n', 'common', 'remoteUnavailable.retry') });
    await context.setOffline(true);
    try {
      await page.goto('/dashboard');
      await expect(offlineTitle).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(t('libs/i18n', 'common', 'remoteUnavailable.offline.description'))).toBeVisible();
      // The shell frame is still there around the card.
      await expect(page.getByText('Green Valley Irrigation').first()).toBeVisible();
      await retry.click();
      await expect(retry).toBeEnabled({ timeout: 20_000 });
      await expect(offlineTitle).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await retry.click();
    await expect(offlineTitle).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a new build of mf-tech served while the page is open brings the prompt, and Reload loads it', async ({ page, stack, api, t }) => {
    test.setTimeout(180_000);
    const secondBuild = await buildMfTechAgain();
    const newFiles = new Set(readdirSync(secondBuild).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file)));
    for (const file of readdirSync(join(REPO_ROOT, 'apps/mf-tech/dist'))) newFiles.delete(file);
    expect(newFiles.size, 'the second build has new content-hashed files').toBeGreaterThan(0);

    await signInAsOwner(api);
    await page.goto('/sell-plans');
    await expect(page.getByText('Green Valley Irrigation').first()).toBeVisible();
    await serviceWorkerControls(page);
    await page.goto('/sell-plans');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const prompt = page.getByRole('status').filter({ hasText: t(SHELL, 'shell', 'update.ready') });
    const reload = page.getByRole('button', { name: t(SHELL, 'shell', 'update.reload') });
    await stack.stopProcess('mf-tech');
    const server = await serveStatic(secondBuild, stack.ports['mf-tech']);
    try {
      // A value set on window lives only as long as the page is not reloaded.
      await page.evaluate(() => Object.assign(window, { irrigoE2eMarker: 'still-here' }));
      // The technician comes back to the app: it looks for a new version (iOS does not do it for a home-screen app).
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(prompt).toBeVisible();
      // It waits for the person: the page is not reloaded behind their back.
      expect(await page.evaluate(() => (window as unknown as { irrigoE2eMarker?: string }).irrigoE2eMarker)).toBe('still-here');
      await expect(reload).toBeVisible();

      // A 44 px target, inside the screen at this project's width (phone, iPad or desktop).
      const box = await reload.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (box && viewport) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await reload.focus();
      await expect(reload).toBeFocused();

      const newBuildLoaded = page.waitForResponse(
        (response) => response.ok() && [...newFiles].some((file) => response.url().endsWith(`/remotes/mf-tech/${file}`)),
        { timeout: 30_000 },
      );
      await page.keyboard.press('Enter');
      await newBuildLoaded;
      await expect(prompt).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'irrigoE2eMarker' in window)).toBe(false);
    } finally {
      await server.close();
      await stack.startProcess('mf-tech');
      rmSync(secondBuild, { recursive: true, force: true });
    }
  });
});

/**
 * A real second production build of mf-tech, in a temporary folder: the same configuration with a banner added after
 * minification, so every file's content, and so its hashed name, changes. The stack's own dist is left alone.
 */
async function buildMfTechAgain(): Promise<string> {
  const outputDir = mkdtempSync(join(tmpdir(), 'irrigo-mf-tech-second-build-'));
  const config = pathToFileURL(join(REPO_ROOT, 'apps/mf-tech/rspack.config.mjs')).href;
  const script = `
    import { rspack } from '@rspack/core';
    const { default: config } = await import(${JSON.stringify(config)});
    const banner = new rspack.BannerPlugin({ banner: '/* irrigo e2e: a second build of mf-tech */', raw: true, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 });
    const compiler = rspack({ ...config, output: { ...config.output, path: ${JSON.stringify(outputDir)} }, plugins: [...config.plugins, banner] });
    await new Promise((resolve, reject) => compiler.run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      compiler.close(resolve);
    }));
  `;
  await runNode(['--input-type=module', '-e', script], { NODE_ENV: 'production' });
  return outputDir;
}

function runNode(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args[0]} exited with ${code}: ${errors}`))));
  });
}

/** The stack's own static server (tools/stack/serve-static.mjs) on the remote's port, serving another folder. */
async function serveStatic(dir: string, port: number): Promise<{ close(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'tools/stack/serve-static.mjs'), dir, String(port), '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}: ${output}`)));
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

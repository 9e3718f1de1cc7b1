// Lighthouse 13 on the screens issue 9 names, with its defaults (mobile form factor, simulated slow 4G and
// 4× CPU throttling), printed next to the goals: performance >= 95, accessibility 100, best practices >= 95.
// Each page gets a fresh Chromium whose cookie jar already holds the right session, so Lighthouse loads
// the page as that person would (cookies are real, not an extra header a service worker would not forward).
// Lighthouse keeps cookies and localStorage (it clears caches and service workers), so the visit is cold.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { TECHNICIAN_LOCAL_STORAGE } from './accounts.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, progress } from './page-weight.mjs';

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const CATEGORIES = Object.keys(GOALS);
/** Audits that never score (manual checks, not applicable, information only). */
const UNSCORED = new Set(['manual', 'notApplicable', 'informative', 'error']);

/** Starts Chromium with a DevTools port Lighthouse can connect to; resolves once it listens. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'irrigo-bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, ['--headless', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open its DevTools port:\n${text}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${text}`)));
  });
  child.stderr.resume();
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Puts the session cookies and localStorage in the browser's default profile, then lets go of it. */
async function prepareProfile(port, gateway, { cookies = [], localStorage = {} }) {
  if (cookies.length === 0 && Object.keys(localStorage).length === 0) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(cookies.map((c) => ({ ...c, url: gateway })));
    const page = await context.newPage();
    await page.goto(`${gateway}/config.json`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
    }, localStorage);
    await page.close();
  } finally {
    // Disconnects only: Playwright attached to every page would otherwise sit in Lighthouse's measurements.
    await browser.close();
  }
}

const score = (category) => (category.score === null ? 'n/a' : Math.round(category.score * 100));

function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ...lhr.audits[ref.id], group: ref.group }))
    .filter((audit) => audit.score !== null && audit.score < 1 && !UNSCORED.has(audit.scoreDisplayMode));
}

/** What an audit points at: elements for accessibility, files or messages for the rest. */
function whereOf(audit, limit = 3) {
  const items = audit.details?.items ?? [];
  const named = items
    .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? item.description ?? item.label ?? null)
    // Lighthouse's own advice (markdown links) is in the HTML report; here only what the audit points at.
    .filter((name) => typeof name === 'string' && name.length > 0 && !name.includes(']('));
  const shown = [...new Set(named)].slice(0, limit).map((name) => (name.length > 110 ? `${name.slice(0, 107)}…` : name));
  return shown.length > 0 ? `: ${shown.join(' | ')}${named.length > limit ? ` (+${named.length - limit})` : ''}` : '';
}

/** Performance insights and diagnostics that failed, largest estimated savings first. */
function performanceFindings(lhr) {
  const savings = (audit) => Object.values(audit.metricSavings ?? {}).reduce((total, ms) => total + ms, 0);
  return failingAudits(lhr, 'performance')
    .filter((audit) => audit.group === 'insights' || audit.group === 'diagnostics')
    .sort((a, b) => savings(b) - savings(a) || (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0));
}

/** The element Lighthouse took as the largest paint, when it names one. */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node') ?? items.flatMap((item) => item.items ?? []).find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null;
}

async function audit(gateway, page, reportDir) {
  progress(`Lighthouse on ${page.path}`);
  const chrome = await startChromium();
  try {
    await prepareProfile(chrome.port, gateway, page);
    const result = await lighthouse(`${gateway}${page.path}`, { port: chrome.port, logLevel: 'error', output: ['html', 'json'], onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const [html, json] = result.report;
    const file = join(reportDir, `${page.path.slice(1)}.html`);
    writeFileSync(file, html);
    // The JSON beside it holds what the HTML only draws: long tasks, boot-up time per script, the request chain.
    writeFileSync(file.replace(/\.html$/, '.json'), json);
    return { ...page, lhr: result.lhr, file };
  } finally {
    await chrome.stop();
  }
}

/**
 * Prints one table of every page against the goals, then per page what keeps it from them.
 * `sessions` holds the technician's and the owner's cookies.
 */
export async function runLighthouse(gateway, sessions) {
  const pages = [
    { path: '/tech-login', who: 'signed out' },
    { path: '/tech-dashboard', who: 'technician', cookies: sessions.technician, localStorage: TECHNICIAN_LOCAL_STORAGE },
    { path: '/dashboard', who: 'owner', cookies: sessions.owner },
  ];
  const reportDir = join(tmpdir(), 'irrigo-bench-lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const results = [];
  for (const page of pages) results.push(await audit(gateway, page, reportDir));

  console.log(
    `\nLighthouse ${results[0].lhr.lighthouseVersion}, ${results[0].lhr.configSettings.formFactor}, ${results[0].lhr.configSettings.throttlingMethod} throttling`,
  );
  console.log(`goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices >= ${GOALS['best-practices']}\n`);
  console.log('| page | as | performance | accessibility | best practices | LCP ms | TBT ms | CLS | total KiB | final URL |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const { path, who, lhr } of results) {
    const [perf, a11y, bp] = CATEGORIES.map((id) => {
      const value = score(lhr.categories[id]);
      return value === 'n/a' || value >= GOALS[id] ? String(value) : `${value} ✗`;
    });
    const metric = (id) => lhr.audits[id]?.numericValue;
    console.log(
      `| ${path} | ${who} | ${perf} | ${a11y} | ${bp} | ${metric('largest-contentful-paint')?.toFixed(0)} | ${metric('total-blocking-time')?.toFixed(0)} | ` +
        `${metric('cumulative-layout-shift')?.toFixed(3)} | ${(metric('total-byte-weight') / 1024).toFixed(1)} | ${new URL(lhr.finalDisplayedUrl).pathname} |`,
    );
  }
  for (const { path, lhr, file } of results) {
    console.log(`\n${path} (report: ${file})`);
    if (lhr.runWarnings.length > 0) console.log(`  Lighthouse warned: ${lhr.runWarnings.join(' / ')}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${lhr.audits[id].title.replace(/ .*/, '')} ${lhr.audits[id].displayValue} (${Math.round((lhr.audits[id].score ?? 0) * 100)})`)
      .join(', ');
    console.log(`  metrics: ${metrics}`);
    const lcp = lcpElement(lhr);
    if (lcp) console.log(`  LCP element: ${lcp.length > 140 ? `${lcp.slice(0, 137)}…` : lcp}`);
    for (const finding of performanceFindings(lhr).slice(0, 6)) {
      console.log(`  perf  ${finding.id}${finding.displayValue ? ` (${finding.displayValue})` : ''}${whereOf(finding)}`);
    }
    for (const id of ['accessibility', 'best-practices']) {
      for (const finding of failingAudits(lhr, id))
        console.log(`  ${id === 'accessibility' ? 'a11y' : 'bp  '}  ${finding.id}: ${finding.title}${whereOf(finding)}`);
    }
  }
}

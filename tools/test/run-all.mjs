#!/usr/bin/env node
// `npm test`: every test of the workspace, cheapest failures first, ending with one closing count.
//   1. set-up: Debian's headless Chromium for the browser tests, installed when missing
//   2. formatting (Prettier, the whole tree), then build, lint and typecheck every project (Nx, cached)
//   3. unit and API tests of every project on the embedded database (PGlite)
//   4. when DATABASE_URL is set: the backend API tests again, against that PostgreSQL server
//   5. browser end-to-end tests (Playwright on Chromium) against the whole stack
// Options: --skip-e2e, --only-e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = new Set(process.argv.slice(2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULT_DIRS = ['apps', 'services', 'libs', 'tools', 'e2e'];

function run(title, command, commandArgs, env = process.env) {
  console.log(`\n== ${title}\n$ ${[command, ...commandArgs].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  console.log(`== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return false;
  }
  return run('set-up: apt-get update', 'apt-get', ['update', '-qq']) && run('set-up: install Chromium', 'apt-get', ['install', '-y', '-qq', 'chromium']);
}

/** Every test-results/*.json a runner wrote, summed into one count. */
function collectCounts() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const visit = (dir, depth) => {
    if (depth > 4 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'test-results') {
        for (const file of readdirSync(path).filter((f) => f.endsWith('.json'))) {
          const counts = JSON.parse(readFileSync(join(path, file), 'utf8'));
          console.log(`   ${relative(root, join(path, file))}: ${counts.passed} passed, ${counts.failed} failed`);
          for (const failure of counts.failures ?? []) console.log(`      ✗ ${failure}`);
          for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
        }
      } else visit(path, depth + 1);
    }
  };
  for (const dir of RESULT_DIRS) visit(join(root, dir), 0);
  return totals;
}

function clearResults() {
  const visit = (dir, depth) => {
    if (depth > 4 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'test-results') rmSync(path, { recursive: true, force: true });
      else visit(path, depth + 1);
    }
  };
  for (const dir of RESULT_DIRS) visit(join(root, dir), 0);
}

// On CI every task runs for real: Nx's cache can outlive a clone on the same machine.
const nxCache = process.env.CI ? ['--skip-nx-cache'] : [];
const nx = (targets, extra = []) => ['nx', 'run-many', '-t', ...targets, '--outputStyle=stream', ...nxCache, ...extra];
const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL;

clearResults();
const steps = [];
if (!args.has('--only-e2e')) {
  steps.push(() => run('formatting (fix with: npm run format)', 'npx', ['prettier', '--check', '--log-level=warn', '.']));
  steps.push(() => run('build, lint and typecheck', 'npx', nx(['build', 'lint', 'typecheck']), embeddedEnv));
  steps.push(() => run('unit and API tests (embedded PostgreSQL)', 'npx', nx(['test']), embeddedEnv));
  if (process.env.DATABASE_URL) {
    steps.push(() =>
      run(
        'API tests against PostgreSQL at DATABASE_URL',
        'npx',
        nx(['test'], ['--projects=tag:type:service,@irrigo/nest-kit', ...(nxCache.length ? [] : ['--skip-nx-cache'])]),
        {
          ...process.env,
          TEST_SUMMARY_NAME: 'summary-postgres',
        },
      ),
    );
  }
}
if (!args.has('--skip-e2e')) {
  steps.push(ensureChromium);
  if (args.has('--only-e2e')) steps.push(() => run('build', 'npx', nx(['build']), embeddedEnv));
  steps.push(() => run('browser end-to-end tests', 'npm', ['run', 'e2e', '--workspace', 'e2e'], embeddedEnv));
}

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

console.log('\n== test counts');
const totals = collectCounts();
if (!ok && totals.failed === 0) totals.failed = 1; // a step failed before any runner could count it
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);

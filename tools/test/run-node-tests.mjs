#!/usr/bin/env node
// Runs node's test runner in the current project with the spec reporter on screen and the counts in
// test-results/summary.json (read by `npm test`, restored from Nx's cache like any output).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const reporter = fileURLToPath(new URL('./node-summary-reporter.mjs', import.meta.url));
mkdirSync('test-results', { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${reporter}`,
    `--test-reporter-destination=test-results/${process.env.TEST_SUMMARY_NAME ?? 'summary'}.json`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

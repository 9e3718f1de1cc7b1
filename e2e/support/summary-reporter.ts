import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes the counts to test-results/summary.json for `npm test`'s closing line (tools/test/run-all.mjs). */
export default class SummaryReporter implements Reporter {
  private readonly counts = { runner: 'playwright', passed: 0, failed: 0, skipped: 0, failures: [] as string[] };

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else {
      this.counts.failed += 1;
      // eslint-disable-next-line no-control-regex
      const cause = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0];
      this.counts.failures.push(`${test.titlePath().filter(Boolean).join(' › ')}: ${(cause ?? '').slice(0, 240)}`);
    }
  }

  onEnd(_result: FullResult): void {
    const dir = join(import.meta.dirname, '..', 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'summary.json'), JSON.stringify(this.counts));
  }
}

// A reporter for node's test runner that yields the counts as JSON (see jest-summary-reporter.cjs).
// Use: node --test --test-reporter=spec --test-reporter-destination=stdout
//        --test-reporter=<this file> --test-reporter-destination=test-results/summary.json
export default async function* summaryReporter(source) {
  const summary = { runner: 'node', passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) summary.skipped += 1;
    else if (event.type === 'test:pass') summary.passed += 1;
    else {
      summary.failed += 1;
      const cause = String(event.data.details?.error?.cause?.message ?? event.data.details?.error?.message ?? '');
      summary.failures.push(`${event.data.file ?? ''} › ${event.data.name}: ${cause.split('\n')[0].slice(0, 240)}`);
    }
  }
  yield JSON.stringify(summary);
}

// Writes a project's pass/fail counts to test-results/ so `npm test` can print one closing line for
// the whole workspace, cached runs included (Nx restores test-results/ with the cache).
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const summary = {
      runner: 'jest',
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    const dir = path.join(this.rootDir, 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${process.env.TEST_SUMMARY_NAME ?? 'summary'}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;

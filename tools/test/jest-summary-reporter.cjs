// Writes a project's pass/fail counts to test-results/ so `npm test` can print one closing line for
// the whole workspace, cached runs included (Nx restores test-results/ with the cache).
const fs = require('node:fs');
const path = require('node:path');

// eslint-disable-next-line no-control-regex
const TERMINAL_COLOURS = /\u001b\[[0-9;]*m/g;

/** The first line of a failure message, without terminal colours, short enough for a log line. */
function firstLine(message = '') {
  const lines = message.replace(TERMINAL_COLOURS, '').split('\n');
  return (lines.find((line) => line.trim() !== '') ?? '').trim().slice(0, 240);
}

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
      // CI shows only the end of its log: the closing summary names what failed (tools/test/run-all.mjs).
      failures: results.testResults.flatMap((file) => [
        ...(file.testExecError ? [`${path.relative(this.rootDir, file.testFilePath)}: ${firstLine(file.testExecError.message)}`] : []),
        ...file.testResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${path.relative(this.rootDir, file.testFilePath)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`),
      ]),
    };
    const dir = path.join(this.rootDir, 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${process.env.TEST_SUMMARY_NAME ?? 'summary'}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;

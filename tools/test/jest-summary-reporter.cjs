// Writes a project's pass/fail counts to test-results/ so `npm test` can print one closing line for
// the whole workspace, cached runs included (Nx restores test-results/ with the cache).
const fs = require('node:fs');
const path = require('node:path');

// eslint-disable-next-line no-control-regex
const TERMINAL_COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * A failure message without terminal colours and stack, on one log line: the assertion and what it expected
 * and received (a diff of a list of problems included), short enough for CI's log.
 */
function gist(message = '') {
  const lines = message.replace(TERMINAL_COLOURS, '').split('\n');
  const stackStart = lines.findIndex((line) => /^\s+at /.test(line));
  const text = (stackStart === -1 ? lines : lines.slice(0, stackStart)).map((line) => line.trim()).filter((line) => line !== '');
  return text.join(' ⏎ ').slice(0, 1_000);
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
        ...(file.testExecError ? [`${path.relative(this.rootDir, file.testFilePath)}: ${gist(file.testExecError.message)}`] : []),
        ...file.testResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${path.relative(this.rootDir, file.testFilePath)} › ${test.fullName}: ${gist(test.failureMessages[0])}`),
      ]),
    };
    const dir = path.join(this.rootDir, 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${process.env.TEST_SUMMARY_NAME ?? 'summary'}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;

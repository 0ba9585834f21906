// Sums vitest JSON reports into the closing line CI reads: "N passed, N failed". Each failing test is
// named with its file and the first lines of its error here, at the very end of the log, because only
// the log's tail is kept when a run fails: a count alone says nothing about what to mend.
import { readFileSync } from 'node:fs';

const ERROR_LINES = 12;

let passed = 0;
let failed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${file.split('/').pop()}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push({ where, title: test.fullName ?? test.title, messages: test.failureMessages ?? [] });
    }
    // A file that failed before any test ran (an import error, a hook) has no failed test to name.
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push({ where, title: '(the file itself)', messages: [suite.message ?? ''] });
    }
  }
}
for (const { where, title, messages } of failures) {
  console.log(`\nFAILED ${where} > ${title}`);
  const lines = messages.join('\n').split('\n').slice(0, ERROR_LINES);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/*
 * `npm test` runs Vitest with one retry on CI, as Playwright does (scripts/test.sh): a test
 * that failed and then passed counts as passed, but it is flaky and must stay visible. This reporter
 * appends each such test's name and file to the file named by VITEST_FLAKY_FILE, which
 * scripts/test.sh prints under its summary.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const file = process.env.VITEST_FLAKY_FILE;
    if (!file || !testCase.diagnostic()?.flaky) return;
    appendFileSync(file, `${testCase.fullName} (${testCase.module.moduleId})\n`);
  }
}

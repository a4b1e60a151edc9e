// The one line of totals `npm test` ends with, read from what each suite reported and how it
// exited: a suite that exits as failed counts as failed even when none of its tests did.

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const OUTSIDE_TESTS =
    /Unhandled (Error|Rejection)|error during close|close timed out|Error in global|not a part of any test/i;

/**
 * What a suite printed about a failure none of its tests reports (an unhandled error, a
 * teardown that threw): from the first line naming one, else its last lines.
 */
export function outsideTests(log) {
    const lines = log.replace(ANSI, '').split('\n');
    const first = lines.findIndex((l) => OUTSIDE_TESTS.test(l));
    return (first >= 0 ? lines.slice(first, first + 60) : lines.slice(-30)).join('\n');
}

/**
 * @param {object} run
 * @param {boolean[]} run.checks lint, build, type-check: one test each
 * @param {Record<string, number | undefined>} run.exits each suite's exit code
 * @param {{ numPassedTests: number, numFailedTests: number, numFailedTestSuites: number } | undefined} run.vitest
 * @param {Array<{ name: string, report: { stats: { expected: number, unexpected: number, flaky: number }, errors: unknown[] } | undefined, required: boolean }>} run.playwright
 *   Playwright's reports; one missing counts as a failure only where it was `required`.
 * @returns {{ passed: number, failed: number, unexplained: string[] }} `unexplained`: the suites
 *   that exited as failed with no failed test to show for it, each counted as failed.
 */
export function totals({ checks, exits, vitest, playwright }) {
    let passed = checks.filter(Boolean).length;
    let failed = checks.length - passed;
    const unexplained = [];
    const failedWithout = (name, failedTests, outside) => {
        if (exits[name] !== 0 && failedTests === 0) {
            unexplained.push(name);
            failed += Math.max(1, outside);
        }
    };
    if (vitest) {
        passed += vitest.numPassedTests;
        failed += vitest.numFailedTests;
        // A file that could not even load has no test to fail.
        failedWithout('vitest', vitest.numFailedTests, vitest.numFailedTestSuites);
    } else failed += 1;
    for (const { name, report, required } of playwright) {
        if (report) {
            passed += report.stats.expected;
            const failedTests = report.stats.unexpected + report.stats.flaky;
            failed += failedTests;
            failedWithout(name, failedTests, report.errors.length);
        } else if (required) failed += 1;
    }
    return { passed, failed, unexplained };
}

import { describe, expect, it } from 'vitest';

import { outsideTests, totals } from './test-totals.mjs';

const report = (expected, unexpected = 0, errors = []) => ({ stats: { expected, unexpected, flaky: 0 }, errors });
const vitest = (passed, failed = 0, failedSuites = 0) => ({
    numPassedTests: passed,
    numFailedTests: failed,
    numFailedTestSuites: failedSuites,
});

describe('totals', () => {
    it('adds up the checks and every suite that passed', () => {
        const run = totals({
            checks: [true, true, true],
            exits: { vitest: 0, playwright: 0, cluster: 0 },
            vitest: vitest(10),
            playwright: [
                { name: 'playwright', report: report(5), required: true },
                { name: 'cluster', report: report(2), required: false },
            ],
        });
        expect(run).toEqual({ passed: 20, failed: 0, unexplained: [] });
    });

    it('counts a suite that exited as failed with every test passed: an unhandled error', () => {
        const run = totals({
            checks: [true, true, true],
            exits: { vitest: 1, playwright: 0 },
            vitest: vitest(10),
            playwright: [{ name: 'playwright', report: report(5), required: true }],
        });
        expect(run).toEqual({ passed: 18, failed: 1, unexplained: ['vitest'] });
    });

    it('counts each error Playwright reports outside its tests, and a failed test once', () => {
        const run = totals({
            checks: [true, false, true],
            exits: { vitest: 1, playwright: 1, cluster: 1 },
            vitest: vitest(10, 2, 1),
            playwright: [
                {
                    name: 'playwright',
                    report: report(5, 0, [{ message: 'teardown' }, { message: 'again' }]),
                    required: true,
                },
                { name: 'cluster', report: report(1, 1), required: true },
            ],
        });
        expect(run).toEqual({ passed: 18, failed: 1 + 2 + 2 + 1, unexplained: ['playwright'] });
    });

    it('counts a missing report as failed only where the suite had to run', () => {
        const run = totals({
            checks: [true],
            exits: { vitest: 1, playwright: 0 },
            vitest: undefined,
            playwright: [
                { name: 'playwright', report: report(1), required: true },
                { name: 'cluster', report: undefined, required: false },
            ],
        });
        expect(run).toEqual({ passed: 2, failed: 1, unexplained: [] });
        const required = totals({
            checks: [],
            exits: { vitest: 0, playwright: 0 },
            vitest: vitest(0),
            playwright: [{ name: 'cluster', report: undefined, required: true }],
        });
        expect(required.failed).toBe(1);
    });
});

describe('outsideTests', () => {
    it('shows the unhandled error, without colours, rather than the end of the log', () => {
        const log = [
            ' ✓ a test',
            '\u001b[31m⎯⎯⎯ Unhandled Rejection ⎯⎯⎯\u001b[39m',
            'Error: Connection is closed.',
            ' Test Files  1 passed (1)',
        ].join('\n');
        expect(outsideTests(log)).toBe(
            '⎯⎯⎯ Unhandled Rejection ⎯⎯⎯\nError: Connection is closed.\n Test Files  1 passed (1)',
        );
    });

    it('shows the last lines when nothing names the failure', () => {
        const log = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
        expect(outsideTests(log).split('\n')).toEqual(Array.from({ length: 30 }, (_, i) => `line ${i + 20}`));
    });
});

import fs from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The roles that say what a page told its visitor: its headings, alerts, notices and dialogs. */
const TELLING = /^\s*- (heading|alert|status|dialog|alertdialog)\b/;
const MAX_LINES = 25;

/**
 * Prints, after the run's summary, what each failed test's page said when it failed (from the
 * page snapshot Playwright keeps beside the failure): where a run's output ends, as on CI, a
 * failure shows whether the shop refused something, answered with an error page or was slow.
 */
export default class FailedPageReporter implements Reporter {
    private readonly failed: string[] = [];

    onTestEnd(test: TestCase, result: TestResult): void {
        if (result.status === 'passed' || result.status === 'skipped') return;
        const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
        if (!context?.path || !fs.existsSync(context.path)) return;
        const markdown = fs.readFileSync(context.path, 'utf8');
        // The page's snapshot is its one YAML block, under the error or under its own heading.
        const snapshot = /```yaml\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
        const lines = snapshot.split('\n').filter((l) => TELLING.test(l));
        if (!lines.length) return;
        const title = test.titlePath().filter(Boolean).join(' › ');
        this.failed.push(`${title}\n${lines.slice(0, MAX_LINES).join('\n')}`);
    }

    onEnd(): void {
        if (!this.failed.length) return;
        console.log(`\nWhat the page said when the test failed:\n\n${this.failed.join('\n\n')}`);
    }

    printsToStdio(): boolean {
        return true;
    }
}

/**
 * Ends the journeys' output with the plain "N passed, N failed" line (as the old runner did), so a reader of
 * CI's log, or a tool that reads closing lines, sees the count beside Playwright's own list report.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final attempt (no retries are configured, but stay right if they are).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status !== 'skipped') this.failed++;
  }

  onEnd(_result: FullResult): void {
    console.log(`${this.passed} passed, ${this.failed} failed`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

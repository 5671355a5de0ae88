import type { Reporter, TestModule } from "vitest/node";

/**
 * Closes a run with one plain `N passed, N failed, N skipped` line, the form CI
 * reads to tell a run that tested something from one that tested nothing.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        counts[test.result().state] += 1;
      }
    }
    const skipped = counts.skipped + counts.pending;
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${skipped} skipped`);
  }
}

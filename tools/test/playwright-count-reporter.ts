import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints one closing line, `e2e: N passed, N failed`, that tools/test/run.mjs adds up. */
export default class CountReporter implements Reporter {
  private readonly outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    const statuses = [...this.outcomes.values()];
    const passed = statuses.filter((status) => status === "passed").length;
    const failed = statuses.filter((status) => status !== "passed" && status !== "skipped").length;
    console.log(`e2e: ${passed} passed, ${failed} failed`);
  }
}

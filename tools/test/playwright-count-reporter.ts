import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints each failed test as `failed: project › file › test`, then one closing line, `e2e: N passed, N failed`, that
 * tools/test/run.mjs adds up (and whose failed lines it repeats at the end of the whole run).
 */
export default class CountReporter implements Reporter {
  private readonly outcomes = new Map<string, { test: TestCase; status: string }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, { test, status: result.status });
  }

  onEnd(): void {
    for (const { test, status } of this.outcomes.values()) {
      if (status !== "passed" && status !== "skipped") console.log(`failed: ${test.titlePath().filter(Boolean).join(" › ")} (${status})`);
    }
    const statuses = [...this.outcomes.values()].map(({ status }) => status);
    const passed = statuses.filter((status) => status === "passed").length;
    const failed = statuses.filter((status) => status !== "passed" && status !== "skipped").length;
    console.log(`e2e: ${passed} passed, ${failed} failed`);
  }
}

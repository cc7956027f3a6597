import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { firstLine } from "./first-line.mjs";

/**
 * Prints each failed test as `failed: project › file › test (status): the error's first line`, then one closing line,
 * `e2e: N passed, N failed`, that tools/test/run.mjs adds up (and whose failed lines it repeats at the end of the whole run).
 */
export default class CountReporter implements Reporter {
  private readonly outcomes = new Map<string, { test: TestCase; status: string; error?: string }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, { test, status: result.status, error: result.error?.message });
  }

  onEnd(): void {
    for (const { test, status, error } of this.outcomes.values()) {
      if (status === "passed" || status === "skipped") continue;
      console.log(`failed: ${test.titlePath().filter(Boolean).join(" › ")} (${status}): ${firstLine(error)}`);
    }
    const statuses = [...this.outcomes.values()].map(({ status }) => status);
    const passed = statuses.filter((status) => status === "passed").length;
    const failed = statuses.filter((status) => status !== "passed" && status !== "skipped").length;
    console.log(`e2e: ${passed} passed, ${failed} failed`);
  }
}

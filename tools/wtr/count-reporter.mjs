// Prints each failed test as `failed: file › suite › test: the error's first line`, then one closing line,
// `wtr: N passed, N failed`, that tools/test/run.mjs adds up (and whose failed lines it repeats at the end of the whole run).
import { relative } from "node:path";
import { firstLine } from "../test/first-line.mjs";

export function countReporter() {
  let passed = 0;
  let failed = 0;
  const walk = (suite, file, path) => {
    for (const test of suite.tests) {
      if (test.passed) passed++;
      else if (!test.skipped) {
        failed++;
        console.log(`failed: ${[file, ...path, test.name].join(" › ")}: ${firstLine(test.error?.message)}`);
      }
    }
    for (const child of suite.suites) walk(child, file, [...path, child.name]);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults, relative(process.cwd(), session.testFile), []);
        // a file that failed to load has no results but errors: count it as a failure
        if (!session.testResults?.tests.length && !session.testResults?.suites.length && session.errors?.length) {
          failed++;
          console.log(`failed: ${relative(process.cwd(), session.testFile)} (did not run: ${firstLine(session.errors[0]?.message)})`);
        }
      }
      console.log(`wtr: ${passed} passed, ${failed} failed`);
    },
  };
}

// Prints one closing line, `wtr: N passed, N failed`, that tools/test/run.mjs adds up.
export function countReporter() {
  let passed = 0;
  let failed = 0;
  const walk = (suite) => {
    for (const test of suite.tests) {
      if (test.passed) passed++;
      else if (!test.skipped) failed++;
    }
    for (const child of suite.suites) walk(child);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // a file that failed to load has no results but errors: count it as a failure
        if (!session.testResults?.tests.length && !session.testResults?.suites.length && session.errors?.length) failed++;
      }
      console.log(`wtr: ${passed} passed, ${failed} failed`);
    },
  };
}

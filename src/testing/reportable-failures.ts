/*
 * A failed test reaches the report only if its error can be copied: the test runner sends a file's results through
 * structuredClone, and a DOM node as an assertion's actual or expected value
 * (`expect(root.activeElement).to.equal(iframe)`) cannot be. The send then throws, and the whole file is reported
 * as "did not finish" once the runner's time limit is up, none of its results shown. Loaded on every test page
 * (web-test-runner.config.mjs, testRunnerHtml), after the test framework: a root afterEach writes such a value as text.
 */

/** A value as the report can carry it: itself if it can be copied, else its description (an element's tag). */
function reportable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    if (value instanceof Element) return `${value.outerHTML.slice(0, value.outerHTML.indexOf(">") + 1)} (an element)`;
    if (value instanceof Node) return `${value.nodeName} (a node)`;
    return String(value);
  }
}

/** Makes a failed assertion's values ones the report can carry. */
export function makeReportable(error: Error & { actual?: unknown; expected?: unknown }): void {
  if ("actual" in error) error.actual = reportable(error.actual);
  if ("expected" in error) error.expected = reportable(error.expected);
}

mocha.suite.afterEach(function (this: Mocha.Context) {
  const error = this.currentTest?.err;
  if (error) makeReportable(error);
});

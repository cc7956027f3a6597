import sinon from "sinon";

/*
 * Sinon's fake timers for a test, uninstalled after the test whatever happens to it.
 *
 * A test that times out with fake timers installed never reaches its own `clock.restore()`. The test runner's page
 * then sends the file's results from a `setTimeout` of the faked kind, which never fires: the whole file is
 * reported as "did not finish" with none of its tests, instead of the one test that timed out. Importing this
 * module adds a root `afterEach` to the test file that uninstalls the clocks its tests left installed.
 */

const installed: sinon.SinonFakeTimers[] = [];

afterEach(() => {
  // Uninstalling twice is harmless: a clock the test restored itself has no methods left to put back.
  for (const clock of installed.splice(0)) clock.restore();
});

export function installFakeTimers(config: Parameters<typeof sinon.useFakeTimers>[0]): sinon.SinonFakeTimers {
  const clock = sinon.useFakeTimers(config);
  installed.push(clock);
  return clock;
}

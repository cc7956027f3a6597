// The CPU time of a page's main-thread tasks, from Chromium's trace (each task's thread time, `tdur`). On a busy
// machine a task's wall time stretches with the load of other processes (two cores shared by several test runs
// made 20 ms of work a 150 ms task); its CPU time does not, and is what the task takes on an idle machine of the
// same speed. Beside the wall-clock rows, this is the long-task measure that holds while other work runs.

/** The trace categories that give each task of the renderer's main thread with its thread time. */
export const TASK_CPU_CATEGORIES = ["toplevel", "disabled-by-default-devtools.timeline"];

/** The CPU time in ms of each main-thread task in a trace (Playwright's browser.stopTracing() buffer), longest first. */
export function taskCpuTimes(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString("utf8")).traceEvents;
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")?.tid;
  return events
    .filter((event) => event.tid === main && event.ph === "X" && event.name === "RunTask" && event.tdur !== undefined)
    .map((event) => event.tdur / 1000)
    .sort((a, b) => b - a);
}

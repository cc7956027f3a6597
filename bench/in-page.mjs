// Functions evaluated inside the benchmark page.

/**
 * Inserts `count` elements with one innerHTML and returns ms until every one shows its content (laid out) and,
 * with `started`, matches that selector itself (an element that starts from its in-view observer's first answer).
 * Only custom elements are waited for: the anchor an x-tooltip or x-popover comes after is a plain button.
 */
export async function timeUpgrade({ markup, ready, started }) {
  const stage = document.getElementById("stage");
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  const allReady = () =>
    [...stage.children]
      .filter((el) => el.localName.includes("-"))
      .every((el) => el.shadowRoot?.querySelector(ready) && (!started || el.matches(started)));
  const startTime = performance.now();
  stage.innerHTML = markup;
  while (!allReady()) {
    // A subject that never shows its content (its script failed) fails the run instead of spinning until the tab dies.
    if (performance.now() - startTime > 30_000) throw new Error(`not ready after 30 s: ${ready}`);
    await nextTask();
  }
  void document.body.offsetHeight; // include style and layout
  const elapsed = performance.now() - startTime;
  stage.innerHTML = "";
  await nextTask();
  return elapsed;
}

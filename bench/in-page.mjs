// Functions evaluated inside the benchmark page.

/** Inserts `count` elements with one innerHTML and returns ms until every one shows its content (laid out). */
export async function timeUpgrade({ markup, ready }) {
  const stage = document.getElementById("stage");
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  const allReady = () => [...stage.children].every((el) => el.shadowRoot?.querySelector(ready));
  const started = performance.now();
  stage.innerHTML = markup;
  while (!allReady()) await nextTask();
  void document.body.offsetHeight; // include style and layout
  const elapsed = performance.now() - started;
  stage.innerHTML = "";
  await nextTask();
  return elapsed;
}

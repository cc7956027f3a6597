// The slider page's own script, as a site would write it in plain JavaScript: each slider's x-slide-change events
// in the log under it (`data-log-for` names the slider). It runs before the autoloader (the next module script of
// the page), so it listens before any slider starts.

/** Entries kept per log: an endless marquee must not grow the page without end. */
const KEEP = 100;

document.addEventListener("x-slide-change", (event) => {
  const slider = event.target;
  const log = slider.id ? document.querySelector(`[data-log-for="${slider.id}"]`) : null;
  if (!log) return;
  const { current, previous, total, source } = event.detail;
  const entry = document.createElement("li");
  // Seconds since the page opened: cheap, where the first toLocaleTimeString() loads locale data.
  entry.textContent = `${(event.timeStamp / 1000).toFixed(2)} s: ${previous} → ${current} of ${total} (${source})`;
  // Newest last, the log scrolled to it: entries already shown never move down (no layout shift).
  log.append(entry);
  while (log.children.length > KEEP) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
});

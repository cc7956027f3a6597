// The toggles page's own script, as a site would write it in plain JavaScript: a log of every x-open and x-close
// event, the booking form's answer, and the off-canvas menu closing when one of its links is followed. It runs
// before the autoloader (the next module script of the page), so it listens before any toggle starts.

/** Entries kept in the log. */
const KEEP = 100;

const log = document.getElementById("toggle-log");
for (const type of ["x-open", "x-close"]) {
  document.addEventListener(type, (event) => {
    if (!log) return;
    const { kind, source } = event.detail;
    const entry = document.createElement("li");
    // Seconds since the page opened: cheap, where the first toLocaleTimeString() loads locale data.
    entry.textContent = `${(event.timeStamp / 1000).toFixed(2)} s: ${type} #${event.target.id} (${kind}, ${source})`;
    // Newest last, the log scrolled to it: entries already shown never move down (no layout shift).
    log.append(entry);
    while (log.children.length > KEEP) log.firstElementChild.remove();
    log.scrollTop = log.scrollHeight;
  });
}

// The booking form: a thank-you in place of the form. Closing the dialog clears it (reset-on-close), and the next
// opening brings a fresh form from the <template>. The browser checks the required fields before this runs.
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(".booking")) return;
  event.preventDefault();
  const data = new FormData(form);
  const answer = document.createElement("p");
  answer.className = "booking-sent";
  answer.setAttribute("role", "status");
  answer.tabIndex = -1;
  answer.textContent = `Thank you, ${data.get("name")}. We will write to ${data.get("email")} within a working day.`;
  form.replaceWith(answer);
  answer.focus();
});

// A link in the off-canvas menu (at any level) closes the whole menu on its way to its section.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("#site-menu a[href]") : null;
  if (link) document.getElementById("site-menu-toggle")?.hide?.();
});

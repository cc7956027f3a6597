// The toggles page's own script, as a site would write it in plain JavaScript: a log of every x-open and x-close
// event, the booking form's answer, its unsaved input kept from a first close, and the off-canvas menu closing when one of its links is followed. It runs
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

// Unsaved input in the booking form: the first close (Escape, the close button, the backdrop) is refused with a
// warning in the dialog; the next one discards the input.
document.getElementById("book-demo-modal")?.addEventListener("x-before-close", (event) => {
  const modal = event.currentTarget;
  const form = modal.querySelector("form.booking");
  if (!form || modal.querySelector(".booking-unsaved") || !edited(form)) return;
  event.preventDefault();
  const warning = document.createElement("p");
  warning.className = "booking-unsaved";
  warning.setAttribute("role", "alert");
  warning.textContent = "Your request is not sent yet. Close again to discard it.";
  form.before(warning);
});

/** Whether a person changed any field of the form from what the page gave. */
function edited(form) {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) return field.checked !== field.defaultChecked;
    // A select without a `selected` option starts at its first.
    if (field instanceof HTMLSelectElement)
      return (
        field.selectedIndex !==
        Math.max(
          0,
          [...field.options].findIndex((option) => option.defaultSelected),
        )
      );
    return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
  });
}

// A link in the off-canvas menu (at any level) closes the whole menu on its way to its section.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("#site-menu a[href]") : null;
  if (link) document.getElementById("site-menu-toggle")?.hide?.();
});

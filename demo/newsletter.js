// The event log of the newsletter page: the events x-newsletter-form fires, in order.
const log = document.getElementById("event-log");
for (const name of ["started", "change", "submit", "submitted", "success", "error", "subscribed"]) {
  document.getElementById("newsletter").addEventListener(`x-newsletter-${name}`, (event) => {
    const item = document.createElement("li");
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}

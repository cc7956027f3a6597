// The event log of the contact form page: the wpcf7* events the forms fire, newest last.
const log = document.getElementById("event-log");
const names = ["beforesubmit", "statuschanged", "invalid", "unaccepted", "spam", "aborted", "mailsent", "mailfailed", "submit", "reset"];
for (const name of names) {
  document.addEventListener(`wpcf7${name}`, (event) => {
    const item = document.createElement("li");
    const form = event.target.closest("x-contact-form").id;
    item.textContent = `${form}: wpcf7${name} (${event.detail.status})`;
    log.append(item);
  });
}

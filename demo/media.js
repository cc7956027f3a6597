// The event log of the media page: the events the players and viewers fire, newest last.
const log = document.getElementById("event-log");
for (const name of ["x-play", "x-pause", "x-ended", "x-error", "x-page-change"]) {
  document.addEventListener(name, (event) => {
    const item = document.createElement("li");
    item.textContent = `${event.target.id}: ${name} ${JSON.stringify(event.detail)}`;
    log.append(item);
    log.scrollTop = log.scrollHeight;
  });
}

// The demo's own behaviour: an event log of every element event, and a playground whose controls are
// generated from dist/custom-elements.json. Plain JavaScript, as a site would write it.
// Event log: every event the elements declare, plus the events of plugins they replace (CF7's wpcf7*).
// The well-known names are listened to at once, before any element can fire; the rest once the manifest is read.
const log = document.getElementById("event-log");
const logged = new Set();
function logEvents(names) {
  for (const name of names) {
    if (logged.has(name)) continue;
    logged.add(name);
    document.addEventListener(name, (event) => {
      if (!log) return;
      const item = document.createElement("li");
      const source = event.target.id ? `#${event.target.id}` : event.target.localName;
      // Seconds since the page opened: cheap, where the first toLocaleTimeString() loads locale data (~30 ms).
      item.textContent = `${(event.timeStamp / 1000).toFixed(2)} s ${name} on ${source} ${JSON.stringify(event.detail ?? {})}`.slice(0, 300);
      log.prepend(item);
    });
  }
}
logEvents(["x-complete", "x-rate", "x-feedback", "x-status-change", "wpcf7submit", "wpcf7mailsent", "wpcf7invalid", "wpcf7mailfailed", "wpcf7spam"]);

const manifest = await fetch("/dist/custom-elements.json").then((response) => response.json());
const elements = manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));
logEvents(elements.flatMap((element) => element.events.map((e) => e.name)));

// Playground
const select = document.getElementById("playground-tag");
const fields = document.getElementById("playground-fields");
const stage = document.getElementById("playground-stage");
if (select && fields && stage) {
  for (const element of elements) select.append(new Option(`<${element.tagName}>`, element.tagName));
  // What each tag needs to show something: its required attributes, pointing at the demo's backend.
  const examples = {
    "x-countdown": { end: new Date(Date.now() + 3 * 86400000 + 4000000).toISOString() },
    "x-rating": { "post-id": "7", "load-results": "" },
    "x-rating-results": { "post-id": "7", "load-results": "" },
    "x-contact-form": {
      "form-id": "5",
      fields: JSON.stringify([
        { name: "your-name", type: "text", label: "Your name", required: true },
        { name: "your-email", type: "email", label: "Your email", required: true },
        { name: "your-message", type: "textarea", label: "Your message" },
        { name: "your-consent", type: "acceptance", label: "I agree that my data is stored to answer my enquiry." },
        { name: "submit", type: "submit", label: "Send" },
      ]),
    },
  };

  function show(tag) {
    const element = elements.find((e) => e.tagName === tag);
    const live = document.createElement(tag);
    live.id = "playground-element";
    for (const [name, value] of Object.entries(examples[tag] ?? {})) live.setAttribute(name, value);
    live.textContent = `Fallback content of <${tag}>`;
    stage.replaceChildren(live);
    fields.replaceChildren(
      ...element.attributes.map((attribute) => {
        const id = `playground-attribute-${attribute.name}`;
        const label = document.createElement("label");
        label.htmlFor = id;
        label.textContent = attribute.name;
        const input = attribute.type.text === "boolean" ? document.createElement("select") : document.createElement("input");
        input.id = id;
        if (input instanceof HTMLSelectElement) {
          input.append(new Option("(default)", ""), new Option("true", "true"), new Option("false", "false"));
        } else {
          input.placeholder = attribute.default === "null" ? "" : attribute.default;
          input.value = live.getAttribute(attribute.name) ?? "";
        }
        input.title = attribute.description;
        input.addEventListener("change", () => {
          if (input.value === "") live.removeAttribute(attribute.name);
          else live.setAttribute(attribute.name, input.value);
        });
        return wrap(label, input);
      }),
    );
  }
  const wrap = (...nodes) => {
    const div = document.createElement("div");
    div.append(...nodes);
    return div;
  };
  select.value = "x-countdown";
  select.addEventListener("change", () => show(select.value));
  show(select.value);
}

// The demo's own behaviour, as a site would write it in plain JavaScript: an event log of every event the elements
// declare, and a playground whose examples and controls come from dist/custom-elements.json. The manifest is a
// static import, so the log listens before the autoloader (the next script of the page) defines any element.
import manifest from "/dist/custom-elements.json" with { type: "json" };

const elements = manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));

// Event log
const log = document.getElementById("event-log");
for (const name of new Set(elements.flatMap((element) => element.events.map((e) => e.name)))) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement("li");
    const source = event.target.id ? `#${event.target.id}` : event.target.localName;
    // Seconds since the page opened: cheap, where the first toLocaleTimeString() loads locale data (~30 ms).
    item.textContent = `${(event.timeStamp / 1000).toFixed(2)} s ${name} on ${source} ${JSON.stringify(event.detail ?? {})}`.slice(0, 300);
    log.prepend(item);
  });
}

// Playground: an element's first example, and a control for each of its attributes.
const select = document.getElementById("playground-tag");
const fields = document.getElementById("playground-fields");
const stage = document.getElementById("playground-stage");

function control(attribute, live) {
  const id = `playground-attribute-${attribute.name}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = attribute.name;
  const literals = /^("[^"]*"\s*\|\s*)*"[^"]*"$/.test(attribute.type.text) ? [...attribute.type.text.matchAll(/"([^"]*)"/g)].map((m) => m[1]) : null;
  const choices = attribute.type.text === "boolean" ? ["true", "false"] : literals;
  let input;
  if (choices) {
    input = document.createElement("select");
    input.append(new Option("(default)", ""), ...choices.map((choice) => new Option(choice, choice)));
  } else {
    input = document.createElement("input");
    // The manifest writes a default as JSON: a text shows as itself, anything else (a JSON attribute's object) as JSON;
    // an object of texts shows the English texts it stands for.
    const fallback = attribute.texts ?? (attribute.default === undefined ? "" : JSON.parse(attribute.default));
    input.placeholder = typeof fallback === "string" ? fallback : JSON.stringify(fallback);
  }
  input.id = id;
  input.value = live.getAttribute(attribute.name) ?? "";
  input.title = attribute.description;
  input.addEventListener("change", () => {
    if (input.value === "") live.removeAttribute(attribute.name);
    else live.setAttribute(attribute.name, input.value);
  });
  const row = document.createElement("div");
  row.append(label, input);
  return row;
}

// The playground parses an example's markup from the manifest. Under Trusted Types (a site sending
// `require-trusted-types-for 'script'`) markup reaches the parser only through a policy: this page's own, named
// "x-elements-demo", which passes the manifest's examples and is used for nothing else.
const examplePolicy = window.trustedTypes?.createPolicy("x-elements-demo", { createHTML: (html) => html });

/** The example's nodes, parsed into an inert template (nothing in it runs), ready to be put on the page. */
function exampleNodes(html) {
  const template = document.createElement("template");
  template.innerHTML = examplePolicy ? examplePolicy.createHTML(html) : html;
  return template.content;
}

function show(tag) {
  const element = elements.find((e) => e.tagName === tag);
  stage.replaceChildren(exampleNodes(element.examples[0].html));
  const live = stage.firstElementChild;
  live.id = "playground-element";
  fields.replaceChildren(...element.attributes.map((attribute) => control(attribute, live)));
}

if (select && fields && stage) {
  for (const element of elements) select.append(new Option(`<${element.tagName}>`, element.tagName));
  select.value = "x-countdown";
  select.addEventListener("change", () => show(select.value));
  show(select.value);
}

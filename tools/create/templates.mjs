// The files `npm run create <name>` writes: a small element that works, passes the contract suite and its own test,
// for its author to grow. Each function takes { tag, name, component } (`x-hello`, `hello`, `Hello`).

/** src/<name>/<name>.element.ts: every key a declaration writes ({} where the element has none yet). */
export const declarationFile = ({ tag, component, customView }) => `import { attr, declare } from "../define/declare";

// Every key of a declaration: src/define/declaration.ts. Optional ones to add as the element grows: demo (the demo
// page that shows it), methods, properties, states, wordpress (its block in the block editor). See CONTRIBUTING.md.
export default declare({
  tag: "${tag}",
  summary: "A label before a text: say here, in one sentence, what <${tag}> is.",
  attributes: {
    label: attr.string("", { description: "The text shown before the element's own; absent: none." }),
  },
  events: {},
  slots: { "": "The text: shown as it is without JavaScript, after the label once upgraded." },
  parts: { box: "The box around the label and the text.", label: "The label." },
  cssProperties: { "--${tag}-gap": "The space after the label." },
  examples: [{ title: "A labelled text", html: '<${tag} label="Note">Written in the page.</${tag}>' }],
  reactEvents: false,${customView ? `\n  view: "${component}",` : ""}
});
`;

/** src/<name>/<Component>.tsx: the view, reading only the parsed attributes. */
export const viewFile = ({ name, component }) => `import type { ElementProps } from "../define/declare";
import type declaration from "./${name}.element";

/** The label, then the element's own text (its light DOM, slotted). */
export function ${component}({ label }: ElementProps<typeof declaration>) {
  return (
    <div part="box">
      {label && <span part="label">{label}</span>}
      <slot />
    </div>
  );
}
`;

/** src/<name>/<name>.css: the shadow root's CSS. */
export const stylesFile = ({ tag }) => `:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
[part="label"] {
  font-weight: bold;
  margin-inline-end: var(--${tag}-gap, 0.5em);
}
`;

/** src/<name>/<name>.cloak.css: the box reserved before the upgrade. */
export const cloakFile = ({ tag }) => `/* ${tag} is a block before and after the upgrade; without JavaScript its text shows as written. */
@layer x-elements {
  ${tag}:not([hidden]) {
    display: block;
  }
}
`;

/** src/<name>/<name>.test.ts: the element's own test, in Chromium. */
export const testFile = ({ tag, component }) => `import { expect, fixture, html } from "@open-wc/testing";
import "../../elements/${tag}";

type ${component}Element = HTMLElementTagNameMap["${tag}"];

async function render(template: Parameters<typeof fixture>[0]) {
  const el = await fixture<${component}Element>(template);
  await el.updateComplete;
  return el;
}

const labelOf = (el: ${component}Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="label"]');

describe("${tag}", () => {
  it("shows its label before its own text", async () => {
    const el = await render(html\`<${tag} label="Note">Written in the page.</${tag}>\`);
    expect(labelOf(el)?.textContent).to.equal("Note");
    const slot = el.shadowRoot!.querySelector("slot")!;
    expect(slot.assignedNodes().map((node) => node.textContent)).to.deep.equal(["Written in the page."]);
    await expect(el).to.be.accessible();
  });

  it("shows no label when it has none", async () => {
    const el = await render(html\`<${tag}>Written in the page.</${tag}>\`);
    expect(labelOf(el)).to.equal(null);
  });
});
`;

import { expect, html } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../elements/x-ai-search";
import { captureConsole } from "../testing/console";
import { framesUntil, mounted, panelOf, scriptsOf, widgetUrl } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";
import { part } from "../testing/parts";

type XAiSearch = HTMLElementTagNameMap["x-ai-search"];

/**
 * Records the address every script is given, and loads the stand-in widget (a blob URL) instead: whatever the
 * element asks for, nothing leaves the test server.
 */
function interceptScripts() {
  const requested: string[] = [];
  const standIn = widgetUrl();
  const descriptor = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "src")!;
  Object.defineProperty(HTMLScriptElement.prototype, "src", {
    ...descriptor,
    set(this: HTMLScriptElement, value: unknown) {
      requested.push(String(value));
      descriptor.set!.call(this, standIn);
    },
  });
  return { requested, restore: () => Object.defineProperty(HTMLScriptElement.prototype, "src", descriptor) };
}

const search = (src: string) =>
  mounted<XAiSearch>(html`<x-ai-search project-id="p1" project-key="k1" script-src=${src}>Search</x-ai-search>`, "x-ai-search");

/** Searches the way a visitor does, and waits for the widget's answer. */
async function ask(el: XAiSearch, query: string): Promise<void> {
  (part(el, "input") as HTMLInputElement).focus();
  await sendKeys({ type: query });
  await sendKeys({ press: "Enter" });
  await framesUntil(() => panelOf(el).textContent !== "", "the answer");
}

/** What a visitor's browser does with a script-src on a host the page does not allow, and with one it allows. */
describe("x-ai-search and the hosts the page allows", () => {
  const home = location.href;
  let log: ReturnType<typeof captureConsole>;
  let scripts: ReturnType<typeof interceptScripts>;
  beforeEach(() => {
    log = captureConsole();
    scripts = interceptScripts();
  });
  afterEach(() => {
    scripts.restore();
    log.restore();
    history.replaceState(history.state, "", home);
  });

  it("a script-src on another host: a search inserts the provider's default script, none of that host, with one warning", async () => {
    const el = await search("https://evil.example/sge.js");
    await ask(el, "opening hours");
    expect(scripts.requested).to.deep.equal(["https://cdn.customgpt.ai/js/sge.js"]);
    expect(scriptsOf(el)).to.have.length(1);
    expect(panelOf(el).textContent).to.equal("answer to opening hours for p1/k1");
    expect(el.scriptSrc).to.equal("https://cdn.customgpt.ai/js/sge.js");
    expect(log.warnings).to.deep.equal([
      '[x-ai-search] attribute "script-src": "https://evil.example/sge.js" is refused: a script on evil.example, a host this page does not allow (allowed: this site, cdn.customgpt.ai, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
    const reached = performance.getEntriesByType("resource").filter((entry) => entry.name.includes("evil.example"));
    expect(reached, "nothing asked of evil.example").to.deep.equal([]);
  });

  it("a script-src on a host of the head's <meta name=x-elements-allowed-hosts> is the script a search inserts, without a warning", async () => {
    const forget = allowHosts("widgets.example.net");
    try {
      const el = await search("https://widgets.example.net/sge.js");
      await ask(el, "opening hours");
      expect(scripts.requested).to.deep.equal(["https://widgets.example.net/sge.js"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });

  it("another address on the provider's own host is the script a search inserts, without a warning", async () => {
    const el = await search("https://cdn.customgpt.ai/js/sge-v2.js");
    await ask(el, "opening hours");
    expect(scripts.requested).to.deep.equal(["https://cdn.customgpt.ai/js/sge-v2.js"]);
    expect(log.warnings).to.deep.equal([]);
  });
});

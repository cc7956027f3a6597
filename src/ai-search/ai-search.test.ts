import { expect, html, oneEvent } from "@open-wc/testing";
import { sendKeys, sendMouse } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-ai-search";
import { captureConsole } from "../testing/console";
import { enforceTrustedTypes } from "../testing/trusted-types";
import { underEachMotionPreference } from "../testing/motion";
import { answerOf, framesUntil, missingUrl, mounted, panelOf, scriptsOf, widgetUrl } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { part } from "../testing/parts";

/** The search's state: the one of its custom states idle, loading and shown it shows (null before it runs). */
const searchState = (el: Element) => ["idle", "loading", "shown"].find((name) => el.matches(`:state(${name})`)) ?? null;

type XAiSearch = HTMLElementTagNameMap["x-ai-search"];

const own = (src: string) =>
  mounted<XAiSearch>(
    html`<x-ai-search project-id="p1" project-key="k1" script-src=${src} placeholder="Search this site">Search</x-ai-search>`,
    "x-ai-search",
  );
const input = (el: XAiSearch) => part(el, "input") as HTMLInputElement;
const clear = (el: XAiSearch) => part(el, "clear") as HTMLButtonElement;
const answerShown = (el: XAiSearch) => answerOf(el).checkVisibility();

async function type(el: XAiSearch, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: text });
}

describe("x-ai-search", () => {
  const home = location.href;
  let log: ReturnType<typeof captureConsole>;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    log.restore();
    history.replaceState(history.state, "", home);
  });

  it("renders a search form: role search, a labelled input named s, a clear and a submit button; axe", async () => {
    const el = await own(widgetUrl());
    expect(part(el, "form")!.getAttribute("role")).to.equal("search");
    expect(input(el).name).to.equal("s");
    expect(input(el).getAttribute("aria-label")).to.equal("Search");
    expect(input(el).placeholder).to.equal("Search this site");
    expect(clear(el).getAttribute("aria-label")).to.equal("Clear");
    expect(part(el, "submit")!.textContent).to.equal("Search");
    expect(searchState(el)).to.equal("idle");
    // The widget's container is in the light DOM, slotted below the field, with an id of its own.
    const panel = panelOf(el);
    expect(panel.id).to.match(/^x-ai-search-answer-\d+$/);
    expect(panel.assignedSlot).to.equal(part(el, "panel")!.querySelector("slot"));
    await expect(el).to.be.accessible();
  });

  it("prefills the input from the s parameter and marks has-content", async () => {
    history.replaceState(history.state, "", "?s=opening+hours");
    const el = await own(widgetUrl());
    expect(input(el).value).to.equal("opening hours");
    expect(el.matches(":state(has-content)")).to.equal(true);
    input(el).value = "";
    input(el).dispatchEvent(new Event("input"));
    await framesUntil(() => !el.matches(":state(has-content)"), "has-content removed");
  });

  it("on Enter: blocks the submission, sets q in place, inserts the widget script with its attributes, fires x-search", async () => {
    const el = await own(widgetUrl());
    const length = history.length;
    let prevented: boolean | undefined;
    part(el, "form")!.addEventListener("submit", (event) => queueMicrotask(() => (prevented = event.defaultPrevented)));
    await type(el, "how to rate");
    const searched = oneEvent(el, "x-search");
    await sendKeys({ press: "Enter" });
    expect((await searched).detail).to.deep.equal({ query: "how to rate" });
    expect({ bubbles: (await searched).bubbles, composed: (await searched).composed }).to.deep.equal({ bubbles: true, composed: true });
    await framesUntil(() => prevented !== undefined, "the submit event");
    expect(prevented, "default prevented").to.equal(true);
    expect(new URL(location.href).searchParams.get("q")).to.equal("how to rate");
    expect(history.length, "no new history entry").to.equal(length);
    const [script, ...more] = scriptsOf(el);
    expect(more).to.have.length(0);
    expect(script!.parentElement, "in the light DOM").to.equal(el);
    expect(script!.defer).to.equal(true);
    expect(script!.getAttribute("div_id")).to.equal(panelOf(el).id);
    expect(script!.getAttribute("p_id")).to.equal("p1");
    expect(script!.getAttribute("p_key")).to.equal("k1");
    expect(script!.assignedSlot, "slotted").to.not.equal(null);
    // The stand-in found its container by id and read its attributes through document.currentScript.
    await framesUntil(() => panelOf(el).textContent !== "", "the answer");
    expect(panelOf(el).textContent).to.equal("answer to how to rate for p1/k1");
    expect(part(el, "panel")!.hidden).to.equal(false);
  });

  it("in a preview (data-x-elements-preview on the root), Enter inserts no widget script and keeps the address", async () => {
    document.documentElement.setAttribute("data-x-elements-preview", "");
    try {
      const el = await own(widgetUrl());
      let searched = false;
      el.addEventListener("x-search", () => (searched = true));
      await type(el, "how to rate");
      await sendKeys({ press: "Enter" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(scriptsOf(el)).to.have.length(0);
      expect(searched).to.equal(false);
      expect(location.href).to.equal(home);
      expect(panelOf(el).hidden).to.equal(true);
    } finally {
      document.documentElement.removeAttribute("data-x-elements-preview");
    }
  });

  it("shows the answer panel below the field inside the form: 50px from its top, full width, 10px radius and padding, themeable", async () => {
    const el = await own(widgetUrl());
    await type(el, "layout");
    await sendKeys({ press: "Enter" });
    await framesUntil(() => panelOf(el).textContent !== "", "the answer");
    const form = part(el, "form")!.getBoundingClientRect();
    const panel = part(el, "panel")!;
    const box = panel.getBoundingClientRect();
    const style = getComputedStyle(panel);
    expect(box.top - form.top).to.equal(50);
    expect([box.left, box.width]).to.deep.equal([form.left, form.width]);
    expect([style.borderTopLeftRadius, style.paddingTop, style.paddingLeft]).to.deep.equal(["10px", "10px", "10px"]);
    el.style.setProperty("--x-ai-search-panel-top", "60px");
    el.style.setProperty("--x-ai-search-panel-radius", "4px");
    expect(panel.getBoundingClientRect().top - part(el, "form")!.getBoundingClientRect().top).to.equal(60);
    expect(getComputedStyle(panel).borderTopLeftRadius).to.equal("4px");
  });

  it("sets the widget script's src under enforced Trusted Types, through the x-elements policy: nothing refused", async () => {
    const el = await own(widgetUrl());
    await type(el, "strict");
    const trustedTypes = enforceTrustedTypes();
    try {
      await sendKeys({ press: "Enter" });
      await framesUntil(() => panelOf(el).textContent !== "" || log.errors.length > 0, "the answer");
      expect(trustedTypes.refused).to.deep.equal([]);
      expect(panelOf(el).textContent).to.equal("answer to strict for p1/k1");
    } finally {
      trustedTypes.off();
    }
  });

  it("shows a spinner titled Loading while loading, and restores the button 2000 ms after the load", async () => {
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const el = await own(widgetUrl());
    await type(el, "hours");
    const loaded = oneEvent(el, "x-answer-load");
    part(el, "submit")!.click();
    await framesUntil(() => searchState(el) === "loading", "loading");
    expect(clear(el).title).to.equal("Loading");
    expect(clear(el).getAttribute("aria-busy")).to.equal("true");
    expect(part(el, "spinner")).to.not.equal(null);
    expect((await loaded).detail).to.deep.equal({ query: "hours" });
    clock.tick(1999);
    await el.updateComplete;
    expect(searchState(el)).to.equal("loading");
    clock.tick(1);
    await framesUntil(() => searchState(el) === "shown", "shown");
    expect(clear(el).title).to.equal("Clear");
    expect(clear(el).hasAttribute("aria-busy")).to.equal(false);
    expect(part(el, "spinner")).to.equal(null);
  });

  it("on a failed script: logs the specification's text, restores at once, offers the site's own results, fires x-answer-error", async () => {
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const src = missingUrl();
    const el = await own(src);
    await type(el, "opening hours");
    const failed = oneEvent(el, "x-answer-error");
    await sendKeys({ press: "Enter" });
    expect((await failed).detail).to.deep.equal({ query: "opening hours", src });
    await framesUntil(() => searchState(el) === "idle", "idle");
    expect(log.errors).to.deep.equal(["[x-ai-search] Failed to load CustomGPT script"]);
    expect(scriptsOf(el)).to.have.length(0);
    expect(clear(el).title).to.equal("Clear");
    expect(input(el).value, "what was typed stays").to.equal("opening hours");
    // The panel says so, read out, and links to the site's results for the query (its own form: the site's root).
    await framesUntil(() => answerShown(el), "the panel with the message");
    const message = answerOf(el).querySelector('[role="alert"]')!;
    expect(message.textContent).to.equal("The answer could not be loaded. See all results for “opening hours”");
    const link = message.querySelector("a")!;
    expect(link.href).to.equal(`${location.origin}/?s=opening+hours`);
    expect(part(el, "panel")!.getAttribute("aria-label")).to.equal("Answer");
    clock.restore(); // axe waits on real timers
    clock = undefined;
    await expect(el).to.be.accessible();
    // It closes like an answer.
    clear(el).click();
    await framesUntil(() => !answerShown(el), "closed");
    expect(answerOf(el).textContent).to.equal("");
  });

  it("on a failed script in a theme's form: the results link is the form's action with the query as its input's name", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search project-id="p1" project-key="k1" script-src=${missingUrl()}
        ><form role="search" action="/site/?page=2#top">
          <label>Search <input type="search" name="term" /></label><button>Go</button>
        </form></x-ai-search
      >`,
      "x-ai-search",
    );
    const field = el.querySelector("input")!;
    field.focus();
    await sendKeys({ type: "maps & more" });
    await sendKeys({ press: "Enter" });
    await framesUntil(() => answerShown(el) && answerOf(el).querySelector("a") !== null, "the message");
    expect(el.querySelector("form")!.contains(answerOf(el))).to.equal(true);
    expect(answerOf(el).querySelector("a")!.href).to.equal(`${location.origin}/site/?term=maps+%26+more#top`);
    expect(log.errors).to.deep.equal(["[x-ai-search] Failed to load CustomGPT script"]);
  });

  it("the message follows the labels and the language: unavailable and allResults", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search
        lang="de"
        script-src=${missingUrl()}
        labels='{"unavailable":"Keine Antwort.","allResults":"Alles zu {query}"}'
      ></x-ai-search>`,
      "x-ai-search",
    );
    await type(el, "Karte");
    await sendKeys({ press: "Enter" });
    await framesUntil(() => answerOf(el).querySelector("a") !== null, "the message");
    expect(answerOf(el).textContent).to.equal("Keine Antwort. Alles zu Karte");
  });

  it("removes the earlier script and its answer before a new search", async () => {
    const el = await own(widgetUrl());
    await type(el, "first");
    await sendKeys({ press: "Enter" });
    await framesUntil(() => panelOf(el).textContent !== "", "the first answer");
    const first = scriptsOf(el)[0];
    input(el).select();
    await sendKeys({ type: "second" });
    await sendKeys({ press: "Enter" });
    expect(first!.isConnected).to.equal(false);
    expect(scriptsOf(el)).to.have.length(1);
    await framesUntil(() => panelOf(el).textContent !== "", "the second answer");
    expect(panelOf(el).textContent).to.equal("answer to second for p1/k1");
  });

  it("while loading the busy clear button ignores presses; when shown it closes the answer: the input emptied, focus in it", async () => {
    clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const el = await own(widgetUrl());
    await type(el, "hours");
    await sendKeys({ press: "Enter" });
    await framesUntil(() => answerShown(el) && searchState(el) === "loading", "loading, the panel shown");
    clear(el).click();
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([input(el).value, searchState(el), scriptsOf(el).length, answerShown(el)]).to.deep.equal(["hours", "loading", 1, true]);
    await framesUntil(() => answerOf(el).textContent !== "", "the answer");
    clock.tick(2000);
    await framesUntil(() => searchState(el) === "shown", "shown");
    clear(el).click();
    await framesUntil(() => !answerShown(el) && searchState(el) === "idle", "closed when shown");
    expect([input(el).value, searchState(el), scriptsOf(el).length, answerOf(el).textContent]).to.deep.equal(["", "idle", 0, ""]);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
  });

  it("Escape and a click outside close the answer and keep what was typed; a click inside keeps it", async () => {
    const el = await mounted<XAiSearch>(
      html`<div>
        <p id="outside">Outside</p>
        <x-ai-search project-id="p1" project-key="k1" script-src=${widgetUrl()}
          ><form role="search" class="search-form">
            <label><span>Search for:</span> <input type="search" name="s" /></label><button>Search</button>
          </form></x-ai-search
        >
      </div>`,
      "x-ai-search",
    );
    const field = el.querySelector("input")!;
    const ask = async () => {
      field.focus();
      await sendKeys({ press: "Enter" });
      await framesUntil(() => answerShown(el) && answerOf(el).textContent !== "", "the answer");
    };
    field.value = "hours";
    await ask();
    // In the field: the answer closes and the text stays (the search field does not empty itself as well).
    await sendKeys({ press: "Escape" });
    await framesUntil(() => !answerShown(el) && searchState(el) === "idle", "closed by Escape");
    expect([field.value, searchState(el), scriptsOf(el).length]).to.deep.equal(["hours", "idle", 0]);

    await ask();
    const click = async (target: Element) => {
      const box = target.getBoundingClientRect();
      await sendMouse({ type: "click", position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    };
    await click(answerOf(el));
    await click(field);
    expect(answerShown(el), "clicks inside keep it").to.equal(true);
    await click(el.ownerDocument.querySelector("#outside")!);
    await framesUntil(() => !answerShown(el), "closed by a click outside");
    expect([field.value, scriptsOf(el).length]).to.deep.equal(["hours", 0]);
    await sendMouse({ type: "move", position: [0, 0] });
  });

  it("the clear button is not shown while the field is empty and no panel shows; it keeps its room", async () => {
    const el = await own(widgetUrl());
    const room = clear(el).getBoundingClientRect();
    expect(clear(el).checkVisibility({ visibilityProperty: true }), "empty").to.equal(false);
    await type(el, "h");
    await framesUntil(() => clear(el).checkVisibility({ visibilityProperty: true }), "shown with text");
    expect(clear(el).getBoundingClientRect().toJSON()).to.deep.equal(room.toJSON());
    await sendKeys({ press: "Backspace" });
    await framesUntil(() => !clear(el).checkVisibility({ visibilityProperty: true }), "not shown once emptied");
    await expect(el).to.be.accessible();
  });

  it("gives a theme's input without a placeholder the element's placeholder, and leaves one that has its own", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search placeholder="Ask about our work" script-src=${widgetUrl()}
        ><form role="search"><input type="search" name="s" aria-label="Search" /><input name="t" placeholder="Theirs" /></form
      ></x-ai-search>`,
      "x-ai-search",
    );
    expect(el.querySelector<HTMLInputElement>("[name=s]")!.placeholder).to.equal("Ask about our work");
    el.setAttribute("input", "[name=t]");
    await framesUntil(() => el.querySelector<HTMLInputElement>("[name=s]")!.placeholder === "", "the first input's placeholder removed");
    expect(el.querySelector<HTMLInputElement>("[name=t]")!.placeholder).to.equal("Theirs");
  });

  it("an empty search writes no query to the address (and removes an earlier one)", async () => {
    history.replaceState(history.state, "", "?q=earlier&page=2");
    const el = await own(widgetUrl());
    input(el).focus();
    await sendKeys({ press: "Enter" });
    const params = new URL(location.href).searchParams;
    expect([params.has("q"), params.get("page")]).to.deep.equal([false, "2"]);
  });

  it("an empty search shows no panel and inserts no widget", async () => {
    const el = await own(widgetUrl());
    const events: string[] = [];
    el.addEventListener("x-search", (event) => events.push(event.type));
    input(el).focus();
    await sendKeys({ press: "Enter" });
    await type(el, "   ");
    await sendKeys({ press: "Enter" });
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([answerShown(el), part(el, "panel")!.hidden, scriptsOf(el).length, events.length]).to.deep.equal([false, true, 0, 0]);
  });

  describe("the panel is below the field, whatever the form's layout", () => {
    const cases = {
      "a one-line form": html`<form role="search" class="search-form" style="display: flex; gap: 8px">
        <label style="flex: 1"><input type="search" name="s" style="box-sizing: border-box; width: 100%; height: 40px" /></label
        ><button style="height: 40px">Search</button>
      </form>`,
      "a two-line form (its label stacked)": html`<form role="search" class="search-form" style="display: flex; flex-wrap: wrap; gap: 8px">
        <label for="stacked" style="flex-basis: 100%; line-height: 40px">Ask a question</label
        ><input id="stacked" type="search" name="s" style="height: 40px" /><button style="height: 40px">Search</button>
      </form>`,
    };
    for (const [name, form] of Object.entries(cases)) {
      it(`${name}: the panel's top is at or below the input's and the button's bottom, full width`, async () => {
        const el = await mounted<XAiSearch>(html`<x-ai-search script-src=${widgetUrl()}>${form}</x-ai-search>`, "x-ai-search");
        const field = el.querySelector("input")!;
        field.value = "layout";
        field.focus();
        await sendKeys({ press: "Enter" });
        await framesUntil(() => answerShown(el) && answerOf(el).textContent !== "", "the answer");
        const panel = answerOf(el).getBoundingClientRect();
        expect(panel.top).to.be.at.least(field.getBoundingClientRect().bottom);
        expect(panel.top).to.be.at.least(el.querySelector("button")!.getBoundingClientRect().bottom);
        const host = el.getBoundingClientRect();
        expect([panel.left, panel.width]).to.deep.equal([host.left, host.width]);
        // A one-line bar: 50px from its top (specification section 9).
        if (name === "a one-line form") expect(panel.top - el.querySelector("form")!.getBoundingClientRect().top).to.equal(50);
      });
    }
  });

  it("enhances a theme's form in place: the script goes inside the form, the answer below the field", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search project-id="p1" project-key="k1" script-src=${widgetUrl()}
        ><form role="search" action="/">
          <label>Search <input type="search" name="s" /></label><button>Go</button>
        </form></x-ai-search
      >`,
      "x-ai-search",
    );
    const form = el.querySelector("form")!;
    expect(part(el, "input"), "no input of its own").to.equal(null);
    form.querySelector("input")!.focus();
    await sendKeys({ type: "contact" });
    const searched = oneEvent(el, "x-search");
    form.querySelector("button")!.click();
    expect((await searched).detail).to.deep.equal({ query: "contact" });
    expect(scriptsOf(el)[0]!.parentElement).to.equal(form);
    await framesUntil(() => answerOf(el).textContent !== "", "the answer");
    expect(answerOf(el).textContent).to.equal("answer to contact for p1/k1");
    expect(location.pathname, "still on the test page").to.equal(new URL(home).pathname);
    await expect(el).to.be.accessible();
  });

  it("with a WordPress theme's search form, the answer container is inside that form, a region named Answer", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search project-id="p1" project-key="k1" script-src=${widgetUrl()}
        ><form role="search" class="search-form">
          <label><span>Search for:</span> <input type="search" name="s" /></label><button>Search</button>
        </form></x-ai-search
      >`,
      "x-ai-search",
    );
    const form = el.querySelector("form")!;
    expect(form.contains(answerOf(el)), "before a search").to.equal(true);
    form.querySelector("input")!.focus();
    await sendKeys({ type: "contact" });
    await sendKeys({ press: "Enter" });
    await framesUntil(() => answerOf(el).textContent !== "", "the answer");
    expect(form.contains(answerOf(el)), "with the answer").to.equal(true);
    expect(answerOf(el).getAttribute("role")).to.equal("region");
    expect(answerOf(el).getAttribute("aria-label")).to.equal("Answer");
    expect(answerOf(el).checkVisibility()).to.equal(true);
    // It is the panel: 10px radius and padding (specification section 9).
    const style = getComputedStyle(answerOf(el));
    expect([style.borderTopLeftRadius, style.paddingTop, style.paddingLeft]).to.deep.equal(["10px", "10px", "10px"]);
    await expect(el).to.be.accessible();
  });

  it("a trigger outside the form, named by selector, starts the search; the query goes to query-param", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search script-src=${widgetUrl()} input="#term" trigger="#go" query-param="query"
        ><form role="search"><label for="term">Search</label><input id="term" value="maps" /></form>
        <button type="button" id="go">Go</button></x-ai-search
      >`,
      "x-ai-search",
    );
    const searched = oneEvent(el, "x-search");
    el.querySelector<HTMLButtonElement>("#go")!.click();
    expect((await searched).detail).to.deep.equal({ query: "maps" });
    expect(new URL(location.href).searchParams.get("query")).to.equal("maps");
  });

  it("setup errors: a selector matching nothing logs the initialization error and renders its own form", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search input="#nothing"
        ><form role="search">
          <label>Search <input name="s" /></label></form
      ></x-ai-search>`,
      "x-ai-search",
    );
    await el.updateComplete;
    expect(log.errors).to.deep.equal(["[x-ai-search] Initialization Error : DOM Element not valid"]);
    expect(part(el, "input")).to.not.equal(null);
    log.errors.length = 0;
    el.setAttribute("trigger", ".missing");
    el.setAttribute("input", "");
    await el.updateComplete;
    expect(log.errors).to.deep.equal(["[x-ai-search] Initialization Error : DOM Element not valid"]);
  });

  it("setup errors: a value neither selector nor element is a type error, logged (not thrown); an element becomes #id", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search
        ><form role="search">
          <label>Search <input name="s" /></label></form
      ></x-ai-search>`,
      "x-ai-search",
    );
    el.setAttribute("input", "{bad");
    await el.updateComplete;
    expect(log.warnings).to.have.length(1);
    expect(log.warnings[0]).to.include("TypeError").and.include('attribute "input"');
    expect(el.input).to.equal("");
    const field = el.querySelector("input")!;
    (el as unknown as { input: unknown }).input = field; // an element, as a script may set it
    expect(el.getAttribute("input")).to.equal(`#${field.id}`);
    await el.updateComplete;
    expect(part(el, "input"), "the form inside is enhanced").to.equal(null);
  });

  it("setup errors: a search without a form logs 'this.form is not set' and inserts nothing", async () => {
    const el = await mounted<XAiSearch>(
      html`<x-ai-search input="#lonely"><input id="lonely" aria-label="Search" value="x" /></x-ai-search>`,
      "x-ai-search",
    );
    const events: string[] = [];
    el.addEventListener("x-search", (event) => events.push(event.type));
    el.querySelector("input")!.focus();
    await sendKeys({ press: "Enter" });
    await el.updateComplete;
    expect(log.errors).to.deep.equal(["[x-ai-search] this.form is not set"]);
    expect(scriptsOf(el)).to.have.length(0);
    expect(events).to.deep.equal([]);
  });

  it("fires nothing on programmatic changes, and leaves nothing in the light DOM when removed", async () => {
    const el = await own(widgetUrl());
    const events: string[] = [];
    for (const type of ["x-search", "x-answer-load", "x-answer-error"]) el.addEventListener(type, () => events.push(type));
    el.setAttribute("placeholder", "Other");
    el.setAttribute("script-src", missingUrl());
    el.removeAttribute("label");
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(events, "after attribute changes").to.deep.equal([]);
    // A person's search does fire (the listeners hear it), and then the element is removed mid-way.
    await type(el, "x");
    await sendKeys({ press: "Enter" });
    await framesUntil(() => scriptsOf(el).length === 0, "the failed script removed");
    expect(events[0]).to.equal("x-search");
    events.length = 0;
    el.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([...el.children]).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it("spins one turn per 0.9 s, and stands still under prefers-reduced-motion", async () => {
    const el = await own(widgetUrl());
    await type(el, "x");
    el.setAttribute("script-src", widgetUrl()); // a script that loads: the spinner stays 2000 ms
    await el.updateComplete;
    await sendKeys({ press: "Enter" });
    await framesUntil(() => part(el, "spinner") !== null, "the spinner");
    const spinner = part(el, "spinner")!;
    await underEachMotionPreference((reduce) => {
      const style = getComputedStyle(spinner);
      if (reduce) expect(style.animationName).to.equal("none");
      else expect([style.animationName, style.animationDuration]).to.deep.equal(["x-ai-search-spin", "0.9s"]);
    });
  });
});

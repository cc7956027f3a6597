import { expect, fixture, waitUntil } from "@open-wc/testing";
import "../../elements/x-animate";
import "../../elements/x-countdown";
import "../../elements/x-counter";
import "../../elements/x-flip-card";
import "../../elements/x-parallax";
import "../../elements/x-popover";
import "../../elements/x-skill-bar";
import "../../elements/x-sticky";
import "../../elements/x-toggle";
import "../../elements/x-tooltip";
import { nextTask } from "../shared/next-task";
import { attributesOf } from "./contract/states";
import { nextFrame } from "./scroll";

/*
 * A page builder or the block editor saves an element's markup after a visitor (or an editor's preview) changed
 * it: the runtime states are custom states, so the markup saved is the markup the page wrote. Each case brings an
 * element to a state the way a visitor or time does, checks the state, then the markup. (Elements whose light DOM
 * they enhance, a toggle's trigger ARIA, are checked on their own attributes; the contract suite does the same
 * for every example's steps.)
 */

interface Case {
  name: string;
  /** The markup the page wrote; the element is its first x- element. */
  markup: string;
  /** What a visitor (or time) does; absent: the element reaches its state by itself once rendered in view. */
  act?: (el: HTMLElement, page: HTMLElement) => Promise<void> | void;
  /** The custom states it shows afterwards. */
  states: string[];
  /** Only the element's own attributes are compared (it enhances its light DOM with ARIA or marks). */
  ownAttributesOnly?: boolean;
}

const click = (selector: string) => (_el: HTMLElement, page: HTMLElement) => page.querySelector<HTMLElement>(selector)!.click();
const focus = (selector: string) => (_el: HTMLElement, page: HTMLElement) => page.querySelector<HTMLElement>(selector)!.focus();

const CASES: Case[] = [
  {
    name: "x-toggle opened by a click",
    markup: '<x-toggle id="more"><button slot="trigger" type="button">More</button><p>Text</p></x-toggle>',
    act: click('[slot="trigger"]'),
    states: ["open"],
    ownAttributesOnly: true,
  },
  {
    name: "x-toggle that the page opens, closed by a click: its open attribute stays the page's",
    markup: '<x-toggle id="faq" open=""><button slot="trigger" type="button">Question</button><p>Answer</p></x-toggle>',
    act: click('[slot="trigger"]'),
    states: ["closed"],
    ownAttributesOnly: true,
  },
  {
    name: "x-flip-card turned by a click",
    markup: '<x-flip-card><p>Front</p><div slot="back"><p>Back</p></div></x-flip-card>',
    act: (el) => el.shadowRoot!.querySelector<HTMLElement>('[part="toggle"]')!.click(),
    states: ["flipped"],
  },
  {
    name: "x-tooltip shown on focus",
    markup: '<x-tooltip id="tip">Free delivery</x-tooltip>',
    act: focus("button"),
    states: ["open"],
  },
  {
    name: "x-popover opened by a click",
    markup: '<x-popover id="pop"><p>Ships in 2 days.</p></x-popover>',
    act: click("button"),
    states: ["open"],
  },
  {
    name: "x-countdown complete",
    markup: '<x-countdown end="2001-01-01T00:00:00Z" hide-on-complete="">Offer</x-countdown>',
    states: ["complete", "hidden-on-complete"],
  },
  { name: "x-counter counted", markup: '<x-counter to="12" speed="0">12</x-counter>', states: ["complete"] },
  { name: "x-skill-bar filled", markup: '<x-skill-bar percent="90" label="HTML">HTML 90%</x-skill-bar>', states: ["filled"] },
  { name: "x-animate entered", markup: '<x-animate effect="fade-in"><p>Hello</p></x-animate>', states: ["enter"] },
  {
    name: "x-parallax moving",
    markup: '<x-parallax speed="0.3" style="height: 10rem"><div slot="background" style="height: 20rem"></div><h2>Hills</h2></x-parallax>',
    states: ["moving"],
  },
  {
    name: "x-sticky fixed and shrunk once scrolled past",
    markup: '<x-sticky shrink="0.8"><div style="height: 3rem">Bar</div></x-sticky>',
    act: async () => {
      window.scrollTo({ top: 400, behavior: "instant" });
      await nextFrame();
      await nextFrame();
    },
    states: ["fixed", "shrunk"],
  },
];

describe("saved markup: what a visitor changes is a custom state, never the page's markup", () => {
  afterEach(() => window.scrollTo({ top: 0, behavior: "instant" }));

  for (const { name, markup, act, states, ownAttributesOnly } of CASES) {
    it(name, async () => {
      const page = await fixture<HTMLElement>(`<div style="padding: 6rem 1rem 200vh"><button type="button">Anchor</button>${markup}</div>`);
      const el = page.querySelector<HTMLElement & { updateComplete: Promise<void> }>(":scope > :not(button)")!;
      await el.updateComplete;
      const written = attributesOf(el);
      // A tag's first render on a page is not synchronous: React runs its passive effects (where the tooltip and
      // popover start listening on their anchor) a task after updateComplete, so the visitor acts a task later.
      await nextTask();
      await act?.(el, page);
      await waitUntil(() => states.every((state) => el.matches(`:state(${state})`)), `${states.join(", ")} shown`, { timeout: 3000 });
      await el.updateComplete;
      if (ownAttributesOnly) expect(attributesOf(el)).to.deep.equal(written);
      else expect(el.outerHTML).to.equal(markup);
    });
  }
});

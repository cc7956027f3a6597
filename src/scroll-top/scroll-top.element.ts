import { attr, declare, event } from "../define/declare";
import { textCheck } from "../shared/checks";

const isSelector = (raw: string): boolean => {
  if (raw.trim() === "" || typeof document === "undefined") return true;
  try {
    document.createDocumentFragment().querySelector(raw);
    return true;
  } catch {
    return false;
  }
};

export type ScrollTopDetail = { from: number };

export default declare({
  tag: "x-scroll-top",
  summary: "A back-to-top button that appears once most of the page is scrolled, scrolls up smoothly and moves focus to the page's start.",
  description:
    "The element's content (a link to the top of the page) is the no-JavaScript fallback. With JavaScript a labelled button takes its place, hidden (also from assistive technology) until the threshold is scrolled; it follows the shared scroll frame (one passive listener, one run per animation frame). The page keeps a strip free at its end for the button, so that there it covers no content (a footer's links); elsewhere it hides while it would cover a link, a control or a video.",
  attributes: {
    threshold: attr.number(0.75, { min: 0, max: 1, description: "The share of the page (0 to 1) that must be scrolled before the button shows." }),
    duration: attr.number(850, { min: 0, description: "Milliseconds the scroll to the top takes (instant under reduced motion)." }),
    label: attr.string("", {
      description: "The button's text (also its accessible name); absent: \"Back to top\" in the language of the element's text.",
    }),
    focusTarget: attr.custom<string>(textCheck(isSelector, "is not a CSS selector"), "", {
      type: "string",
      serialize: (value) => value,
      description: "A selector for what takes focus at the top; empty: the page's first h1, else main.",
    }),
  },
  events: {
    "x-scroll-top": event<ScrollTopDetail>("A person pressed the button: the page scrolls up from `from` (px)."),
  },
  slots: { "": "A link to the top of the page, shown without JavaScript." },
  parts: { button: "The button." },
  cssProperties: {
    "--x-scroll-top-background": "Background of the button.",
    "--x-scroll-top-color": "Colour of its arrow and text.",
    "--x-scroll-top-size": "Its height.",
    "--x-scroll-top-inset": "Distance from the viewport's bottom right corner.",
    "--x-scroll-top-clearance":
      "Height of the strip kept free at the page's end (padding at the document's bottom), where the button sits clear of the last content; default: the button's height and its inset above and below; 0 for none.",
  },
  states: { shown: "Set while the button shows." },
  wordpress: { block: { title: "Back-to-top button", icon: "arrow-up-alt", keywords: ["scroll", "top", "back to top"] } },
  demo: "/navigation.html",
  examples: [
    {
      title: "Back to top",
      html: '<x-scroll-top><a href="#top">Back to top</a></x-scroll-top>',
      // The contract suite's page does not scroll, so this clicks the hidden button: it checks the event, not when
      // the button shows (scroll-top.test.ts does).
      acts: [{ click: '[part="button"]', fires: ["x-scroll-top"] }],
    },
    {
      title: "Earlier, faster, focusing the main heading",
      html: '<x-scroll-top threshold="0.5" duration="400" label="Top of page" focus-target="main h1"><a href="#top">Top of page</a></x-scroll-top>',
    },
  ],
});

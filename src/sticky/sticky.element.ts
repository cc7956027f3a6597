import { attr, declare } from "../define/declare";
import { textCheck } from "../shared/checks";
import { isTriggerOffset } from "./sticky";

const triggerCheck = textCheck(isTriggerOffset, "is neither a number of pixels nor a CSS selector");

export default declare({
  tag: "x-sticky",
  summary: "A header or footer bar that becomes fixed as the page scrolls past a trigger, keeping its place so nothing jumps.",
  description:
    "The bar is the element's content, shown in place without JavaScript. Once fixed, the element keeps the bar's height in the page (a placeholder: no layout shift), and the bar sits at the top (or bottom) of the viewport, below any sticky bar fixed before it. Effect states enter, entering, exit, exiting are custom states (:state(entering)); a page without fixed bars has none. One scroll reader for every bar (the shared scroll frame: one passive listener, one run per animation frame, reads before writes); sizes are measured again 1 s after the element starts and after each resize. The top bars' height is the page's anchor offset: written as the document's scroll-padding-top (a page's own value wins), it keeps targets clear of the bar when a hash is jumped to at load (at once and again 300 ms later) and when an in-page link scrolls (smoothly, over 500 ms).",
  attributes: {
    position: attr.enum(["top", "bottom"], "top", { description: "Which edge of the viewport the bar sticks to." }),
    triggerOffset: attr.custom<string>(triggerCheck, "0", {
      type: "string",
      serialize: (value) => value,
      description: "Scroll distance (px) after which the bar is fixed, or a CSS selector: the bottom of the element it finds.",
    }),
    onlyOnScrollUp: attr.boolean(false, {
      description: "Once fixed, the bar shows only while the visitor scrolls up (hidden while scrolling down).",
    }),
    shrink: attr.number(1, {
      min: 0.1,
      max: 1,
      description:
        "Scale of the fixed bar (0.8: 80 %): its content is drawn that much smaller, easing over the duration; also --x-sticky-shrink and the `shrunk` state for the bar's own CSS; 1 does not shrink.",
    }),
    transition: attr.enum(["slide", "fade", "none"], "slide", { description: "How the fixed bar enters and leaves." }),
    duration: attr.number(300, {
      min: 0,
      description: "Length (ms) of the enter and exit transitions and of the shrink; none under reduced motion.",
    }),
  },
  events: {},
  slots: { "": "The bar: a header, a footer, an admin bar." },
  parts: { bar: "The box around the bar, fixed while sticky." },
  cssProperties: {
    "--x-sticky-z-index": "Stacking order of the fixed bar.",
    "--x-sticky-background": "Background of the fixed bar.",
    "--x-sticky-shadow": "Shadow of the fixed bar.",
    "--x-sticky-shrink": "Set by the element while shrunk: the shrink factor, for the bar's CSS (padding, logo height).",
    "--x-sticky-shrunk-zoom": "Zoom of the shrunk bar's content (default: the shrink factor); 1 for a page that shrinks its bar its own way.",
  },
  states: {
    fixed: "Set while the bar is fixed.",
    shrunk: "Set while the fixed bar is shrunk.",
    enter: "Fixed and shown.",
    entering: "Fixed, sliding or fading in (for the duration).",
    exit: "Fixed and out of sight (only-on-scroll-up, scrolling down).",
    exiting: "Fixed, sliding or fading out.",
  },
  wordpress: { block: { title: "Sticky bar", icon: "sticky", keywords: ["sticky", "header", "footer", "fixed"] } },
  demo: "/navigation.html",
  examples: [
    {
      title: "A header that shrinks",
      html: '<x-sticky shrink="0.8" trigger-offset="100"><header><a href="/">Site name</a></header></x-sticky>',
    },
    {
      title: "A footer bar shown on scroll up",
      html: '<x-sticky position="bottom" only-on-scroll-up transition="fade" duration="200"><footer><a href="#top">Back to the top</a></footer></x-sticky>',
    },
  ],
  reactEvents: false,
});

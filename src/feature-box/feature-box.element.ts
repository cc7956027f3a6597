import { attr, declare } from "../define/declare";
import { EFFECTS, EFFECTS_DESCRIPTION, type Effect } from "../shared/effects";
import { percentCheck } from "../shared/percent";

export type { Effect };

const STAR =
  '<svg slot="graphic" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><path fill="#2271b1" d="M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z"/></svg>';

export default declare({
  tag: "x-feature-box",
  summary: "A feature: a graphic beside a title and text; the graphic animates in, and a connector line can join stacked boxes.",
  description:
    "The graphic plays its animation when the element's top crosses graphic-animation-offset of the viewport height, once. With connector, a line runs from below the graphic to the next box (stacked boxes make a connected list), and with connector-animation it draws itself downwards at the same moment. Without JavaScript, and with prefers-reduced-motion: reduce, the graphic and the line are simply shown.",
  attributes: {
    graphicAnimation: attr.enum(EFFECTS, "none", { description: `The graphic's entrance: ${EFFECTS_DESCRIPTION}.` }),
    graphicAnimationDelay: attr.number(0, { min: 0, description: "Milliseconds before the graphic's animation starts." }),
    graphicAnimationOffset: attr.custom<number>(percentCheck, 85, {
      type: "number",
      serialize: (n) => `${n}%`,
      description: 'When to play: once the element\'s top crosses this percentage of the viewport height ("85%").',
    }),
    connector: attr.boolean(false, { description: "Draw a line from below the graphic down to the next box." }),
    connectorAnimation: attr.boolean(false, { description: "The connector line draws itself downwards when the graphic plays." }),
  },
  events: {},
  slots: { "": "The title and text.", graphic: "The graphic: an icon, an image or a number." },
  parts: {
    graphic: "The graphic's box (data-state: exit, entering, enter).",
    connector: "The connector line.",
    content: "The title and text's box.",
  },
  cssProperties: {
    "--x-feature-box-graphic-size": "The graphic's box, width and height (default 3rem).",
    "--x-feature-box-gap": "Space between the graphic and the text.",
    "--x-feature-box-connector-color": "The connector's colour.",
    "--x-feature-box-connector-width": "The connector's thickness.",
    "--x-feature-box-connector-extend": "How far the connector reaches below the box, to the next one (default 1.5rem).",
  },
  states: {},
  wordpress: { block: { title: "Feature box", icon: "star-empty", keywords: ["feature", "box", "icon", "step"] } },
  demo: "/effects.html",
  examples: [
    {
      title: "A graphic that zooms in",
      html: `<x-feature-box graphic-animation="zoom" graphic-animation-delay="150" graphic-animation-offset="75%">${STAR}<h3>Fast</h3><p>Pages load in a blink.</p></x-feature-box>`,
    },
    {
      title: "A step joined to the next",
      html: '<x-feature-box connector connector-animation graphic-animation="fade-in"><span slot="graphic" aria-hidden="true">1</span><h3>Sign up</h3><p>It takes a minute.</p></x-feature-box>',
    },
  ],
  reactEvents: false,
});

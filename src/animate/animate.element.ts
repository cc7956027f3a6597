import { attr, declare } from "../define/declare";
import { EFFECTS, EFFECTS_DESCRIPTION, type Effect } from "../shared/effects";
import { percentCheck } from "../shared/percent";
import { PRESETS, type Preset } from "./presets";

export type { Effect, Preset };

const percentAttribute = (value: number, { description }: { description: string }) =>
  attr.custom<number>(percentCheck, value, { type: "number", serialize: (n) => `${n}%`, description });

export default declare({
  tag: "x-animate",
  summary: "Entrance and scroll effects for any content: it fades, slides, zooms or flips in as it scrolls into view, or follows the scroll.",
  description:
    "The state shows as a custom state: :state(exit) (waiting, at the effect's start), entering, enter (as the page styled it) and exiting. Content already in view when the element upgrades is shown as it is. Without JavaScript, and with prefers-reduced-motion: reduce, the content is simply shown. With trigger=\"scroll\" the element's progress through the viewport (within the offsets) is the CSS custom property --x-progress, from 0 (its top at the band's bottom) to 1 (its bottom at the band's top), on the element, for a theme to animate anything with.",
  attributes: {
    effect: attr.optional(attr.enum(EFFECTS, "fade-in", { description: `The effect: ${EFFECTS_DESCRIPTION}. Absent: the preset's, else fade-in.` })),
    trigger: attr.optional(
      attr.enum(["enter", "scroll"], "enter", {
        description:
          "enter: the effect plays when the element enters the band of the viewport within the offsets (and reverses when it leaves, unless once); scroll: it follows the element's progress through that band. Absent: the preset's, else enter.",
      }),
    ),
    topOffset: percentAttribute(10, {
      description: "The part of the viewport at the top, as a percentage of its height, that does not count as in view.",
    }),
    bottomOffset: percentAttribute(10, {
      description: "The part of the viewport at the bottom, as a percentage of its height, that does not count as in view.",
    }),
    delay: attr.number(0, { min: 0, description: "Milliseconds before the effect starts." }),
    duration: attr.optional(
      attr.number(600, { min: 0, description: "Milliseconds the effect takes (for each child when staggered). Absent: the preset's, else 600." }),
    ),
    stagger: attr.optional(
      attr.number(0, {
        min: 0,
        description:
          "Milliseconds between one child and the next: each child of the element plays the effect in turn (e.g. 90 for a list of posts). Absent: the preset's, else 0.",
      }),
    ),
    once: attr.optional(
      attr.boolean(false, {
        description:
          "Play the entrance once: the content stays once it has entered (with trigger=scroll: --x-progress never goes back). Absent: the preset's, else not once; \"false\" overrides a preset's once.",
      }),
    ),
    preset: attr.enum(PRESETS, "none", {
      description:
        "Settings of a known look: column-fade (slides up and fades in, once, when the element's top crosses 65% of the viewport height) or recent-posts (each child fades in, 750 ms, 90 ms apart, once, at 75%). Attributes given as well win.",
    }),
  },
  events: {},
  slots: { "": "The content, shown as it is without JavaScript." },
  parts: {},
  cssProperties: {
    "--x-progress": 'Set by the element with trigger="scroll": its progress through the viewport, 0 to 1.',
    "--x-effect-distance": "How far the slide effects move (default 2rem).",
  },
  states: {
    exit: "Waiting, at the effect's start.",
    entering: "Moving in.",
    enter: "In place, as the page styled it.",
    exiting: "Moving out (once is false).",
  },
  wordpress: { block: { title: "Entrance animation", icon: "controls-play", keywords: ["animation", "fade", "slide", "zoom", "effect"] } },
  demo: "/effects.html",
  examples: [
    { title: "Slides up as it enters", html: '<x-animate effect="slide-up" delay="100" top-offset="15%"><p>Hello, visitor.</p></x-animate>' },
    { title: "Follows the scroll", html: '<x-animate trigger="scroll" effect="zoom" bottom-offset="20%"><p>Scroll me.</p></x-animate>' },
    {
      title: "A list of posts, one after the other",
      html: '<x-animate preset="recent-posts" once><a href="#post-1">First post</a> <a href="#post-2">Second post</a> <a href="#post-3">Third post</a></x-animate>',
    },
    { title: "A column that fades in", html: '<x-animate preset="column-fade" stagger="90" duration="750"><p>A column of text.</p></x-animate>' },
  ],
  reactEvents: false,
});

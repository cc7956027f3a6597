import { attr, declare } from "../define/declare";

export default declare({
  tag: "x-skill-bar",
  summary: 'A bar that fills to a percentage when it scrolls into view: a skill bar, or with orientation="vertical" a stat bar.',
  description:
    'The bar fills over 750 ms when the element\'s top crosses 95% of the viewport height; with prefers-reduced-motion: reduce it is full at once. It is a meter (role="meter" with aria-valuenow), named by its label. The element\'s text is the no-JavaScript fallback: write the label and the value ("HTML 90%").',
  attributes: {
    percent: attr.clampedNumber(0, {
      min: 0,
      max: 100,
      description: "How full the bar is, from 0 to 100; a value outside is clamped, with a warning.",
    }),
    label: attr.string("", {
      description: "What the bar measures, shown with it and naming the meter; absent: the element's text is shown instead.",
    }),
    orientation: attr.enum(["horizontal", "vertical"], "horizontal", {
      description: "horizontal: a skill bar filling from the start; vertical: a stat bar filling upwards (its height from --x-skill-bar-height).",
    }),
  },
  events: {},
  slots: { "": "The fallback, shown without JavaScript; when there is no label, the label." },
  parts: {
    meter: "The whole meter: label, value and track.",
    label: "The label.",
    value: 'The percentage text ("90%").',
    track: "The bar's track.",
    bar: "The bar, scaled to the percentage.",
  },
  cssProperties: {
    "--x-skill-bar-color": "The bar's colour.",
    "--x-skill-bar-track": "The track's colour.",
    "--x-skill-bar-thickness": "The bar's thickness (height, or width when vertical).",
    "--x-skill-bar-height": "A vertical bar's height.",
    "--x-skill-bar-radius": "The corners' radius.",
  },
  states: { filled: "Set once the bar has been asked to fill (its top crossed 95% of the viewport, or at once with reduced motion)." },
  wordpress: { block: { title: "Skill bar", icon: "chart-bar", keywords: ["skill", "progress", "bar", "percent"] } },
  demo: "/effects.html",
  examples: [
    { title: "A skill", html: '<x-skill-bar percent="90" label="HTML">HTML 90%</x-skill-bar>' },
    { title: "Label from the text", html: '<x-skill-bar percent="75">Design</x-skill-bar>' },
    {
      title: "A vertical stat bar",
      html: '<x-skill-bar orientation="vertical" percent="64" label="Returning visitors">Returning visitors 64%</x-skill-bar>',
    },
  ],
  reactEvents: false,
});

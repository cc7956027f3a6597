import { attr, declare } from "../define/declare";

const IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Cpath fill='%23234' d='M0 0h4v3H0z'/%3E%3Cpath fill='%23468' d='M0 3 1.5 1 3 2.5 4 1.5V3z'/%3E%3C/svg%3E";

export default declare({
  tag: "x-parallax",
  summary: "A section whose background image moves slower than the page as it scrolls.",
  description:
    'Put the background in slot="background" (an <img>, a <picture>, or any element). It moves with transforms only, on the compositor, while the section is in view; nothing moves with prefers-reduced-motion: reduce, or on touch devices with disable-on-touch. Without JavaScript the image simply covers the section.',
  attributes: {
    speed: attr.number(0.5, {
      min: -1,
      max: 1,
      description:
        "How fast the background moves against the page's scroll: 0.5 half as fast, 0 with the section; negative values move it the other way.",
    }),
    disableOnTouch: attr.boolean(false, { description: "Keep the background still on touch devices (no hover, coarse pointer)." }),
  },
  events: {},
  slots: { "": "The section's content.", background: "The background (an image covering the section)." },
  parts: { background: "The moving layer that holds the background.", content: "The content's box." },
  cssProperties: {},
  states: { moving: "Set while the background follows the scroll (not with reduced motion, speed 0 or disable-on-touch on a touch device)." },
  wordpress: { block: { title: "Parallax section", icon: "format-image", keywords: ["parallax", "background", "hero"] } },
  demo: "/effects.html",
  examples: [
    {
      title: "A hero",
      html: `<x-parallax speed="0.3" style="color: #fff; background: #234; padding: 4rem 1rem"><img slot="background" alt="" src="${IMAGE}"><h2>Mountains ahead</h2><p>Scroll to see the hills drift.</p></x-parallax>`,
    },
    {
      title: "Still on touch devices",
      html: `<x-parallax disable-on-touch style="color: #fff; background: #234; padding: 2rem 1rem"><img slot="background" alt="" src="${IMAGE}"><p>A quieter section.</p></x-parallax>`,
    },
  ],
  reactEvents: false,
});

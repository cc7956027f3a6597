import { attr, declare } from "../define/declare";
import { colourSchema } from "./colour";

export default declare({
  tag: "x-cta",
  summary: "A call-to-action card that is one link as a whole, changing colour and growing its graphic in on hover and focus.",
  description:
    "The card's link is the first link in its content, which works without JavaScript; once upgraded, the whole card leads there. Content without a link takes its destination from href, and the element wraps it in a link. With prefers-reduced-motion the colour and the graphic change at once.",
  attributes: {
    href: attr.url("", {
      use: "link",
      accepts: "link",
      description:
        "Where the card leads when its content has no link (then the whole card is a link the element renders; without JavaScript the content is no link, so prefer a link in the content). Ignored, with a warning, when the content has one.",
    }),
    bgColor: attr.custom<string>(colourSchema, "", {
      type: "string",
      serialize: (value) => value,
      description: "Background colour at rest: any CSS colour; absent: --x-cta-background (default #1d4ed8).",
    }),
    bgColorHover: attr.custom<string>(colourSchema, "", {
      type: "string",
      serialize: (value) => value,
      description: "Background colour on hover and focus: any CSS colour; absent: --x-cta-background-hover (default #1e3a8a).",
    }),
  },
  events: {},
  slots: {
    "": "The card's content: a heading, a line of text and (for a card that works without JavaScript) a link.",
    graphic: "An icon or image, scaled from 0 to full size on hover and focus (shown at full size on touch screens); absent: an arrow.",
  },
  parts: {
    card: "The card: a link when the element renders one (href), else a box.",
    graphic: "The box around the graphic.",
    content: "The box around the content.",
  },
  cssProperties: {
    "--x-cta-background": "Background colour at rest, when bg-color is absent.",
    "--x-cta-background-hover": "Background colour on hover and focus, when bg-color-hover is absent.",
    "--x-cta-color": "Text colour (default white: choose backgrounds it reads on).",
    "--x-cta-padding": "Space inside the card.",
    "--x-cta-radius": "Corner radius of the card.",
    "--x-cta-duration": "How long the colour and graphic transitions take.",
  },
  wordpress: { block: { title: "Call-to-action card", icon: "megaphone", keywords: ["cta", "call to action", "card", "link"] } },
  demo: "/effects.html",
  examples: [
    {
      title: "The content's link makes the whole card a link",
      html: '<x-cta bg-color="#0f766e" bg-color-hover="#134e4a"><span slot="graphic" aria-hidden="true">✉</span><h3>Newsletter</h3><p><a href="#newsletter">Sign up for monthly tips</a></p></x-cta>',
    },
    {
      title: "Content without a link, wrapped in one by href",
      html: '<x-cta href="#pricing" bg-color="rebeccapurple" bg-color-hover="oklch(35% 0.15 300)"><h3>See our plans</h3><p>From €9 a month, cancel any time.</p></x-cta>',
    },
  ],
  // Hover and focus are CSS's; the content's link is the page's.
  reactEvents: false,
});

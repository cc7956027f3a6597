import { attr, declare, event } from "../define/declare";

export default declare({
  tag: "x-flip-card",
  summary: "A card with a front and a back that turns over on hover (with a pointer that hovers), or on a tap, Enter or Space on its flip button.",
  description:
    "The card is as tall as its taller face. The face turned away is inert (nothing in it takes focus) and hidden from assistive technology. A click on the card that is not on a link or another control turns it too. With prefers-reduced-motion the faces swap at once, without turning. Without JavaScript both faces are shown, one above the other.",
  attributes: {
    direction: attr.enum(["horizontal", "vertical"], "horizontal", {
      description: "The axis the card turns about: horizontal turns it left to right (about the vertical axis), vertical top to bottom.",
    }),
    hover: attr.boolean(true, { description: "Turn the card while the pointer is over it, on devices whose pointer hovers (a mouse, a pen)." }),
    label: attr.string("", {
      description:
        'The accessible name of the flip button (its pressed state tells whether the back is shown); absent: "Flip card" in the language of the element\'s text.',
    }),
  },
  events: {
    "x-flip": event<{ flipped: boolean }>("The visitor turned the card: flipped is true when the back is shown."),
  },
  slots: {
    "": 'The front face (or slot="front").',
    front: "The front face, when it is not the default slot's content.",
    back: "The back face.",
  },
  parts: {
    card: "The card, which turns.",
    face: "Each face, with data-face = front or back.",
    toggle: "The flip button (aria-pressed), in a corner of the card.",
  },
  cssProperties: {
    "--x-flip-card-duration": "How long a turn takes.",
    "--x-flip-card-perspective": "Distance of the viewer from the card: smaller is more dramatic.",
    "--x-flip-card-radius": "Corner radius of the faces.",
    "--x-flip-card-padding": "Space inside each face.",
    "--x-flip-card-front-background": "Background of the front face.",
    "--x-flip-card-back-background": "Background of the back face.",
    "--x-flip-card-toggle-color": "Colour of the flip button.",
  },
  states: { flipped: "Set while the back is shown." },
  wordpress: { block: { title: "Flip card", icon: "image-flip-horizontal", keywords: ["flip", "card", "turn"] } },
  demo: "/effects.html",
  examples: [
    {
      title: "Hover or tap to turn",
      html: '<x-flip-card><h3>Design</h3><p>Layouts that work on every screen.</p><div slot="back"><p>From sketch to launch in four weeks.</p><a href="#contact">Talk to us</a></div></x-flip-card>',
      acts: [
        { click: '[part="toggle"]', fires: ["x-flip"] },
        { click: '[part="toggle"]', fires: ["x-flip"] },
      ],
    },
    {
      title: "A quiz card that turns top to bottom on a tap only",
      html: '<x-flip-card direction="vertical" hover="false" label="Show the answer"><p>How many legs has a spider?</p><p slot="back">Eight.</p></x-flip-card>',
      acts: [
        { click: "p", fires: ["x-flip"] },
        { click: '[part="toggle"]', fires: ["x-flip"] },
      ],
    },
  ],
  // Its listeners are native (FlipCard.tsx): React's would not see events from the faces' light-DOM content.
  reactEvents: false,
});

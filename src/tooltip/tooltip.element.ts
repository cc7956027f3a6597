import { attr, declare, method } from "../define/declare";
import { PLACEMENTS, type Placement, type Trigger } from "./triggers";
import { triggersSchema } from "./triggers-schema";

export type { Placement, Trigger };

export default declare({
  tag: "x-tooltip",
  summary: "A tooltip: its content describes another element (its anchor) and shows on hover and focus, next to it.",
  description:
    "The content is the tooltip's text, in the page's light DOM: the anchor refers to the element with aria-describedby, and the element has role tooltip. Without JavaScript the text is shown in place. It stays while the pointer is over it (WCAG 1.4.13), and Escape hides it until the next hover or focus.",
  attributes: {
    for: attr.string("", {
      description: "The id of the anchor, in the same document or shadow root; absent: the element just before the tooltip.",
    }),
    placement: attr.enum(PLACEMENTS, "top", {
      description:
        "Where the tooltip goes: a side of the anchor, optionally aligned to its start or end; it flips to the other side when there is no room.",
    }),
    open: attr.boolean(false, {
      description:
        "Whether the tooltip shows from the start; writing or removing it later shows or hides it, and fires no event. The page's setting: the visitor's hover, focus or click is not written back (see :state(open)).",
    }),
    showDelay: attr.number(0, { integer: true, min: 0, description: "Milliseconds the pointer rests on the anchor before hover shows the tooltip." }),
    hideDelay: attr.number(150, {
      integer: true,
      min: 0,
      description: "Milliseconds the tooltip stays after the pointer leaves the anchor and the tooltip, so the pointer can reach it.",
    }),
    distance: attr.number(8, { min: 0, description: "Space between the anchor and the tooltip, in pixels." }),
    trigger: attr.custom<Trigger[]>(triggersSchema, ["hover", "focus"], {
      type: 'Array<"hover" | "focus" | "click" | "manual">',
      serialize: (triggers) => triggers.join(" "),
      description:
        'What shows the tooltip: any of "hover", "focus" and "click", separated by spaces; or "manual": only the open attribute and show() do.',
    }),
  },
  events: {},
  methods: {
    show: method<() => void>({ description: "Shows the tooltip (as the open attribute does)." }),
    hide: method<() => void>({ description: "Hides the tooltip." }),
  },
  slots: { "": "The tooltip's text (also its accessible description), shown in place without JavaScript." },
  parts: { panel: "The tooltip's box, with data-placement = the side it ended on.", arrow: "The arrow pointing at the anchor." },
  cssProperties: {
    "--x-tooltip-background": "Background of the box and the arrow.",
    "--x-tooltip-color": "Text colour.",
    "--x-tooltip-max-width": "Widest the box gets.",
  },
  states: { open: "Set while the tooltip is shown." },
  wordpress: { block: { title: "Tooltip", icon: "info-outline", keywords: ["tooltip", "hint", "help"] } },
  demo: "/effects.html",
  stylesheets: ["panel.css", "tooltip.css"],
  examples: [
    {
      title: "On a button",
      html: '<button type="button" aria-label="Delivery">🚚</button><x-tooltip>Free delivery on orders over €50</x-tooltip>',
      acts: [
        { call: "show", fires: [], states: { open: true } },
        { call: "hide", fires: [], states: { open: false } },
      ],
    },
    {
      title: "Below an anchor named by id",
      html: '<p>Prices include <a id="vat-help" href="#prices">VAT</a>.</p><x-tooltip for="vat-help" placement="bottom">Value-added tax, 21%</x-tooltip>',
    },
    {
      title: "On click (a toggletip)",
      html: '<button type="button" aria-label="About cookies">ⓘ</button><x-tooltip trigger="click" placement="right">We only keep a cookie for your language.</x-tooltip>',
    },
    {
      title: "After the pointer rests half a second, further from its anchor",
      html: '<button type="button" aria-label="Share">⤴</button><x-tooltip show-delay="500" hide-delay="300" distance="16">Share this page</x-tooltip>',
    },
  ],
  // The anchor's events are listened to on the anchor: React's handlers would never see them.
  reactEvents: false,
});

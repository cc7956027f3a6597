import { attr, declare, event, method } from "../define/declare";
import { PLACEMENTS, type Placement, type Source, type Trigger } from "./triggers";
import { triggersSchema } from "./triggers-schema";

export type { Placement, Source, Trigger };

export default declare({
  tag: "x-popover",
  summary: "A popover: a non-modal dialog next to another element (its anchor), opened by a click on it.",
  description:
    "The content is the popover's, in the page's light DOM, shown in place without JavaScript. Opened by a click (or Enter or Space on a button), focus moves into it; Escape, a second click on the anchor, a press outside or focus moving on closes it, and focus returns to the anchor when it was inside. The anchor gets aria-expanded, aria-controls and aria-haspopup.",
  attributes: {
    for: attr.string("", {
      description: "The id of the anchor (a button), in the same document or shadow root; absent: the element just before the popover.",
    }),
    placement: attr.enum(PLACEMENTS, "right", {
      description:
        "Where the popover goes: a side of the anchor, optionally aligned to its start or end; it flips to the other side when there is no room.",
    }),
    open: attr.boolean(false, {
      description:
        "Whether the popover shows from the start; writing or removing it later shows or hides it, and fires no event. The page's setting: the visitor's hover, focus or click is not written back (see :state(open)).",
    }),
    showDelay: attr.number(0, { integer: true, min: 0, description: "Milliseconds the pointer rests on the anchor before hover shows the popover." }),
    hideDelay: attr.number(150, {
      integer: true,
      min: 0,
      description: "Milliseconds the popover stays after the pointer leaves the anchor and the popover, so the pointer can reach it.",
    }),
    distance: attr.number(8, { min: 0, description: "Space between the anchor and the popover, in pixels." }),
    trigger: attr.custom<Trigger[]>(triggersSchema, ["click"], {
      type: 'Array<"hover" | "focus" | "click" | "manual">',
      serialize: (triggers) => triggers.join(" "),
      description:
        'What opens the popover: any of "click", "hover" and "focus", separated by spaces (focus moves in only when a click opens it); or "manual": only the open attribute and show() do (Escape and a press outside still close it).',
    }),
    label: attr.string("", { description: "The dialog's accessible name; absent: the anchor's text." }),
  },
  events: {
    "x-open": event<{ source: Source }>("The visitor opened the popover (source click, hover or focus), or show() did (source api)."),
    "x-close": event<{ source: Source }>(
      "The visitor closed the popover (source click, hover, focus, escape, or outside: a press elsewhere), or hide() did (source api).",
    ),
  },
  methods: {
    show: method<() => void>({ description: "Opens the popover (fires x-open with source api)." }),
    hide: method<() => void>({ description: "Closes the popover (fires x-close with source api)." }),
  },
  slots: { "": "The popover's content, shown in place without JavaScript." },
  parts: { panel: "The popover's box (role dialog), with data-placement = the side it ended on.", arrow: "The arrow pointing at the anchor." },
  cssProperties: {
    "--x-popover-background": "Background of the box and the arrow.",
    "--x-popover-color": "Text colour.",
    "--x-popover-border-color": "Border colour of the box and the arrow.",
    "--x-popover-padding": "Space inside the box.",
    "--x-popover-max-width": "Widest the box gets.",
    "--x-popover-focus-color": "Outline of the box when it has the focus.",
  },
  states: { open: "Set while the popover is open." },
  wordpress: { block: { title: "Popover", icon: "format-chat", keywords: ["popover", "popup", "details"] } },
  demo: "/effects.html",
  stylesheets: ["panel.css", "popover.css"],
  examples: [
    {
      title: "Details next to a button",
      html: '<button type="button">Details</button><x-popover><p>Ships in 2–3 days. <a href="#returns">Free returns</a> within 30 days.</p></x-popover>',
      acts: [
        { click: "button", fires: ["x-open"] },
        { key: "Escape", fires: ["x-close"] },
      ],
    },
    {
      title: "Below an anchor named by id, with its own name",
      html: '<p><button type="button" id="size-guide">Size guide</button></p><x-popover for="size-guide" placement="bottom-start" trigger="click focus" label="Sizes"><p>S: 86–91 cm chest. M: 96–101 cm. L: 106–111 cm.</p></x-popover>',
      acts: [
        { focus: "#size-guide", fires: ["x-open"] },
        { key: "Escape", fires: ["x-close"] },
      ],
    },
    {
      title: "Opened by the page only (a guided tour's step), with show() or the open attribute",
      html: '<p><button type="button" id="tour-save">Save</button></p><x-popover for="tour-save" trigger="manual" placement="bottom" distance="12" label="Tip"><p>Your drafts are saved here.</p></x-popover>',
      acts: [
        { call: "show", fires: ["x-open"], states: { open: true } },
        { call: "hide", fires: ["x-close"], states: { open: false } },
      ],
    },
  ],
  // The anchor's events are listened to on the anchor, and the content's are the page's.
  reactEvents: false,
});

import { attr, declare, event, method } from "../define/declare";
import { TOGGLE_KINDS, type ToggleKind } from "../shared/toggle-engine/types";

/**
 * `group` and `hash` values, the toggles' state keys: alphanumeric (word characters) as the specification says, and
 * hyphens too, which in-page anchors (`#pricing-plans`) use everywhere. The warning carries the specification's text.
 */
const NAME = /^[\w-]+$/;
const NAME_PROBLEM = "is not a valid state key: state keys must be alphanumeric (letters, digits and _; a hyphen is accepted too)";

export type ToggleEventDetail = {
  kind: ToggleKind;
  group: string;
  hash: string;
  source: "trigger" | "hash" | "group" | "escape" | "outside" | "api" | "find";
};

export default declare({
  tag: "x-toggle",
  summary: "A dropdown, modal, off-canvas panel, collapse, tab or layered menu: a trigger and a panel whose content is the element's own.",
  description:
    'The trigger is the child in `slot="trigger"` (a button or link; a button is created if there is none); every other child is the panel\'s content, shown as is without JavaScript. Its methods fire x-before-open, x-open and x-after-open, or their close counterparts, with source "api"; changing the `open` attribute fires nothing.',
  attributes: {
    kind: attr.enum(TOGGLE_KINDS, "collapse", { description: "What kind of panel." }),
    open: attr.boolean(false, {
      description:
        "Whether the panel starts open; writing or removing it later opens or closes it. The page's setting: a visitor's or a method's change is not written back (see :state(open)).",
    }),
    group: attr.string("", {
      pattern: NAME,
      problem: NAME_PROBLEM,
      description: "Group name: opening one member closes the others (tabs, accordions).",
    }),
    hash: attr.string("", {
      pattern: NAME,
      problem: NAME_PROBLEM,
      description:
        "Binds the toggle to #hash: a visitor's opening (or show()/toggle()) pushes it into the history; the address's hash opens the toggle on load (whatever is open by default) and when it changes; closing clears it. A page load never writes the address.",
    }),
    escapeClose: attr.boolean(false, { description: "Escape closes the toggle when it is the most recently opened one." }),
    hover: attr.boolean(false, { description: "Open on hover with intent (100 ms to open, 100 ms to close); a click still works." }),
    lockScroll: attr.boolean(false, { description: "While a modal or off-canvas panel is open, the page does not scroll." }),
    resetOnClose: attr.boolean(false, { description: "After closing, clear the content; restore it from the child <template> on the next open." }),
    placement: attr.enum(["start", "end", "left", "right", "top", "bottom"], "start", {
      description:
        "The side an off-canvas panel slides in from: start and end follow the reading direction (start is the left on a left-to-right page, the right on a right-to-left one); left and right stay put.",
    }),
    label: attr.string("", { description: "Accessible name of the panel (default: the trigger's text); also the created trigger's text." }),
    closeLabel: attr.string("", {
      description: 'Text of the close button of modals and off-canvas panels; absent: "Close" in the language of the element\'s text.',
    }),
    backLabel: attr.string("", {
      description: "Text of the back control of a layered menu's sub-level; absent: \"Back\" in the language of the element's text.",
    }),
  },
  events: {
    "x-before-open": event<ToggleEventDetail>(
      "Before a person (or the address, or show()/toggle()) opens the panel: cancelable, preventDefault() keeps it closed. Same detail as x-open.",
    ),
    "x-before-close": event<ToggleEventDetail>(
      "Before a person (Escape, the close button, a click outside, the trigger), the address or hide()/toggle() closes the panel: cancelable, preventDefault() keeps it open (a form with unsaved input). Same detail as x-close. Not asked: a toggle closing because another of its group opened or the toggle it is nested in closed (an x-accordion's other answers are asked, source group).",
    ),
    "x-open": event<ToggleEventDetail>("A person opened the panel (or show()/toggle() did): kind, group, hash and source."),
    "x-close": event<ToggleEventDetail>("A person closed the panel (or hide()/toggle() did): kind, group, hash and source."),
    "x-after-open": event<ToggleEventDetail>(
      "After x-open, once the opening animation has ended (at once under reduced motion or without an animation). Same detail.",
    ),
    "x-after-close": event<ToggleEventDetail>(
      "After x-close, once the closing animation has ended (at once under reduced motion or without an animation). Same detail.",
    ),
  },
  methods: {
    show: method<() => void>({ description: "Opens the panel, as a person would (cancelable x-before-open; source api)." }),
    hide: method<() => void>({ description: "Closes the panel, as a person would (cancelable x-before-close; source api)." }),
    toggle: method<() => void>({ description: "Opens the panel if it is closed, else closes it (source api)." }),
  },
  slots: {
    "": "The panel's content, shown as is without JavaScript. A <template> child holds pristine content for reset-on-close.",
    trigger: "The button or link that opens the panel (a link to the panel's content by id keeps a modal reachable without JavaScript).",
  },
  parts: {
    panel: "The panel around the content.",
    dialog: "The <dialog> of a modal or off-canvas panel.",
    close: "The close button of a modal or off-canvas panel.",
    back: "The back control of a layered sub-level.",
  },
  cssProperties: {
    "--x-toggle-panel-background": "Background of dropdown, modal, off-canvas and layered panels.",
    "--x-toggle-panel-color": "Text colour of those panels.",
    "--x-toggle-panel-padding": "Padding of the panel.",
    "--x-toggle-panel-radius": "Corner radius of dropdowns and modals.",
    "--x-toggle-panel-shadow": "Shadow of dropdowns, modals and off-canvas panels.",
    "--x-toggle-backdrop": "Backdrop behind modals and off-canvas panels.",
    "--x-toggle-offcanvas-size": "Width (left, right) or height (top, bottom) of an off-canvas panel.",
    "--x-toggle-duration": "Length of the opening and closing animations.",
  },
  states: {
    open: "Set while the panel is open, from the moment it opens (with opening while it animates in).",
    closed: "Set while the panel is closed, from the moment it closes (with closing while it animates out).",
    opening: "Set while the panel animates in (as long as its animation).",
    closing: "Set while the panel animates out (as long as its animation).",
  },
  wordpress: {
    block: {
      title: "Toggle panel (dropdown, modal, collapse)",
      icon: "editor-expand",
      keywords: ["toggle", "dropdown", "modal", "collapse", "off-canvas", "popup"],
    },
  },
  demo: "/toggles.html",
  examples: [
    {
      title: "A dropdown",
      html: '<x-toggle kind="dropdown" escape-close><button slot="trigger" type="button">Products</button><ul><li><a href="#analytics">Analytics</a></li><li><a href="#automation">Automation</a></li></ul></x-toggle>',
      acts: [
        { click: '[slot="trigger"]', fires: ["x-before-open", "x-open", "x-after-open"] },
        { key: "Escape", fires: ["x-before-close", "x-close", "x-after-close"] },
      ],
    },
    {
      title: "A collapse",
      html: '<x-toggle kind="collapse"><button slot="trigger" type="button">Shipping details</button><p>Orders ship within two working days.</p></x-toggle>',
      acts: [
        { call: "show", fires: ["x-before-open", "x-open", "x-after-open"], states: { open: true } },
        { call: "hide", fires: ["x-before-close", "x-close", "x-after-close"], states: { open: false } },
        { click: '[slot="trigger"]', fires: ["x-before-open", "x-open", "x-after-open"] },
        { click: '[slot="trigger"]', fires: ["x-before-close", "x-close", "x-after-close"] },
        { call: "toggle", fires: ["x-before-open", "x-open", "x-after-open"], states: { open: true } },
      ],
    },
    {
      title: "A modal whose trigger links to its content",
      html: '<x-toggle kind="modal" escape-close lock-scroll label="Newsletter"><a slot="trigger" href="#newsletter">Subscribe</a><section id="newsletter"><h2>Newsletter</h2><p>One email a month.</p></section></x-toggle>',
      acts: [
        { click: '[slot="trigger"]', fires: ["x-before-open", "x-open", "x-after-open"] },
        { click: '[part="close"]', fires: ["x-before-close", "x-close", "x-after-close"] },
      ],
    },
    {
      title: "Tabs bound to hashes",
      html: '<div class="tabs"><x-toggle kind="tab" group="plans" hash="monthly" open><a slot="trigger" href="#monthly">Monthly</a><p>9 € a month.</p></x-toggle><x-toggle kind="tab" group="plans" hash="yearly"><a slot="trigger" href="#yearly">Yearly</a><p>90 € a year.</p></x-toggle></div>',
    },
  ],
});

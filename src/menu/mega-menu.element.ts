import { attr, declare, event } from "../define/declare";
import type { MenuEventDetail } from "./menu-events";

export type { MenuEventDetail as MegaMenuEventDetail };

const PANEL = `<li class="menu-item menu-item-has-children"><a href="#products">Products</a><ul class="sub-menu"><li class="menu-item menu-item-has-children"><a href="#software">Software</a><ul class="sub-menu"><li><a href="#crm">CRM</a></li><li><a href="#erp">ERP</a></li></ul></li><li class="menu-item menu-item-has-children"><a href="#hardware">Hardware</a><ul class="sub-menu"><li><a href="#servers">Servers</a></li><li><a href="#storage">Storage</a></li></ul></li></ul></li>`;
const TABS = `<li class="menu-item menu-item-has-children mega-tabs"><a href="#solutions">Solutions</a><ul class="sub-menu"><li class="menu-item menu-item-has-children"><a href="#retail">Retail</a><ul class="sub-menu"><li><a href="#shops">Shops</a></li><li><a href="#online">Online</a></li></ul></li><li class="menu-item menu-item-has-children"><a href="#health">Health</a><ul class="sub-menu"><li><a href="#clinics">Clinics</a></li><li><a href="#labs">Labs</a></li></ul></li></ul></li>`;
const MENU = `<nav aria-label="Site"><ul class="menu">${PANEL}${TABS}<li class="menu-item"><a href="#contact">Contact</a></li></ul></nav>`;

export default declare({
  tag: "x-mega-menu",
  summary: "UberMenu's behaviour for a WordPress menu: wide panels (some with tabs), a responsive toggle and a mobile modal.",
  description:
    "The top items' submenus are panels as wide as the menu; their own lists show as columns. A top item with the class `mega-tabs` holds tabs: its items are tab toggles (hover on desktop, tap, arrow keys), each showing its submenu as the panel on the tabs' reading side (their left on a right-to-left page, where Left and Right arrows swap); the first is open by default. At or below the breakpoint the menu hides behind a toggle button and opens as an accordion; with `mobile-modal`, below `narrow-width` it opens as a full-screen modal (focus trapped, Escape and a close button, focus returned). Links to anchors on the page close the open panel, the mobile menu and its modal, and scroll there smoothly below the page's offset (a fixed x-sticky header). The disclosure pattern throughout: buttons with aria-expanded after the links, which stay links. `resizing` is a class on the element while the window is resized.",
  attributes: {
    mode: attr.enum(["auto", "desktop", "mobile"], "auto", {
      description: "desktop, mobile (the responsive toggle), or auto: mobile at or below the breakpoint.",
    }),
    breakpoint: attr.number(959, { min: 0, description: "Widths (px) at or below this are mobile in auto mode." }),
    trigger: attr.enum(["hover_intent", "click", "hover"], "hover_intent", {
      description: "How desktop panels open: hover with intent, click, or plain hover.",
    }),
    intentDelay: attr.number(300, { min: 0, description: "Milliseconds before a panel the pointer left closes." }),
    intentInterval: attr.number(100, { min: 0, description: "Hover intent: milliseconds between two polls of the pointer." }),
    intentThreshold: attr.number(300, { min: 0, description: "Hover intent: pixels the pointer may move between polls and still count as resting." }),
    submenuAnimation: attr.number(500, {
      min: 0,
      description: "Length (ms) of the panels' animation (a fade on desktop, the height in the accordion); 0 for none.",
    }),
    moveThreshold: attr.number(10, { min: 0, description: "A touch that moves more than this many pixels is a scroll, not a tap on a tab." }),
    scrollDuration: attr.number(1000, { min: 0, description: "Milliseconds an anchor link's scroll takes (instant under reduced motion)." }),
    scrollOffset: attr.number(0, {
      description:
        "Pixels to leave above an anchor's target when scrolling to it; never less than the page's offset (a fixed x-sticky header's height).",
    }),
    mobileModal: attr.boolean(false, { description: "Below narrow-width the mobile menu opens as a full-screen modal rather than in place." }),
    narrowWidth: attr.number(480, { min: 0, description: "The width (px) below which the mobile menu is a modal, with mobile-modal." }),
    label: attr.string("", {
      description:
        'Text of the toggle button the element creates when there is no slot="toggle" child; absent: "Menu" in the language of the element\'s text.',
    }),
    closeLabel: attr.string("", { description: "Text of the mobile modal's close button; absent: \"Close\" in the language of the element's text." }),
    submenuLabel: attr.string("", {
      description:
        "Accessible name of each panel or tab button; {item} is the item's link text. Absent: \"{item} submenu\" in the language of the element's text.",
    }),
  },
  events: {
    "x-open": event<MenuEventDetail>("A person opened a panel (or the mobile menu, level -1): item, level and source."),
    "x-close": event<MenuEventDetail>("A person closed a panel (or the mobile menu, level -1): item, level and source."),
  },
  slots: {
    "": "The menu: a <ul> (or a <nav> around it) of <li> with links and nested <ul> submenus; without JavaScript every link shows.",
    toggle: "The responsive toggle button (one is created when absent).",
  },
  parts: {
    toggle: "The responsive toggle button the element creates.",
    menu: "The box around the menu.",
    modal: "The mobile modal (a <dialog>).",
    close: "The mobile modal's close button.",
  },
  cssProperties: {
    "--x-mega-menu-background": "Background of the bar, the panels and the modal.",
    "--x-mega-menu-color": "Text colour of the menu's links.",
    "--x-mega-menu-accent": "Colour of the current item, hovered links and the open tab.",
    "--x-mega-menu-column-width": "Least width of a panel's columns.",
    "--x-mega-menu-tabs-width": "Width of the list of tab toggles.",
    "--x-mega-menu-shadow": "Shadow of the panels.",
  },
  states: {
    desktop: "Set while the menu runs in its desktop mode (a bar, dropdowns).",
    mobile: "Set while the menu runs in its mobile mode (behind a toggle button).",
    expanded: "Set while the mobile menu (or modal) is open.",
  },
  wordpress: { block: { title: "Mega menu", icon: "menu-alt3", keywords: ["mega", "menu", "navigation"] } },
  demo: "/navigation.html",
  examples: [
    { title: "Panels and tabs", html: `<x-mega-menu>${MENU}</x-mega-menu>` },
    {
      title: "Responsive toggle with a mobile modal",
      html: `<x-mega-menu mode="mobile" mobile-modal trigger="click" label="Browse">${MENU}</x-mega-menu>`,
      acts: [
        { click: '[part="toggle"]', fires: ["x-open"] },
        { click: '[href="#products"] ~ .x-menu-toggle', fires: ["x-open"] },
        { click: '[href="#products"] ~ .x-menu-toggle', fires: ["x-close"] },
      ],
    },
  ],
});

import { attr, declare, event } from "../define/declare";
import type { MenuEventDetail } from "./menu-events";

export type { MenuEventDetail };

const MENU_HTML = `<nav aria-label="Main"><ul class="menu"><li class="menu-item"><a href="#home">Home</a></li><li class="menu-item menu-item-has-children"><a href="#services">Services</a><ul class="sub-menu"><li class="menu-item"><a href="#design">Design</a></li><li class="menu-item menu-item-has-children"><a href="#development">Development</a><ul class="sub-menu"><li class="menu-item"><a href="#web">Web</a></li><li class="menu-item"><a href="#apps">Apps</a></li></ul></li></ul></li><li class="menu-item"><a href="#contact">Contact</a></li></ul></nav>`;

export default declare({
  tag: "x-menu",
  summary: 'Desktop dropdowns and mobile collapsible submenus for a WordPress menu (`<ul class="menu">`), which stays the no-JavaScript fallback.',
  description:
    "The disclosure navigation pattern (not role=menu): each item with a submenu gets a button after its link (aria-expanded, aria-controls); Tab moves through links and buttons, Enter or Space on a button toggles its submenu, Escape closes it and returns focus to its button, arrow keys move between the items of a list. On desktop submenus open on hover with intent (or plain hover, or on click), towards the reading direction (on a right-to-left page a submenu extends leftwards, Left and Right arrows swap), and flip to stay in the viewport; on mobile the menu collapses behind a toggle button and submenus expand in place. A link to a section of the page closes the open submenus, the mobile menu and a modal the menu sits in, then scrolls there smoothly below the page's offset (a fixed x-sticky header). An item's li carries `data-x-state` (inactive, opening, active, closing) and `data-x-side` (right or left); the link to the current page gets aria-current=\"page\" and its li the class `x-menu-current`.",
  attributes: {
    mode: attr.enum(["auto", "desktop", "mobile"], "auto", {
      description:
        "desktop, mobile, or auto: mobile at a width of at most breakpoint − 0.02 px with a touch screen, and at any width where the top items do not fit on one row of the bar.",
    }),
    breakpoint: attr.number(979, { min: 0, description: "The width (px) at or above which auto mode is desktop (mobile up to 978.98 px for 979)." }),
    openOn: attr.enum(["hover-intent", "hover", "click"], "hover-intent", {
      description:
        "Desktop submenus open on hover once the pointer slows down (hover-intent), as soon as it enters (hover), or on click only (the buttons always work).",
    }),
    multiple: attr.boolean(false, {
      description: "On mobile, submenus of one level may be open together (by default opening one closes its siblings).",
    }),
    intentInterval: attr.number(25, { min: 0, description: "Hover intent: milliseconds between two polls of the pointer." }),
    intentTimeout: attr.number(25, { min: 0, description: "Hover intent: the least delay (ms) before a submenu the pointer left closes." }),
    intentSensitivity: attr.number(9, {
      min: 0,
      description: "Hover intent: pixels the pointer may move between polls and still count as slowing down.",
    }),
    closeDelay: attr.number(350, { min: 0, description: "Milliseconds before a submenu closes once the pointer left it for elsewhere in the menu." }),
    leaveDelay: attr.number(750, { min: 0, description: "Milliseconds before a submenu closes once the pointer left the whole menu." }),
    duration: attr.number(300, {
      min: 0,
      description: "Length (ms) of the submenu animations (a fade on desktop, the height on mobile); 0 for none.",
    }),
    label: attr.string("", {
      description:
        'Text of the mobile toggle button the element creates when there is no slot="toggle" child; absent: "Menu" in the language of the element\'s text.',
    }),
    submenuLabel: attr.string("", {
      description:
        "Accessible name of each submenu button; {item} is the item's link text. Absent: \"{item} submenu\" in the language of the element's text.",
    }),
  },
  events: {
    "x-open": event<MenuEventDetail>("A person opened a submenu (or the mobile menu, level -1): item, level and source."),
    "x-close": event<MenuEventDetail>("A person closed a submenu (or the mobile menu, level -1): item, level and source."),
  },
  slots: {
    "": "The menu: a <ul> (or a <nav> around it) of <li> with links and nested <ul> submenus; without JavaScript every link shows.",
    toggle: "The button that opens the mobile menu (one is created when absent).",
  },
  parts: {
    toggle: "The mobile toggle button the element creates.",
    menu: "The box around the menu.",
  },
  cssProperties: {
    "--x-menu-background": "Background of the bar and of dropdowns.",
    "--x-menu-color": "Text colour of the menu's links.",
    "--x-menu-accent": "Colour of the current item and of hovered links.",
    "--x-menu-submenu-width": "Width of desktop dropdowns.",
    "--x-menu-shadow": "Shadow of desktop dropdowns.",
    "--x-menu-toggle-size": "Height reserved for the mobile toggle before the upgrade.",
  },
  states: {
    desktop: "Set while the menu runs in its desktop mode (a bar, dropdowns).",
    mobile: "Set while the menu runs in its mobile mode (behind a toggle button).",
    expanded: "Set while the mobile menu is open.",
  },
  wordpress: { block: { title: "Dropdown menu", icon: "menu", keywords: ["menu", "dropdown", "navigation", "submenu"] } },
  demo: "/navigation.html",
  examples: [
    { title: "A menu with two levels of dropdowns", html: `<x-menu>${MENU_HTML}</x-menu>` },
    {
      title: "Mobile collapse",
      html: `<x-menu mode="mobile" multiple label="Navigation">${MENU_HTML}</x-menu>`,
      acts: [
        { click: '[part="toggle"]', fires: ["x-open"] },
        { click: '[href="#services"] ~ .x-menu-toggle', fires: ["x-open"] },
        { click: '[href="#services"] ~ .x-menu-toggle', fires: ["x-close"] },
      ],
    },
    {
      title: "Dropdowns on click",
      html: `<x-menu mode="desktop" open-on="click" breakpoint="768">${MENU_HTML}</x-menu>`,
      acts: [
        { click: '[href="#services"] ~ .x-menu-toggle', fires: ["x-open"] },
        { click: '[href="#services"] ~ .x-menu-toggle', fires: ["x-close"] },
      ],
    },
  ],
});

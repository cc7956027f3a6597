import { attr, declare } from "../define/declare";

export default declare({
  tag: "x-search-overlay",
  summary: "A navbar button that opens a full-screen search overlay holding an x-ai-search.",
  description:
    "The content is the button's label or icon. The x-ai-search with slot=search, or a direct x-ai-search child written without the slot (it is given slot=search; one is created when there is none), is shown in a modal <dialog>: focus moves to its input 250 ms after opening and stays in the overlay; Escape, the close button and a click on the backdrop close it, focus returns to the button, and the input is cleared 350 ms later. The page does not scroll while it is open. Without JavaScript, the label and the search form are shown in place.",
  attributes: {
    label: attr.string("", { description: "The button's accessible name, when its content is an icon without text." }),
    closeLabel: attr.string("", {
      description: 'The accessible name of the close button; absent: "Close search" in the language of the element\'s text.',
    }),
    dialogLabel: attr.string("", {
      description: 'The accessible name of the overlay; absent: "Search this site" in the language of the element\'s text.',
    }),
  },
  // No x-open / x-close: those names carry other elements' detail types in the page-wide event map.
  events: {},
  slots: {
    "": "The button's label or icon; shown as it is without JavaScript.",
    search:
      "The <x-ai-search> shown in the overlay; a direct x-ai-search child goes here without the slot attribute too (without JavaScript, its fallback form shows in place).",
  },
  parts: {
    button: "The button that opens the overlay.",
    dialog: "The full-screen overlay (a modal <dialog>).",
    panel: "The box in the overlay that holds the search.",
    close: "The close button.",
  },
  cssProperties: {
    "--x-search-overlay-background": "The overlay's background, over the page.",
    "--x-search-overlay-panel-background": "Background of the box holding the search.",
    "--x-search-overlay-width": "Widest the box gets.",
  },
  states: { open: "Set while the overlay is open." },
  wordpress: { block: { title: "Search overlay button", icon: "visibility", keywords: ["search", "overlay", "navbar"] } },
  demo: "/search.html",
  examples: [
    {
      title: "In a navbar",
      html: '<x-search-overlay>Search<x-ai-search slot="search" project-id="demo-project" project-key="demo-key" script-src="/search/sge.js" placeholder="Search this site"><a href="/?s=">Search this site</a></x-ai-search></x-search-overlay>',
    },
    {
      title: "An icon button, its search created",
      html: '<x-search-overlay label="Search" close-label="Close" dialog-label="Site search"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2"/></svg></x-search-overlay>',
    },
  ],
  reactEvents: false,
});

import { attr, declare, event, method, property } from "../define/declare";
import { reachingUrl } from "../shared/reaching-url";
import { DEFAULT_LABELS, type Labels } from "./labels";
import { breakpointsCheck, labelsCheck, type Breakpoints } from "./slider-checks";
import type { SlideData } from "./slide-data";

export type { Breakpoints };
export type { Labels as SliderLabels };
export type { SlideData };

export default declare({
  tag: "x-slider",
  summary: "An accessible slider (carousel) on Swiper: every child element is a slide, shown as a plain list without JavaScript.",
  attributes: {
    autoplay: attr.enum(["off", "interval", "marquee"], "off", {
      description: "off; interval: the next page every autoplay-duration; marquee: a continuous scroll at `speed`.",
    }),
    autoplayDuration: attr.number(5000, {
      min: 0,
      description:
        "Milliseconds between pages with autoplay=interval. A page whose first slide has data-swiper-autoplay (milliseconds, as in Swiper) stays that long instead.",
    }),
    transitionDuration: attr.number(1000, { min: 0, description: "Milliseconds a change of page takes (0 under prefers-reduced-motion)." }),
    slidesPerPage: attr.number(1, { integer: true, min: 1, description: "Slides shown at once (see breakpoints for responsive values)." }),
    breakpoints: attr.json<Breakpoints>(
      breakpointsCheck,
      {},
      {
        type: "Breakpoints",
        description: 'Slides per page from a window width up, as JSON: {"640": {"slidesPerPage": 2}, "1024": {"slidesPerPage": 3}}.',
      },
    ),
    wrapAround: attr.boolean(false, {
      description:
        "The slides go round: after the last page the first comes next, onwards (buttons, keys, drag, autoplay), instead of the track running back. Too few slides are repeated (light-DOM copies marked data-x-clone, without ids; at most 6 sets) to fill the loop.",
    }),
    startingSlide: attr.number(1, { integer: true, min: 1, description: "The slide shown first (1-based), clamped to the number of slides." }),
    stacked: attr.boolean(false, { description: "Slides stacked on top of each other, fading from one to the next." }),
    adaptiveHeight: attr.boolean(false, { description: "The slider takes the height of the current page's slides, animated." }),
    swipe: attr.enum(["x", "y", "xy", "none"], "x", {
      description: "Dragging: x (horizontal slider), y (vertical slider, height --x-slider-height), xy (horizontal, any drag angle), none.",
    }),
    snap: attr.boolean(true, { description: "A drag ends on a page; false lets it glide freely." }),
    direction: attr.enum(["forward", "reverse"], "forward", { description: "Which way autoplay goes." }),
    pauseOnHover: attr.boolean(false, { description: "Autoplay holds while the pointer is over the slider." }),
    autoplayStartInView: attr.boolean(false, { description: "Autoplay starts only once the slider has been seen (15% in view)." }),
    scrollBySlide: attr.boolean(false, { description: "Buttons, keys and autoplay move one slide at a time instead of a page." }),
    autoBasis: attr.boolean(false, { description: "Slides keep their natural width (slides-per-page is ignored)." }),
    keyboardNavigation: attr.boolean(true, {
      description:
        "While focus is inside the slider, arrow keys change the page (Left and Right swapped on a right-to-left page), Home goes to the first page and End to the last.",
    }),
    navigation: attr.boolean(true, { description: "Show the previous and next buttons." }),
    pagination: attr.boolean(true, { description: "Show a button per page, the current one marked." }),
    speed: attr.number(0.1, { min: 0, description: "Marquee speed in pixels per millisecond (0.1 = 100 px a second)." }),
    lazy: attr.boolean(true, {
      description:
        'Images of slides more than a page away load lazily (loading="lazy", fetched as they come near) and those of the pages next to the current one at once, so the next page is ready before it shows. Only images that keep their box while loading (width and height attributes, or an aspect-ratio) are made lazy. false leaves loading as the page wrote it.',
    }),
    thumbsFor: attr.string("", {
      description:
        "Makes this slider the thumbnail strip of another: the id of the main x-slider (one slide a page). Each slide here is a button to the main slider's slide of the same number (click, Enter, Space), named by its image's alt text (else labels.thumb); the main slider's current slide is the selected thumbnail (aria-current, data-x-selected, part thumb-selected), kept in view. An id naming no x-slider warns once.",
    }),
    source: reachingUrl("", {
      use: "endpoint",
      description:
        "A Slider Revolution module's REST route (/wp-json/sliderrevolution/sliders/{alias}?srengine=7&alias=true): its slides, placed as the module places them, and its autoplay, loop, arrows and bullets. A slider wrapping a module's markup (<sr7-module>) reads it without this.",
    }),
    labels: attr.json(
      labelsCheck,
      {},
      {
        type: "Partial<SliderLabels>",
        texts: DEFAULT_LABELS,
        description:
          "Texts as JSON: carousel, slide ({n} of {total}), previous, next, pagination, page (Page {n}), pause, play, thumb (Go to slide {n} of {total}: a thumbnail whose image has no alt text); those left out follow the language of the element's text (English default).",
      },
    ),
  },
  events: {
    "x-slide-change": event<{ current: number; previous: number; total: number; source: "user" | "autoplay" | "api" }>(
      "The current page changed: by the visitor (buttons, keys, pagination, drag), autoplay, or a method (next, prev, goTo). Attribute changes fire nothing.",
    ),
    "x-ready": event<{ total: number; current: number }>("Swiper is running (fires once per upgrade)."),
  },
  methods: {
    next: method<(n?: number) => void>({
      description: "Goes n pages on, wrapping round at the end (fires x-slide-change, source api).",
      parameters: [{ name: "n", type: "number", optional: true, description: "Pages to go; a value that is not a positive integer is 1." }],
    }),
    prev: method<(n?: number) => void>({
      description: "Goes n pages back, wrapping round at the start (fires x-slide-change, source api).",
      parameters: [{ name: "n", type: "number", optional: true, description: "Pages to go; a value that is not a positive integer is 1." }],
    }),
    goTo: method<(page: number) => void>({
      description: "Goes to a page (fires x-slide-change, source api).",
      parameters: [{ name: "page", type: "number", description: "The page, 1-based; brought within the pages." }],
    }),
  },
  properties: {
    current: property<number>({
      type: "number",
      default: 0,
      description: "The current page, 1-based (0 without slides, and before the first render).",
    }),
    total: property<number>({ type: "number", default: 0, description: "The number of pages (0 before the first render)." }),
    atStart: property<boolean>({ type: "boolean", default: true, description: "Whether the first page is the current one." }),
    atEnd: property<boolean>({ type: "boolean", default: true, description: "Whether the last page is the current one." }),
    ready: property<boolean>({ type: "boolean", default: false, description: "Whether Swiper runs." }),
    positioned: property<boolean>({
      type: "boolean",
      default: false,
      description: "Whether the track rests on a page (false while a transition or a drag moves it, and before Swiper runs).",
    }),
    prime: property<number>({
      type: "number",
      default: 0,
      description: "The first slide of the current page, 0-based (with wrap-around, the slide the view starts with).",
    }),
    slideData: property<SlideData[]>({
      type: "SlideData[]",
      default: [],
      description:
        "Each slide's state, in slide order (copies left out): active (on the current page), distance (pages away from it), balance (the same, signed: negative before it), index (1-based) and isPageStart (a page starts with it); the same as the attributes written on the slides. Empty before the first render.",
    }),
  },
  slots: {
    "": "The slides: every child element is one, shown as a plain stacked list before the script runs. A sole WordPress Gallery block (figure.wp-block-gallery) or list of images (ul > li > img) gives one slide per image (its items stand in the slider while it runs, and go back after). Images, pictures and videos in slides scale to the slide, keeping their ratio. The element gives each a slot attribute (slide-1, slide-2...) to place it, and, while it runs, attributes for the page's CSS, removed when it stops (a slide is the page's node, not the element, so it cannot carry a custom state): is-current on each slide of the current page; data-x-index, its number, 1-based (a copy has its slide's); data-x-distance, how many pages it is from the current one (0 on it); data-x-balance, the same signed, negative before the current page, positive after it (with wrap-around, the shorter way round); data-x-page-start on each slide that a page starts with; data-x-selected on each thumbnail of a strip (thumbs-for) that shows the main slider's current slide; data-x-clone on the copies of the slides that a loop or a marquee adds (see wrap-around), the copy's set number.",
    caption: "A caption under the slides (not a slide). A sole Gallery block's own caption (figcaption) shows there while the slider runs.",
    "prev-icon":
      "An icon for the previous button (in place of its drawn ‹; turned round on a right-to-left page, as the button goes to the right); the button keeps its name (labels.previous).",
    "next-icon":
      "An icon for the next button (in place of its drawn ›; turned round on a right-to-left page); the button keeps its name (labels.next).",
    "pause-icon": "An icon for the pause button, shown while autoplay plays; the button keeps its name (labels.pause).",
    "play-icon": "An icon for the play button, shown while autoplay is paused; the button keeps its name (labels.play).",
  },
  parts: {
    region: "The carousel region (role region, aria-roledescription carousel).",
    viewport: "The visible window of the slides.",
    slide: "The box of each slide; also slide-current on the current page's, and thumb-selected on a thumbnail strip's selected one (thumbs-for).",
    previous: "The previous button.",
    next: "The next button.",
    pagination: "The page buttons' row.",
    page: "A page button; also page-current on the current one.",
    toggle: "The pause / play button (whenever autoplay is on).",
  },
  cssProperties: {
    "--x-slider-gap": "Space between slides (a length).",
    "--x-slider-height": "Height of a vertical slider (swipe=y); default 20rem.",
    "--x-slider-control-color": "Colour of the buttons and page dots.",
    "--x-slider-control-background": "Background of the buttons.",
    "--x-slider-object-fit": "How an image or video in a slide fits when a height is set too (object-fit); default contain, nothing cropped.",
    "--x-slides-per-page": "Slides per page before the upgrade (set it with your breakpoints so the first page does not shift).",
    "--x-slide-current": "Set on the host: the current page (1-based).",
    "--x-slide-total": "Set on the host: the number of pages.",
    "--x-slide-distance": "Inherited by each slide: how many pages it is away from the current one.",
  },
  states: {
    ready: "Set once Swiper (or the marquee) runs.",
    positioned: "Set while the track rests on a page; unset while a transition or a drag moves it.",
    "at-start": "Set on the first page.",
    "at-end": "Set on the last page.",
    playing: "Set while autoplay plays.",
  },
  wordpress: {
    block: { title: "Slider carousel", icon: "slides", keywords: ["slider", "carousel", "slideshow", "gallery"] },
    wraps: {
      system: "slider-revolution",
      name: "Slider Revolution",
      active: "RS_REVISION",
      // Its block (themepunch/revslider) saves the rev_slider shortcode inside it: the shortcode's wrap covers it
      // (wrapping the block as well would put the module in two sliders).
      shortcodes: ["rev_slider", "sr7"],
      scripts: ["tp-tools", "sr7", "sr7migration"],
      // Its head script (settings and page.js) prints through this filter; false prints nothing.
      scriptFilters: ["revslider_js_add_header_scripts"],
      // Its inline scripts need its scripts: the module's data and init (footer), its fonts' (footer), its deprecation
      // warnings, and the module's height script printed after its markup.
      callbacks: {
        wp_print_footer_scripts: ["RevSlider7Output::add_js"],
        wp_footer: ["RevSliderFront::load_google_fonts", "RevSliderFront::add_deprecation_warnings"],
      },
      inlineScripts: ["SR7.PMH"],
      notFollowed: {
        "Carousels, scenes, WebGL, particles, add-ons, transitions": "shown still (one console note); slides fade",
        "Fonts its scripts load (Google Fonts, icon fonts)":
          "not loaded: a layer's text shows in its font family where the page has it, else the fallback",
      },
    },
  },
  demo: "/slider.html",
  examples: [
    {
      title: "Hero with autoplay",
      html: `<x-slider autoplay="interval" autoplay-duration="6000" pause-on-hover labels='{"carousel":"Highlights"}'><p>First slide</p><p>Second slide</p><p>Third slide</p></x-slider>`,
      fires: ["x-ready"],
      acts: [
        { call: "next", fires: ["x-slide-change"], reads: { current: 2, total: 3, ready: true } },
        { call: "goTo", args: [3], fires: ["x-slide-change"], reads: { current: 3, atEnd: true } },
        { call: "prev", args: [2], fires: ["x-slide-change"], reads: { current: 1, atStart: true } },
      ],
    },
    {
      title: "Gallery: three per page, wrapping round",
      html: `<x-slider slides-per-page="3" wrap-around starting-slide="2" transition-duration="400" breakpoints='{"0":{"slidesPerPage":1},"640":{"slidesPerPage":3}}'><figure>One</figure><figure>Two</figure><figure>Three</figure><figure>Four</figure><figure>Five</figure></x-slider>`,
      fires: ["x-ready"],
      acts: [{ click: '[part="next"]', fires: ["x-slide-change"] }],
    },
    {
      title: "Gallery with thumbnails",
      html: `<x-slider id="main-gallery" labels='{"carousel":"Photos"}'><figure>Harbour at dawn</figure><figure>Old town</figure><figure>Lighthouse</figure><figure>Dunes</figure></x-slider><x-slider thumbs-for="main-gallery" slides-per-page="3" pagination="false" labels='{"carousel":"Thumbnails"}'><figure>Harbour</figure><figure>Town</figure><figure>Lighthouse</figure><figure>Dunes</figure></x-slider>`,
      fires: ["x-ready"],
    },
    {
      title: "Images, each a slide",
      html: `<x-slider wrap-around adaptive-height labels='{"carousel":"Our work"}'><img src="/media/slide-harbour.svg" width="640" height="360" alt="A pale sun over blue mountains and a boat in the harbour" /><img src="/media/slide-dunes.svg" width="640" height="360" alt="A white sun above orange dunes" /><img src="/media/slide-hills.svg" width="640" height="360" alt="Dark green hills under a grey-green sky" /></x-slider>`,
      fires: ["x-ready"],
    },
    {
      title: "Stacked, fading, vertical swipe",
      html: `<x-slider stacked adaptive-height swipe="y" direction="reverse" scroll-by-slide snap="false" keyboard-navigation="false" navigation="false" pagination="false" auto-basis autoplay-start-in-view speed="0.05"><p>Fade one</p><p>Fade two</p></x-slider>`,
      fires: ["x-ready"],
    },
  ],
});

import { attr, declare } from "../define/declare";

export default declare({
  tag: "x-scroll-spy",
  summary: "Around a navigation menu: in-page anchor links scroll smoothly, and the link of the section in view is marked current.",
  attributes: {
    offset: attr.number(0, {
      min: 0,
      description:
        "Pixels left above a section of the menu scrolled to, by a link or the hash at load (never less than the page's offset: a fixed x-sticky header, the document's scroll-padding-top); also where a section starts to count as current.",
    }),
    currentClass: attr.string("is-current", {
      pattern: /^[\w-]+$/,
      problem: "is not a class name",
      description: 'Class of the current section\'s link (which also gets aria-current="location").',
    }),
  },
  events: {},
  slots: { "": "The navigation menu: its links to #sections work as plain anchors without JavaScript." },
  parts: {},
  cssProperties: {},
  wordpress: { block: { title: "Scroll-spy contents", icon: "editor-ol", keywords: ["scroll spy", "table of contents", "toc", "anchors"] } },
  demo: "/toggles.html",
  examples: [
    {
      title: "A page's table of contents",
      html: '<x-scroll-spy offset="80"><nav aria-label="On this page"><ul><li><a href="#intro">Introduction</a></li><li><a href="#pricing">Pricing</a></li><li><a href="#faq">Questions</a></li></ul></nav></x-scroll-spy>',
    },
  ],
  // No React handler: the content is the page's, listened to with addEventListener.
  reactEvents: false,
});

import { attr, declare } from "../define/declare";

export default declare({
  tag: "x-accordion",
  summary: 'Around several collapses (x-toggle kind="collapse"): one open at a time unless multiple, and an opened panel is scrolled into view.',
  attributes: {
    multiple: attr.boolean(false, { description: "Let several panels be open at once." }),
  },
  events: {},
  slots: { "": 'The collapses (x-toggle kind="collapse"), shown as they are without JavaScript.' },
  parts: {},
  cssProperties: {},
  wordpress: { block: { title: "FAQ accordion", icon: "list-view", keywords: ["accordion", "faq", "questions", "answers", "collapse"] } },
  demo: "/toggles.html",
  examples: [
    {
      title: "Questions and answers",
      html: '<x-accordion><x-toggle kind="collapse" open><button slot="trigger" type="button">How long is delivery?</button><p>Two working days.</p></x-toggle><x-toggle kind="collapse"><button slot="trigger" type="button">Can I return it?</button><p>Within 30 days.</p></x-toggle></x-accordion>',
    },
  ],
  // No React handler: the content is the page's, listened to with addEventListener.
  reactEvents: false,
});

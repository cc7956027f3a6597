import { declare } from "../define/declare";
import { resultsAttributes, starProperties } from "./settings";

export default declare({
  tag: "x-rating-results",
  summary: "A post's Rate My Post results: stars, average and vote count, updated live when the post is rated on the page.",
  attributes: resultsAttributes,
  events: {},
  slots: { "": "Fallback content, shown until the widget renders and when post-id is invalid." },
  parts: {
    stars: "The star row.",
    star: "Each star, with data-fill = full, half or empty.",
    summary: "The average and vote count, or the no-votes text.",
    average: "The average rating.",
    count: "The vote count.",
  },
  cssProperties: starProperties,
  demo: "/rating.html",
  examples: [{ title: "Results", html: '<x-rating-results post-id="7" avg-rating="4.3" vote-count="12">4.3 / 5 (12 votes)</x-rating-results>' }],
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

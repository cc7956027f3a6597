import type { ElementDocs } from "../src/define";
import { resultsAttributeDocs } from "../src/rating/settings.docs";
import type { ratingResultsAttributes, ratingResultsEvents } from "./x-rating-results";

/** <x-rating-results>'s documentation, for the manifest and the generated types only (see ElementDocs). */
export default {
  description: "A post's Rate My Post results: stars, average and vote count, updated live on x-rate.",
  attributes: resultsAttributeDocs,
  events: {},
  slots: { "": "Fallback content, shown until the widget renders and when post-id is invalid." },
  parts: {
    stars: "The star row.",
    star: "Each star, with data-fill = full, half or empty.",
    summary: "The average and vote count, or the no-votes text.",
    average: "The average rating.",
    count: "The vote count.",
  },
  cssProperties: {
    "--x-rating-color": "Colour of filled stars.",
    "--x-rating-empty-color": "Colour of empty stars.",
    "--x-rating-size": "Size of a star.",
    "--x-rating-min-height": "Height reserved before and after upgrade, so nothing shifts.",
  },
} satisfies ElementDocs<typeof ratingResultsAttributes, typeof ratingResultsEvents>;

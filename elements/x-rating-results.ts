import { defineElement } from "../src/define";
import { RatingResults } from "../src/rating/RatingResults";
import { resultsAttributes } from "../src/rating/settings";
import styles from "../src/rating/rating.css?inline";

export const ratingResultsAttributes = resultsAttributes;
export const ratingResultsEvents = {};

/** A post's average rating as stars plus "{avg} ({count} votes)", updated live when the post is rated on the page. */
export const XRatingResults = defineElement({
  tag: "x-rating-results",
  description: "A post's Rate My Post results: stars, average and vote count, updated live on x-rate.",
  component: RatingResults,
  attributes: ratingResultsAttributes,
  events: ratingResultsEvents,
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
  styles,
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-rating-results": InstanceType<NonNullable<typeof XRatingResults>>;
  }
}

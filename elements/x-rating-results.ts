import { defineElement } from "../src/define";
import { RatingResults } from "../src/rating/RatingResults";
import { resultsAttributes } from "../src/rating/settings";
import styles from "../src/rating/rating.css?inline";

export const ratingResultsAttributes = resultsAttributes;
export const ratingResultsEvents = {};

/** A post's average rating as stars plus "{avg} ({count} votes)", updated live when the post is rated on the page. */
export const XRatingResults = defineElement({
  tag: "x-rating-results",
  component: RatingResults,
  attributes: ratingResultsAttributes,
  events: ratingResultsEvents,
  styles,
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-rating-results": InstanceType<NonNullable<typeof XRatingResults>>;
  }
}

import { attr, defineElement, event } from "../src/define";
import { Rating } from "../src/rating/Rating";
import { DEFAULT_LABELS, labelsSchema, resultsAttributes } from "../src/rating/settings";
import styles from "../src/rating/rating.css?inline";

export const ratingAttributes = {
  ...resultsAttributes,
  preventAccidental: attr.boolean(false),
  feedback: attr.boolean(false),
  social: attr.boolean(false),
  positiveThreshold: attr.number(2, { integer: true, min: 0, max: 5 }),
  showRating: attr.boolean(true),
  hoverTexts: attr.boolean(false),
  labels: attr.json(labelsSchema, DEFAULT_LABELS, "string[]"),
  rememberVotes: attr.boolean(true),
  canVote: attr.boolean(true),
  recaptchaSiteKey: attr.string(""),
};

export const ratingEvents = {
  "x-rate": event<{ postId: number; rating: number; avgRating: number; voteCount: number }>(),
  "x-feedback": event<{ postId: number; ratingId: number }>(),
};

/**
 * Five-star rating of a post that speaks Rate My Post's admin-ajax API (process_rating, process_feedback,
 * load_results) and its rmp-rate cookie. The element's text is the no-JavaScript fallback.
 */
export const XRating = defineElement({
  tag: "x-rating",
  component: Rating,
  attributes: ratingAttributes,
  events: ratingEvents,
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-rating": InstanceType<NonNullable<typeof XRating>>;
  }
}

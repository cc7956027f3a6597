import { attr, defineElement, event } from "../src/define";
import { Rating } from "../src/rating/Rating";
import { DEFAULT_LABELS, labelsSchema, resultsAttributes } from "../src/rating/settings";
import styles from "../src/rating/rating.css?inline";

export const ratingAttributes = {
  ...resultsAttributes,
  preventAccidental: attr.boolean(false, "Show a submit button after a star is chosen."),
  feedback: attr.boolean(false, "Offer a feedback box after a rating at or below positive-threshold."),
  social: attr.boolean(false, "Offer share links after a rating above positive-threshold."),
  positiveThreshold: attr.number(2, "Ratings at or below this are negative (feedback), above it positive (social).", { integer: true, min: 0, max: 5 }),
  showRating: attr.boolean(true, "Highlight the current average in the rating stars."),
  hoverTexts: attr.boolean(false, "Show the descriptive text of the hovered or keyboard-focused star."),
  labels: attr.json(labelsSchema, DEFAULT_LABELS, "JSON array of the five descriptive texts of the stars.", "string[]"),
  rememberVotes: attr.boolean(true, "Remember rated posts in the rmp-rate cookie (Rate My Post's format) and lock them."),
  canVote: attr.boolean(true, "false locks the widget with a no-privilege look and a reason text."),
  recaptchaSiteKey: attr.string("", "reCAPTCHA v3 site key: with grecaptcha on the page, requests carry a token."),
};

export const ratingEvents = {
  "x-rate": event<{ postId: number; rating: number; avgRating: number; voteCount: number }>(
    "A rating was stored: the new average and vote count (every widget of the post on the page updates).",
  ),
  "x-feedback": event<{ postId: number; ratingId: number }>("Feedback on a negative rating was stored."),
};

/**
 * Five-star rating of a post that speaks Rate My Post's admin-ajax API (process_rating, process_feedback,
 * load_results) and its rmp-rate cookie. The element's text is the no-JavaScript fallback.
 */
export const XRating = defineElement({
  tag: "x-rating",
  description: "Star rating of a post over Rate My Post's admin-ajax API, with feedback and share links afterwards.",
  component: Rating,
  attributes: ratingAttributes,
  events: ratingEvents,
  slots: { "": "Fallback content (e.g. \"4.3 / 5 (12 votes)\"), shown until the widget renders and when post-id is invalid." },
  parts: {
    stars: "The star row (a radio group).",
    star: "Each star (a radio), with data-fill = full, half or empty.",
    "hover-text": "The descriptive text of the hovered star (hover-texts).",
    submit: "The submit button (prevent-accidental).",
    summary: "The average and vote count line, or the no-votes text.",
    average: "The average rating.",
    count: "The vote count.",
    message: "The thank-you, lock or error message (data-tone = info or alert).",
    feedback: "The feedback box after a negative rating.",
    "feedback-button": "The feedback submit button.",
    "feedback-message": "The feedback result or error (data-tone = info or alert).",
    social: "The share links after a positive rating.",
  },
  cssProperties: {
    "--x-rating-color": "Colour of filled stars.",
    "--x-rating-empty-color": "Colour of empty stars.",
    "--x-rating-size": "Size of a star.",
    "--x-rating-alert-color": "Colour of error messages.",
    "--x-rating-min-height": "Height reserved before and after upgrade, so nothing shifts.",
  },
  states: { locked: "Why the stars cannot be used: rated, no-privilege, sending or refused (server error)." },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    "x-rating": InstanceType<NonNullable<typeof XRating>>;
  }
}

import type { ElementDocs } from "../src/define";
import { resultsAttributeDocs } from "../src/rating/settings.docs";
import type { ratingAttributes, ratingEvents } from "./x-rating";

/** <x-rating>'s documentation, for the manifest and the generated types only (see ElementDocs). */
export default {
  description: "Star rating of a post over Rate My Post's admin-ajax API, with feedback and share links afterwards.",
  attributes: {
    ...resultsAttributeDocs,
    preventAccidental: "Show a submit button after a star is chosen.",
    feedback: "Offer a feedback box after a rating at or below positive-threshold.",
    social: "Offer share links after a rating above positive-threshold.",
    positiveThreshold: "Ratings at or below this are negative (feedback), above it positive (social).",
    showRating: "Highlight the current average in the rating stars.",
    hoverTexts: "Show the descriptive text of the hovered or keyboard-focused star.",
    labels: "JSON array of the five descriptive texts of the stars.",
    rememberVotes: "Remember rated posts in the rmp-rate cookie (Rate My Post's format) and lock them.",
    canVote: "false locks the widget with a no-privilege look and a reason text.",
    recaptchaSiteKey: "reCAPTCHA v3 site key: with grecaptcha on the page, requests carry a token.",
  },
  events: {
    "x-rate": "A rating was stored: the new average and vote count (every widget of the post on the page updates).",
    "x-feedback": "Feedback on a negative rating was stored.",
  },
  slots: { "": 'Fallback content (e.g. "4.3 / 5 (12 votes)"), shown until the widget renders and when post-id is invalid.' },
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
} satisfies ElementDocs<typeof ratingAttributes, typeof ratingEvents>;

import { attr, declare } from "../define/declare";
import type { ServerValue, WordPressSide } from "../define/declaration";
import { DEFAULT_MESSAGES, MESSAGE_KEYS, type Messages } from "./messages";
import { reachingUrl } from "../shared/reaching-url";
import { check, textsCheck } from "../shared/checks";

// Rate My Post calls the empty-feedback text feedbackAlert in its settings.
const settingsTexts = textsCheck([...MESSAGE_KEYS, "feedbackAlert"]);
const messagesSchema = check<Partial<Messages>>((value) => {
  const result = settingsTexts["~standard"].validate(value);
  if (result.issues) return result;
  const { feedbackAlert, ...messages } = result.value;
  return { value: { ...(feedbackAlert === undefined ? {} : { emptyFeedback: feedbackAlert }), ...(messages as Partial<Messages>) } };
});

/** The attributes of x-rating-results, which x-rating has too: which post, where its results come from, and the texts. */
export const resultsAttributes = {
  postId: attr.number(0, { integer: true, min: 1, required: true, description: "The post's id (a positive integer)." }),
  ajaxUrl: reachingUrl("/wp-admin/admin-ajax.php", { use: "endpoint", description: "The WordPress admin-ajax endpoint." }),
  nonce: attr.string("", { description: "Rate My Post's nonce (checked for logged-in visitors only)." }),
  avgRating: attr.number(0, { min: 0, max: 5, description: "Average rating rendered by the server (0 to 5)." }),
  voteCount: attr.number(0, { integer: true, min: 0, description: "Number of votes rendered by the server." }),
  loadResults: attr.boolean(false, { description: "Fetch fresh results with load_results when connected (for cached pages)." }),
  messages: attr.json(
    messagesSchema,
    {},
    {
      type: "Partial<Messages>",
      texts: DEFAULT_MESSAGES,
      description:
        "Texts over the language's (English: Rate My Post's) as JSON: rate (the stars' label), afterVote, noRating, cookieNotice, emptyFeedback (or feedbackAlert), feedbackNotice, submitButton, noPrivilege, feedbackTitle, feedbackButton, socialTitle, results and average ({avg} {count}; each also in the plural forms of the element's language, as results_one, results_few, results_many, after Intl.PluralRules' categories zero, one, two, few, many, other, the plain text serving any form not given), retry (a rating that could not be sent), feedbackRetry (feedback that could not be sent).",
    },
  ),
};

/** The CSS custom properties of x-rating-results, which x-rating has too. */
/**
 * The WordPress side of both Rate My Post elements: Rate My Post's own post id, nonce and admin-ajax address, the
 * post's average and vote count, its owner's settings that change what the element shows (`settings`: x-rating's),
 * and the wrapping of its shortcode (each element wraps one), replacing its script.
 */
export const rateMyPostSide = (shortcode: string, settings: Record<string, ServerValue> = {}): WordPressSide => ({
  serverValues: {
    "post-id": "post-id",
    nonce: "nonce:rmp_public_nonce",
    "ajax-url": "admin-ajax-url",
    // The post's results as Rate My Post keeps them (its widget prints them so too).
    "avg-rating": "post-meta:rmp_avg_rating",
    "vote-count": "post-meta:rmp_vote_count",
    // Its "AJAX load results" setting, for cached pages.
    "load-results": "option:rmp_options.ajaxLoad==2",
    ...settings,
  },
  serverValuesWhen: "RATE_MY_POST_VERSION",
  wraps: {
    system: "rate-my-post",
    name: "Rate My Post",
    active: "RATE_MY_POST_VERSION",
    shortcodes: [shortcode],
    scripts: ["rate-my-post"],
    attributes: { "post-id": "attribute:id" },
    follows: RATE_MY_POST_FOLLOWS,
    notFollowed: RATE_MY_POST_NOT_FOLLOWED,
  },
});

/** Rate My Post's settings the elements follow, listed on the settings page. */
const RATE_MY_POST_FOLLOWS = {
  "Feedback widget": "feedback, from rmp_options; its headings, text and button as the widget prints them",
  "Positive/negative threshold": "positive-threshold, from rmp_options",
  "Social widget": "social, from rmp_options; its headings and the owner's follow (or share) links as the widget prints them",
  "Prevent accidental ratings": "prevent-accidental (a submit button), from rmp_options",
  "Hover texts and the stars' texts": "hover-texts, from rmp_options; the five texts as the widget prints them",
  "Do not show average rating": "show-rating off: no average, no vote count, no highlighted average",
  "Delete cookie on page load": "remember-votes off",
  "AJAX load results": "load-results, for cached pages",
  "Only logged-in users can vote (and the rmp_is_not_votable filter)": "can-vote, from Rate My Post's own check",
  "reCAPTCHA v3":
    "recaptcha-site-key from rmp_security: with Rate My Post's reCAPTCHA script on the page, a vote and feedback carry a token (RMPrating, RMPfeedback)",
  "Customised texts":
    "titles, results line, no-votes, submit and feedback texts as the widget prints them; thank-you, already-rated, empty-feedback and feedback-sent texts from rmp_customize_strings",
  "Posts, pages and post types with the widget; excluded posts": "where Rate My Post prints no widget there is nothing to wrap",
};

const RATE_MY_POST_NOT_FOLLOWED = {
  "Cloudflare Turnstile":
    "its widget would need Turnstile's script inside the element; a site with Turnstile on keeps Rate My Post's own widget (wrapping off)",
  "Icon type and customised colours and sizes":
    "the element draws its own stars, styled with its CSS custom properties (--x-rating-color and others)",
  "Multilingual compatibility mode": "texts follow the element's language catalogue; customised texts of rmp_customize_strings win when set",
};

export const starProperties = {
  "--x-rating-color": "Colour of filled stars.",
  "--x-rating-empty-color": "Colour of empty stars.",
  "--x-rating-size": "Size of a star.",
  "--x-rating-min-height": "Height reserved before and after upgrade, so nothing shifts.",
};

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
  wordpress: {
    ...rateMyPostSide("ratemypost-result"),
    block: { title: "Rating results (Rate My Post)", icon: "star-filled", keywords: ["rating", "results", "stars", "average"] },
  },
  demo: "/rating.html",
  stylesheets: ["rating.css"],
  examples: [{ title: "Results", html: '<x-rating-results post-id="7" avg-rating="4.3" vote-count="12">Ratings of this post</x-rating-results>' }],
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

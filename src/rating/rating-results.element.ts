import * as z from "zod/mini";
import { attr, declare } from "../define/declare";
import type { WordPressSide } from "../define/declaration";
import { DEFAULT_MESSAGES, MESSAGE_KEYS, type Messages } from "./messages";

const messagesSchema = z.pipe(
  z.partial(
    z.strictObject({
      ...Object.fromEntries(MESSAGE_KEYS.map((key) => [key, z.string()])),
      // Rate My Post calls the empty-feedback text feedbackAlert in its settings.
      feedbackAlert: z.string(),
    }),
  ),
  z.transform(({ feedbackAlert, ...messages }: Record<string, string | undefined>): Partial<Messages> => ({
    ...(feedbackAlert === undefined ? {} : { emptyFeedback: feedbackAlert }),
    ...(messages as Partial<Messages>),
  })),
);

/** The attributes of x-rating-results, which x-rating has too: which post, where its results come from, and the texts. */
export const resultsAttributes = {
  postId: attr.number(0, { integer: true, min: 1, required: true, description: "The post's id (a positive integer)." }),
  ajaxUrl: attr.url("/wp-admin/admin-ajax.php", { use: "endpoint", description: "The WordPress admin-ajax endpoint." }),
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
 * post's average and vote count, and the wrapping of its shortcode (each element wraps one), replacing its script.
 */
export const rateMyPostSide = (shortcode: string): WordPressSide => ({
  serverValues: {
    "post-id": "post-id",
    nonce: "nonce:rmp_public_nonce",
    "ajax-url": "admin-ajax-url",
    // The post's results as Rate My Post keeps them (its widget prints them so too).
    "avg-rating": "post-meta:rmp_avg_rating",
    "vote-count": "post-meta:rmp_vote_count",
  },
  serverValuesWhen: "RATE_MY_POST_VERSION",
  wraps: {
    system: "rate-my-post",
    name: "Rate My Post",
    active: "RATE_MY_POST_VERSION",
    shortcodes: [shortcode],
    scripts: ["rate-my-post"],
    attributes: { "post-id": "attribute:id" },
  },
});

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
  wordpress: rateMyPostSide("ratemypost-result"),
  demo: "/rating.html",
  examples: [{ title: "Results", html: '<x-rating-results post-id="7" avg-rating="4.3" vote-count="12">Ratings of this post</x-rating-results>' }],
  // Display only: no React event handlers, so no React event listeners per element.
  reactEvents: false,
});

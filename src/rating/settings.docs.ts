import type { resultsAttributes } from "./settings";

/** Descriptions of the attributes both rating tags have, for their docs files (elements/x-rating*.docs.ts). */
export const resultsAttributeDocs = {
  postId: "The post's id (required, a positive integer).",
  ajaxUrl: "The WordPress admin-ajax endpoint.",
  nonce: "Rate My Post's nonce (checked for logged-in visitors only).",
  avgRating: "Average rating rendered by the server (0 to 5).",
  voteCount: "Number of votes rendered by the server.",
  loadResults: "Fetch fresh results with load_results when connected (for cached pages).",
  messages:
    "Texts as JSON: rate (the stars' label), afterVote, noRating, cookieNotice, emptyFeedback (or feedbackAlert), feedbackNotice, submitButton, noPrivilege, feedbackTitle, feedbackButton, socialTitle, results and average ({avg} {count}), retry (a rating that could not be sent), feedbackRetry (feedback that could not be sent).",
} satisfies Record<keyof typeof resultsAttributes, string>;

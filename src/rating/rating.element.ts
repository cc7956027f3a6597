import { attr, declare, event } from "../define/declare";
import { check, INVALID, isText, problem } from "../shared/checks";
import { rateMyPostSide, resultsAttributes, starProperties } from "./rating-results.element";

export type { Messages } from "./messages";

/** The five descriptive texts of the stars. */
const labelsSchema = check<string[]>((value) => {
  if (!Array.isArray(value)) return problem(INVALID);
  const notText = value.findIndex((label) => !isText(label));
  if (notText !== -1) return problem(INVALID, [notText]);
  return value.length === 5 ? { value } : problem("needs exactly five texts");
});

export default declare({
  tag: "x-rating",
  summary:
    "Star rating of a post over Rate My Post's admin-ajax API (process_rating, process_feedback, load_results), with feedback and share links afterwards.",
  attributes: {
    ...resultsAttributes,
    preventAccidental: attr.boolean(false, { description: "Show a submit button after a star is chosen." }),
    feedback: attr.boolean(false, { description: "Offer a feedback box after a rating at or below positive-threshold." }),
    social: attr.boolean(false, { description: "Offer share links after a rating above positive-threshold." }),
    positiveThreshold: attr.number(2, {
      integer: true,
      min: 0,
      max: 5,
      description: "Ratings at or below this are negative (feedback), above it positive (social).",
    }),
    showRating: attr.boolean(true, {
      description:
        'Highlight the current average in the rating stars and show the average and vote count line (off: neither, as Rate My Post\'s "Do not show average rating").',
    }),
    hoverTexts: attr.boolean(false, { description: "Show the descriptive text of the hovered or keyboard-focused star." }),
    labels: attr.json(labelsSchema, [], {
      type: "string[]",
      description:
        'JSON array of the five descriptive texts of the stars; absent: "Not at all useful", "Somewhat useful", "Useful", "Fairly useful", "Very useful" in the language of the element\'s text.',
    }),
    rememberVotes: attr.boolean(true, { description: "Remember rated posts in the rmp-rate cookie (Rate My Post's format) and lock them." }),
    canVote: attr.boolean(true, { description: "false locks the widget with a no-privilege look and a reason text." }),
    recaptchaSiteKey: attr.string("", {
      description:
        "reCAPTCHA v3 site key (on WordPress, Rate My Post's while its reCAPTCHA is on): requests carry a token from the page's grecaptcha. While grecaptcha is not loaded or gives no token, nothing is sent (the server would refuse it) and the visitor is asked to try again.",
    }),
  },
  events: {
    "x-rate": event<{ postId: number; rating: number; avgRating: number; voteCount: number }>(
      "A rating was stored: the new average and vote count (every widget of the post on the page updates).",
    ),
    "x-feedback": event<{ postId: number; ratingId: number }>("Feedback on a negative rating was stored."),
  },
  slots: { "": 'Fallback content (e.g. "4.3 / 5 (12 votes)"), shown until the widget renders and when post-id is invalid.' },
  parts: {
    title: "The heading of a wrapped Rate My Post widget, as its server markup worded it (.rmp-heading--title); it names the stars.",
    subtitle: "The sub-heading of a wrapped Rate My Post widget, as its server markup worded it (.rmp-heading--subtitle).",
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
  cssProperties: { ...starProperties, "--x-rating-alert-color": "Colour of error messages." },
  states: {
    locked: "Set while the stars cannot be used; one of the next four says why.",
    rated: "The visitor has rated this post.",
    "no-privilege": "The visitor may not rate (can-vote is false).",
    sending: "A rating is on its way.",
    refused: "The server refused the rating.",
  },
  wordpress: {
    ...rateMyPostSide("ratemypost", {
      // The owner's settings of Rate My Post, where it keeps them (rmp_options, rmp_security, rmp_customize_strings:
      // 2 is "on" in its settings), so that the element behaves as the plugin's own widget would.
      feedback: "option:rmp_options.feedback==2",
      social: "option:rmp_options.social==2",
      "positive-threshold": "option:rmp_options.positiveNegative",
      "prevent-accidental": "option:rmp_options.preventAccidental==2",
      "hover-texts": "option:rmp_options.hoverTexts==2",
      "show-rating": "option:rmp_options.notShowRating!=2",
      "remember-votes": "option:rmp_options.cookieDisable!=2",
      "can-vote": "call:Rate_My_Post_Public::is_not_votable!=true",
      "recaptcha-site-key": "option:rmp_security.siteKey if option:rmp_security.recaptcha==2",
      messages:
        "option:rmp_customize_strings{afterVote,noRating,cookieNotice,feedbackAlert,feedbackNotice,submitButton=submitButtonText,feedbackTitle=feedbackText,feedbackButton}",
    }),
    block: { title: "Star rating (Rate My Post)", icon: "star-half", keywords: ["rating", "stars", "vote", "rate my post"] },
  },
  demo: "/rating.html",
  examples: [
    // The fallback names no numbers: on a WordPress site the post id and results are the post's own (server values).
    { title: "Rate a post", html: '<x-rating post-id="7" avg-rating="4.3" vote-count="12" feedback social>Rate this post</x-rating>' },
    { title: "Locked", html: '<x-rating post-id="3" can-vote="false" avg-rating="3.5" vote-count="4">Ratings of this post</x-rating>' },
    {
      title: "Polish, with the stars' texts of the page's own",
      html: `<x-rating lang="pl" post-id="5" hover-texts labels='["Słabo","Tak sobie","Dobrze","Bardzo dobrze","Świetnie"]'>Brak głosów</x-rating>`,
    },
  ],
});

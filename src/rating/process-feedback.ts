import { check, INVALID, isRecord, isText, problem } from "../shared/checks";
import { fetchParsed } from "../shared/http";
import { errorLines, post, textOfHtml, type Outcome } from "./api";

/** Rate My Post's process_feedback (see api.ts for how replies are read), apart so it loads with the feedback form. */
const feedbackReply = check<{ successMsg: string | undefined; errorMsg: string[] }>((value) => {
  if (!isRecord(value)) return problem(INVALID);
  const { successMsg } = value;
  const errorMsg = errorLines(value["errorMsg"]);
  return errorMsg && (successMsg === undefined || isText(successMsg)) ? { value: { successMsg, errorMsg } } : problem(INVALID);
});

export interface FeedbackRequest {
  postId: number;
  feedback: string;
  ratingId: string;
  feedbackToken: string;
  nonce: string;
  token: string | undefined;
}

/** The server's success text, or its error lines (successMsg is present even on failure, so errorMsg decides). */
export async function processFeedback(ajaxUrl: string, r: FeedbackRequest): Promise<Outcome<string>> {
  const init = post({
    action: "process_feedback",
    feedback: r.feedback,
    postID: r.postId,
    // Rate My Post's own script sends `duration: false`, which FormData turns into the string "false".
    duration: "false",
    rating_id: r.ratingId,
    rating_token: r.feedbackToken,
    nonce: r.nonce,
    token: r.token,
  });
  const reply = await fetchParsed(ajaxUrl, init, feedbackReply);
  if (reply.errorMsg.length) return { errors: reply.errorMsg };
  return { errors: null, value: textOfHtml(reply.successMsg ?? "") };
}

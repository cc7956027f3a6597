import { check, INVALID, isRecord, isText, problem } from "../shared/checks";
import { fetchParsed } from "../shared/http";
import { parseInertDocument } from "../shared/trusted-types";

/**
 * Rate My Post's admin-ajax calls (process_feedback is in process-feedback.ts, so it loads with the feedback form).
 * Replies are parsed leniently where the plugin is loose: numbers may come as strings, `false` stands for
 * "no value", errorMsg is a string in load_results and an array elsewhere.
 */
export interface Results {
  avgRating: number;
  voteCount: number;
}

const isCount = (value: unknown) => ["number", "string", "boolean"].includes(typeof value);
const toNumber = (value: unknown) => (typeof value === "boolean" ? 0 : Number(value) || 0);

/**
 * The plugin's texts are HTML (its settings pass through esc_html, and its script inserts them with .html()):
 * the visitor sees the text they stand for, `&#039;` as an apostrophe, and markup never runs (an inert document).
 */
export function textOfHtml(html: string): string {
  return parseInertDocument(html).body.textContent ?? "";
}

/** A reply's errorMsg (absent, one text or several) as the lines it shows; null when it is none of those. */
export function errorLines(value: unknown): string[] | null {
  const lines = value === undefined ? [] : isText(value) ? [value] : Array.isArray(value) && value.every(isText) ? value : null;
  return lines && lines.map(textOfHtml).filter((line) => line.trim() !== "");
}

/** A rating's id or feedback token as the plugin sends them back ("-1" when none); null when neither. */
const idOrToken = (value: unknown) => (value === undefined ? "-1" : typeof value === "number" || isText(value) ? String(value) : null);

interface Reply extends Results {
  errorMsg: string[];
}

/** A load_results reply: its counts (numbers, numeric texts or `false`), and its error lines. */
function readReply(value: unknown): Reply | null {
  if (!isRecord(value) || !isCount(value["voteCount"]) || !isCount(value["avgRating"])) return null;
  const errorMsg = errorLines(value["errorMsg"]);
  return errorMsg && { voteCount: toNumber(value["voteCount"]), avgRating: toNumber(value["avgRating"]), errorMsg };
}

const resultsReply = check<Reply>((value) => {
  const reply = readReply(value);
  return reply ? { value: reply } : problem(INVALID);
});

const ratingReply = check<Reply & { id: string; token: string }>((value) => {
  const reply = readReply(value);
  const id = isRecord(value) ? idOrToken(value["id"]) : null;
  const token = isRecord(value) ? idOrToken(value["token"]) : null;
  return reply && id !== null && token !== null ? { value: { ...reply, id, token } } : problem(INVALID);
});

/** What a reply says: the server's error lines, or the value. */
export type Outcome<T> = { errors: string[] } | { errors: null; value: T };

export function post(fields: Record<string, string | number | undefined>): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, String(value));
  return { method: "POST", body };
}

export async function loadResults(ajaxUrl: string, postId: number, nonce: string): Promise<Outcome<Results>> {
  const reply = await fetchParsed(ajaxUrl, post({ action: "load_results", postID: postId, nonce }), resultsReply);
  if (reply.errorMsg.length) return { errors: reply.errorMsg };
  return { errors: null, value: { avgRating: reply.avgRating, voteCount: reply.voteCount } };
}

export interface RatingRequest {
  postId: number;
  rating: number;
  duration: number;
  nonce: string;
  token: string | undefined;
}

/** A stored vote: the new results, and the id and token that feedback on it needs ("-1" when none). */
export interface Vote extends Results {
  ratingId: string;
  feedbackToken: string;
}

export async function processRating(ajaxUrl: string, r: RatingRequest): Promise<Outcome<Vote>> {
  const init = post({ action: "process_rating", star_rating: r.rating, postID: r.postId, duration: r.duration, nonce: r.nonce, token: r.token });
  const reply = await fetchParsed(ajaxUrl, init, ratingReply);
  if (reply.errorMsg.length) return { errors: reply.errorMsg };
  return {
    errors: null,
    value: { avgRating: reply.avgRating, voteCount: reply.voteCount, ratingId: reply.id, feedbackToken: reply.token },
  };
}

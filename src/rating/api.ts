import * as z from "zod/mini";
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

const count = z.union([z.number(), z.string(), z.boolean()]);
const toNumber = (value: unknown) => (typeof value === "boolean" ? 0 : Number(value) || 0);

/**
 * The plugin's texts are HTML (its settings pass through esc_html, and its script inserts them with .html()):
 * the visitor sees the text they stand for, `&#039;` as an apostrophe, and markup never runs (an inert document).
 */
export function textOfHtml(html: string): string {
  return parseInertDocument(html).body.textContent ?? "";
}

export const errorLines = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).map(textOfHtml).filter((line) => line.trim() !== "")),
);
const idOrToken = z.pipe(
  z.optional(z.union([z.number(), z.string()])),
  z.transform((value) => String(value ?? "-1")),
);

const resultsReply = z.object({ voteCount: count, avgRating: count, errorMsg: errorLines });
const ratingReply = z.object({ voteCount: count, avgRating: count, errorMsg: errorLines, token: idOrToken, id: idOrToken });

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
  return { errors: null, value: { avgRating: toNumber(reply.avgRating), voteCount: toNumber(reply.voteCount) } };
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
    value: { avgRating: toNumber(reply.avgRating), voteCount: toNumber(reply.voteCount), ratingId: reply.id, feedbackToken: reply.token },
  };
}

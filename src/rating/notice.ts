import { HttpError } from "../shared/http";
import { warn } from "../shared/log";
import { connectionMessage } from "../shared/texts/connection";
import type { BuiltInTexts } from "../shared/texts/types";

/** A text for the visitor: the thank-you note, or an alert (server refusal, failed request). */
export interface Notice {
  lines: string[];
  alert: boolean;
}

/**
 * Logs a request that failed (offline, non-2xx, not the plugin's reply) and words it for the visitor, who may retry:
 * a request that got no answer in the words of `connection` (the element's language), any other failure as `retry`.
 */
export function failureNotice(action: string, postId: number, cause: unknown, retry: string, connection: BuiltInTexts["connection"]): Notice {
  warn("x-rating", `${action} for post ${postId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  return { lines: [cause instanceof HttpError && cause.code === "fetch_error" ? connectionMessage(cause, connection, retry) : retry], alert: true };
}

import { HttpError, INVALID_JSON_MESSAGE, OFFLINE_MESSAGE } from "../http";
import type { BuiltInTexts } from "./types";

type ConnectionTexts = BuiltInTexts["connection"];

/** The English texts (shared/http.ts's own words); the other languages' are in the catalogues. */
export const CONNECTION_ENGLISH: ConnectionTexts = { offline: OFFLINE_MESSAGE, invalidJson: INVALID_JSON_MESSAGE };

/**
 * A failed request's message for the visitor, in the language of `texts`: no answer came (offline, or refused
 * unsent in a preview) or one that is not JSON; `otherwise` for any other failure (the server's refusal).
 */
export function connectionMessage(cause: unknown, texts: ConnectionTexts, otherwise: string): string {
  if (!(cause instanceof HttpError)) return otherwise;
  if (cause.code === "invalid_json") return texts.invalidJson;
  if (cause.code !== "fetch_error") return otherwise;
  return cause.message === OFFLINE_MESSAGE ? texts.offline : cause.message;
}

import { HttpError, INVALID_JSON_MESSAGE, OFFLINE_MESSAGE } from "../http";
import type { BuiltInTexts } from "./types";

type ConnectionTexts = BuiltInTexts["connection"];

/** The English texts (shared/http.ts's own words); the other languages' are in the catalogues. */
export const CONNECTION_ENGLISH: ConnectionTexts = { offline: OFFLINE_MESSAGE, invalidJson: INVALID_JSON_MESSAGE };

/**
 * A failed request's message for the visitor, in the language of `texts`: the product's own words translated (no
 * answer came, an answer that is not JSON), any other message as it is.
 */
export function connectionMessage(cause: HttpError, texts: ConnectionTexts): string {
  if (cause.code === "fetch_error" && cause.message === OFFLINE_MESSAGE) return texts.offline;
  if (cause.code === "invalid_json") return texts.invalidJson;
  return cause.message;
}

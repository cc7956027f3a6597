import type { ShapeCheck } from "../define/attributes";
import { inPreview, PREVIEW_MESSAGE, sends } from "./preview";

/**
 * The one HTTP helper, with the specification's error contract:
 * a network failure is `fetch_error` "You are probably offline.", a 2xx body that is not JSON is `invalid_json`
 * "The response is not a valid JSON response.", a non-2xx is `http_error`, a 204 returns nothing (null), and a JSON
 * body of the wrong shape is `invalid_response`. Nothing here throws anything but an HttpError. In a preview (the
 * block editor's canvas, see preview.ts) a request that sends is refused, unsent, as fetch_error.
 */
export type HttpErrorCode = "fetch_error" | "invalid_json" | "http_error" | "invalid_response";

export const OFFLINE_MESSAGE = "You are probably offline.";
export const INVALID_JSON_MESSAGE = "The response is not a valid JSON response.";

export class HttpError extends Error {
  constructor(
    readonly code: HttpErrorCode,
    message: string,
    /** HTTP status for http_error. */
    readonly status?: number,
    /** The parsed JSON body of a non-2xx answer, when it had one (WordPress sends {code, message}). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** What a 204 answers: no content. */
const NO_CONTENT = Symbol("no content");

async function request(url: string, init: RequestInit): Promise<unknown> {
  if (sends(init) && inPreview()) throw new HttpError("fetch_error", PREVIEW_MESSAGE);
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    throw new HttpError("fetch_error", OFFLINE_MESSAGE);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    throw new HttpError("http_error", `The server answered with status ${response.status}.`, response.status, parseOrUndefined(text));
  }
  if (response.status === 204) return NO_CONTENT;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError("invalid_json", INVALID_JSON_MESSAGE);
  }
}

/**
 * The code a request needs, loaded on first use (a chunk of its own): when it cannot load, no answer came, as for a
 * request made offline (fetch_error).
 */
export async function loadForRequest<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new HttpError("fetch_error", OFFLINE_MESSAGE);
  }
}

/** Sends a request and returns the parsed JSON body, or null for 204. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const body = await request(url, init);
  return body === NO_CONTENT ? null : body;
}

/**
 * Like fetchJson, and a body must pass the check (a zod schema or a check of the caller's own, through the Standard
 * Schema interface both have); a 204 returns nothing (null), which is no body to check.
 */
export async function fetchParsedOrNothing<T>(url: string, init: RequestInit, check: ShapeCheck<T>): Promise<T | null> {
  const body = await request(url, init);
  if (body === NO_CONTENT) return null;
  const result = await check["~standard"].validate(body);
  if (result.issues) throw new HttpError("invalid_response", "The response has an unexpected shape.");
  return result.value;
}

/** For a call whose caller needs a body: a 204 is an invalid_response here. */
export async function fetchParsed<T>(url: string, init: RequestInit, check: ShapeCheck<T>): Promise<T> {
  const body = await fetchParsedOrNothing(url, init, check);
  if (body === null) throw new HttpError("invalid_response", "The server answered with nothing (204) where a body was needed.");
  return body;
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

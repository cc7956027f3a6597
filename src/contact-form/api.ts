import { bodyCheck, isNumber, isText, listOf, optional, recordOf, shaped } from "../shared/checks";
import { fetchParsedOrNothing, HttpError } from "../shared/http";
import type { Refill } from "./refill";
import { swvSchemaSchema, type SwvSchema } from "./swv/schema";

const NAMESPACE = "contact-form-7/v1";

/**
 * CF7's URL building (contracts 1.3): a root that already has a query (`/?rest_route=/`) gets the path's first `?`
 * turned into `&`.
 */
export function apiUrl(root: string, endpoint: string): string {
  const namespace = NAMESPACE.replace(/^\/|\/$/g, "");
  let path = `${namespace}/${endpoint.replace(/^\//, "")}`;
  if (root.includes("?")) path = path.replace("?", "&");
  return root + path.replace(/^\//, "");
}

/** A field the server found invalid, as CF7 answers it. */
export interface InvalidField {
  field: string;
  message: string;
  idref?: string | null | undefined;
  error_id?: string | undefined;
}

/** CF7's answer to a submission (contracts 1.4); keys it may add are kept, as they are the server's to give. */
export interface FeedbackResponse extends Refill {
  contact_form_id?: number | undefined;
  status: string;
  message: string;
  posted_data_hash?: string | undefined;
  into?: string | undefined;
  invalid_fields?: InvalidField[] | undefined;
  [key: string]: unknown;
}

/** PHP sends an empty array when there is nothing to refill. */
export type RefillResponse = unknown[] | (Refill & { [key: string]: unknown });

const refillShape = {
  captcha: optional(recordOf(isText)),
  quiz: optional(recordOf((quiz) => Array.isArray(quiz) && quiz.length === 2 && quiz.every(isText))),
};

const invalidField = shaped({
  field: isText,
  message: isText,
  idref: optional((idref) => idref === null || isText(idref)),
  error_id: optional(isText),
});

export const feedbackCheck = bodyCheck<FeedbackResponse>(
  shaped({
    contact_form_id: optional(isNumber),
    status: isText,
    message: isText,
    posted_data_hash: optional(isText),
    into: optional(isText),
    invalid_fields: optional(listOf(invalidField)),
    ...refillShape,
  }),
);

export const refillCheck = bodyCheck<RefillResponse>((value) => Array.isArray(value) || shaped(refillShape)(value));

/** CF7 deletes X-WP-Nonce from its calls: a stale nonce gets 403, and visitors need none. */
const ACCEPT = { Accept: "application/json, */*;q=0.1" };

/*
 * A 204 answers nothing (null): for feedback, no status to show; for refill, nothing to refill; for the schema, no
 * client rules.
 */

export function postFeedback(root: string, formId: number, body: FormData): Promise<FeedbackResponse | null> {
  return fetchParsedOrNothing(apiUrl(root, `contact-forms/${formId}/feedback`), { method: "POST", headers: ACCEPT, body }, feedbackCheck);
}

export function getRefill(root: string, formId: number): Promise<RefillResponse | null> {
  return fetchParsedOrNothing(apiUrl(root, `contact-forms/${formId}/refill`), { method: "GET", headers: ACCEPT }, refillCheck);
}

export const schemaUrl = (root: string, formId: number) => apiUrl(root, `contact-forms/${formId}/feedback/schema`);

/**
 * Why a call failed, for the console. A 404 is a wrong REST root (WordPress's rest_no_route, or a page that is not
 * WordPress's REST API at all), unless it is CF7's own wpcf7_not_found: then the root is right and the form id wrong.
 */
export function whyFailed(cause: unknown, root: string, formId: number): string {
  if (!(cause instanceof HttpError)) return String(cause);
  if (cause.status !== 404) return cause.message;
  if ((cause.body as { code?: unknown } | undefined)?.code === "wpcf7_not_found") {
    return `Contact Form 7 at api-root "${root}" has no form ${formId}. Check form-id.`;
  }
  return `the server answered 404. Is api-root "${root}" the site's REST root? Set the api-root attribute to it (for example https://example.com/wp-json/ or https://example.com/?rest_route=/).`;
}

const schemas = new Map<string, Promise<SwvSchema | null>>();

/** The swv schema, fetched once per form (and API root) for the whole page; a failure may be retried later. */
export function getSchema(root: string, formId: number): Promise<SwvSchema | null> {
  const url = schemaUrl(root, formId);
  let schema = schemas.get(url);
  if (!schema) {
    schema = fetchParsedOrNothing(url, { method: "GET", headers: ACCEPT }, swvSchemaSchema);
    schema.catch(() => schemas.delete(url));
    schemas.set(url, schema);
  }
  return schema;
}

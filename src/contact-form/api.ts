import { fetchParsedOrNothing, HttpError } from "../shared/http";
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

/** CF7 deletes X-WP-Nonce from its calls: a stale nonce gets 403, and visitors need none. */
export const ACCEPT = { Accept: "application/json, */*;q=0.1" };

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

/** The swv schema (a 204: none, no client rules), fetched once per form (and API root) for the whole page; a failure may be retried later. */
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

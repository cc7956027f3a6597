/** JSON as WordPress's REST server writes it (PHP json_encode): `/` escaped, non-ASCII as \u escapes. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export const REST_HEADERS = {
  "Content-Type": "application/json; charset=UTF-8",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
};

/** A WP_Error as the REST API sends it: {code, message, data: {status}}. */
export function restError(code: string, message: string, status: number): Response {
  return new Response(phpJson({ code, message, data: { status } }), { status, headers: REST_HEADERS });
}

export function restJson(body: unknown, allow: string): Response {
  return new Response(phpJson(body), { status: 200, headers: { ...REST_HEADERS, Allow: allow } });
}

import { HttpError, OFFLINE_MESSAGE } from "../shared/http";
import { inPreview, PREVIEW_MESSAGE } from "../shared/preview";
import { parseInertDocument } from "../shared/trusted-types";

/** What came back from a sign-up post: MC4WP's page, or a redirect (MC4WP's after a sign-up, when its owner set one). */
export interface SignUpPage {
  status: number;
  ok: boolean;
  /** The page, as an inert document; null when a redirect was not followed. */
  doc: Document | null;
  /** Where a redirect led or leads ("" when the browser keeps it from the page); null without one. */
  redirectedTo: string | null;
}

/**
 * Posts the form as the browser would without JavaScript (shared/post-page.ts's way) and reads the page that comes
 * back. MC4WP answers a successful sign-up with a redirect when its owner set one ("Redirect to URL after successful
 * sign-ups"), which may lead to another site: with `keepRedirect` it is not followed (fetch could not read another
 * site's page) but reported; otherwise a redirect followed on the site is reported with where it led.
 */
export async function postSignUp(url: string, body: URLSearchParams, keepRedirect: boolean): Promise<SignUpPage> {
  if (inPreview()) throw new HttpError("fetch_error", PREVIEW_MESSAGE);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { Accept: "text/html" },
      redirect: keepRedirect ? "manual" : "follow",
    });
  } catch {
    throw new HttpError("fetch_error", OFFLINE_MESSAGE);
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    return { status: response.status, ok: false, doc: null, redirectedTo: response.headers.get("Location") ?? "" };
  }
  const text = await response.text().catch(() => "");
  return { status: response.status, ok: response.ok, doc: parseInertDocument(text), redirectedTo: response.redirected ? response.url : null };
}

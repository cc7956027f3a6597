/*
 * What a visitor is offered when the answer widget cannot be loaded: the site's own search results for what they
 * typed, where the theme's form would have taken them without JavaScript.
 */

/**
 * The site's results page for `query`: the form's action (as the browser would submit it: its hash kept) with the query as
 * `param` only; without a form of the theme's, the site's root (WordPress answers /?s= with its search results).
 */
export function siteResultsHref(form: HTMLFormElement | null, param: string, query: string): string {
  const url = new URL(form?.action ?? "/", location.href);
  url.search = new URLSearchParams({ [param]: query }).toString();
  return url.href;
}

export interface UnavailableTexts {
  unavailable: string;
  /** With {query}. */
  allResults: string;
}

/** The panel's message, as light-DOM nodes in the widget's container: read out, with the link to the results. */
export function unavailableMessage(texts: UnavailableTexts, href: string, query: string): HTMLParagraphElement {
  const message = document.createElement("p");
  message.role = "alert";
  const link = document.createElement("a");
  link.href = href;
  link.textContent = texts.allResults.replace("{query}", query);
  message.append(`${texts.unavailable} `, link);
  return message;
}

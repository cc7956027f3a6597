/*
 * What a visitor is offered when the answer widget cannot be loaded: the site's own search results for what they
 * typed, where the theme's form would have taken them without JavaScript.
 */

export interface UnavailableTexts {
  unavailable: string;
  /** With {query}. */
  allResults: string;
}

/**
 * The panel's message, as light-DOM nodes for the widget's container: read out, with a link to the site's results
 * for `query`. That is the form's action as the browser would submit it (its hash kept), with the query as `param`
 * only; without a form of the theme's, the site's root (WordPress answers /?s= with its search results).
 */
export function siteResultsMessage(texts: UnavailableTexts, form: HTMLFormElement | null, param: string, query: string): HTMLParagraphElement {
  const url = new URL(form?.action ?? "/", location.href);
  url.search = new URLSearchParams({ [param]: query }).toString();
  const message = document.createElement("p");
  message.role = "alert";
  const link = document.createElement("a");
  link.href = url.href;
  link.textContent = texts.allResults.replace("{query}", query);
  message.append(`${texts.unavailable} `, link);
  return message;
}

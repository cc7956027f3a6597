import { htmlResponse } from "../testing/fetch";

/** The rating tests' helpers: admin-ajax's answers and readers of the shadow DOM. */

/** An admin-ajax answer: JSON (or a page) sent as HTML, as WordPress does. */
export const reply = (body: unknown, status = 200) => htmlResponse(typeof body === "string" ? body : JSON.stringify(body), status);

export const stars = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="star"]')];

export const fills = (el: Element) =>
  stars(el)
    .map((star) => star.dataset["fill"])
    .join(" ");

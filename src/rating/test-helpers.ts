import sinon from "sinon";

/** The rating tests' helpers: a stubbed admin-ajax and readers of the shadow DOM. */
export function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "text/html; charset=UTF-8" },
  });
}

/** The FormData fields of the n-th request. */
export function sentFields(fetch: sinon.SinonStub, n = 0): Record<string, FormDataEntryValue> {
  const init = fetch.getCall(n).args[1] as RequestInit;
  return Object.fromEntries(init.body as FormData);
}

export const stars = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="star"]')];

export const fills = (el: Element) =>
  stars(el)
    .map((star) => star.dataset["fill"])
    .join(" ");

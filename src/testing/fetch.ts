import sinon from "sinon";

/** One request the element made through the stubbed fetch. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  init: RequestInit;
  /** Its form fields: a FormData body as sent, a URL-encoded one parsed; empty without a body. */
  body: FormData | URLSearchParams;
}

export type Responder = (call: FetchCall) => Response | Promise<Response>;

/**
 * Stubs `window.fetch` at the boundary: each call is answered by the next responder (the last one repeats), and
 * recorded in `calls`. A responder that throws is a network failure.
 */
export function stubFetch(...responders: Responder[]) {
  const calls: FetchCall[] = [];
  const fetch = sinon.stub(window, "fetch").callsFake(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      init,
      body: init.body instanceof FormData ? init.body : new URLSearchParams(String(init.body ?? "")),
    };
    calls.push(call);
    return responders[Math.min(calls.length - 1, responders.length - 1)]!(call);
  });
  return { calls, fetch, restore: () => fetch.restore() };
}

/** An answer with an HTML page, as WordPress's form handlers send one. */
export const htmlResponse = (body: string, status = 200) => new Response(body, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } });

/** An answer with JSON, as the WordPress REST API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });

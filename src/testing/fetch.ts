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
 * recorded in `calls`. A responder that throws is a network failure; so is a call while no responder is set.
 * `answer(...)` sets the responders for the calls still to come, for tests that decide the answers as they go.
 */
export function stubFetch(...initial: Responder[]) {
  const calls: FetchCall[] = [];
  let responders = initial;
  let answeredBefore = 0; // calls made before the current responders were set
  const fetch = sinon.stub(window, "fetch").callsFake(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      init,
      body: init.body instanceof FormData ? init.body : new URLSearchParams(String(init.body ?? "")),
    };
    calls.push(call);
    const responder = responders[Math.min(calls.length - 1 - answeredBefore, responders.length - 1)];
    if (!responder) throw new TypeError(`No answer set for ${call.method} ${call.url}`);
    return responder(call);
  });
  const answer = (...next: Responder[]) => {
    responders = next;
    answeredBefore = calls.length;
  };
  return { calls, fetch, answer, restore: () => fetch.restore() };
}

/** An answer with an HTML page, as WordPress's form handlers send one. */
export const htmlResponse = (body: string, status = 200) => new Response(body, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } });

/** An answer with JSON, as the WordPress REST API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });

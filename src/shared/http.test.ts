import { expect } from "@open-wc/testing";
import sinon from "sinon";
import * as z from "zod/mini";
import { fetchJson, fetchParsed, fetchParsedOrNothing, HttpError, loadForRequest } from "./http";
import { postPage } from "./post-page";
import { stubFetch } from "../testing/fetch";

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (caught) {
    if (caught instanceof HttpError) return caught;
    throw caught;
  }
  throw new Error("expected a failure");
}

describe("shared http helper", () => {
  afterEach(() => sinon.restore());

  it("turns a network failure into fetch_error 'You are probably offline.'", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.message]).to.deep.equal(["fetch_error", "You are probably offline."]);
  });

  it("takes code a request needs that cannot load (offline before the first send) as fetch_error 'You are probably offline.'", async () => {
    const error = await loadForRequest(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).code).to.equal("fetch_error");
    expect((error as HttpError).message).to.equal("You are probably offline.");
    expect(await loadForRequest(() => Promise.resolve("module"))).to.equal("module");
  });

  it("turns a non-JSON 2xx body into invalid_json", async () => {
    stubFetch(() => new Response("<html>", { status: 200 }));
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.message]).to.deep.equal(["invalid_json", "The response is not a valid JSON response."]);
  });

  it("turns a non-2xx into http_error with the status and the JSON body", async () => {
    stubFetch(() => new Response('{"code":"nope"}', { status: 500 }));
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.status, error.body]).to.deep.equal(["http_error", 500, { code: "nope" }]);
  });

  it("returns null for 204 and the parsed body otherwise", async () => {
    stubFetch(
      () => new Response(null, { status: 204 }),
      () => new Response('{"a":1}', { status: 200 }),
    );
    expect(await fetchJson("/x")).to.equal(null);
    expect(await fetchJson("/x")).to.deep.equal({ a: 1 });
  });

  it("returns nothing (null) for a 204 where nothing is an answer, without checking it against the schema", async () => {
    const schema = z.object({ a: z.number() });
    stubFetch(
      () => new Response(null, { status: 204 }),
      () => new Response('{"a":1}', { status: 200 }),
    );
    expect(await fetchParsedOrNothing("/x", {}, schema)).to.equal(null);
    expect(await fetchParsedOrNothing("/x", {}, schema)).to.deep.equal({ a: 1 });
  });

  it("tells a 204 from a 200 whose JSON body is null, which the schema still checks", async () => {
    stubFetch(() => new Response("null", { status: 200 }));
    const error = await failure(fetchParsedOrNothing("/x", {}, z.object({ a: z.number() })));
    expect(error.code).to.equal("invalid_response");
  });

  it("where a body is needed, says that a 204 answered nothing", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const error = await failure(fetchParsed("/x", {}, z.object({ a: z.number() })));
    expect([error.code, error.message]).to.deep.equal(["invalid_response", "The server answered with nothing (204) where a body was needed."]);
  });

  it("rejects a body of the wrong shape as invalid_response", async () => {
    stubFetch(() => new Response('{"a":"1"}', { status: 200 }));
    const error = await failure(fetchParsed("/x", {}, z.object({ a: z.number() })));
    expect(error.code).to.equal("invalid_response");
  });

  describe("in a preview (the root element has data-x-elements-preview)", () => {
    beforeEach(() => document.documentElement.setAttribute("data-x-elements-preview", ""));
    afterEach(() => document.documentElement.removeAttribute("data-x-elements-preview"));

    it("refuses a request that sends, unsent, as fetch_error 'Not sent: this is a preview.'", async () => {
      const { calls } = stubFetch(() => new Response("{}", { status: 200 }));
      for (const method of ["POST", "PUT", "DELETE", "post"]) {
        const error = await failure(fetchJson("/x", { method, body: "a=1" }));
        expect([method, error.code, error.message]).to.deep.equal([method, "fetch_error", "Not sent: this is a preview."]);
      }
      const postPageError = await failure(postPage("/x", new URLSearchParams("a=1")));
      expect([postPageError.code, postPageError.message]).to.deep.equal(["fetch_error", "Not sent: this is a preview."]);
      expect(calls.length).to.equal(0);
    });

    it("still reads: GET and HEAD are sent", async () => {
      const { calls } = stubFetch(() => new Response('{"a":1}', { status: 200 }));
      expect(await fetchJson("/x")).to.deep.equal({ a: 1 });
      expect(await fetchJson("/x", { method: "HEAD" })).to.deep.equal({ a: 1 });
      expect(calls.length).to.equal(2);
    });
  });

  it("sends again once the page is no longer a preview", async () => {
    document.documentElement.setAttribute("data-x-elements-preview", "");
    document.documentElement.removeAttribute("data-x-elements-preview");
    const { calls } = stubFetch(() => new Response('{"a":1}', { status: 200 }));
    expect(await fetchJson("/x", { method: "POST" })).to.deep.equal({ a: 1 });
    expect(calls.length).to.equal(1);
  });
});

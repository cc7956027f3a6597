import { expect } from "@open-wc/testing";
import sinon from "sinon";
import * as z from "zod/mini";
import { fetchJson, fetchParsed, HttpError } from "./http";

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
    sinon.stub(window, "fetch").rejects(new TypeError("Failed to fetch"));
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.message]).to.deep.equal(["fetch_error", "You are probably offline."]);
  });

  it("turns a non-JSON 2xx body into invalid_json", async () => {
    sinon.stub(window, "fetch").resolves(new Response("<html>", { status: 200 }));
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.message]).to.deep.equal(["invalid_json", "The response is not a valid JSON response."]);
  });

  it("turns a non-2xx into http_error with the status and the JSON body", async () => {
    sinon.stub(window, "fetch").resolves(new Response('{"code":"nope"}', { status: 500 }));
    const error = await failure(fetchJson("/x"));
    expect([error.code, error.status, error.body]).to.deep.equal(["http_error", 500, { code: "nope" }]);
  });

  it("returns null for 204 and the parsed body otherwise", async () => {
    const fetch = sinon.stub(window, "fetch");
    fetch.onFirstCall().resolves(new Response(null, { status: 204 }));
    fetch.onSecondCall().resolves(new Response('{"a":1}', { status: 200 }));
    expect(await fetchJson("/x")).to.equal(null);
    expect(await fetchJson("/x")).to.deep.equal({ a: 1 });
  });

  it("rejects a body of the wrong shape as invalid_response", async () => {
    sinon.stub(window, "fetch").resolves(new Response('{"a":"1"}', { status: 200 }));
    const error = await failure(fetchParsed("/x", {}, z.object({ a: z.number() })));
    expect(error.code).to.equal("invalid_response");
  });
});

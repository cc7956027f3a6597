import { expect, waitUntil } from "@open-wc/testing";
import { useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import sinon from "sinon";
import { afterVoteChunk, preloadAfterVote, useAfterVote } from "./use-after-vote";

// A page of its own (each test file is one): the after-vote part's code is loaded once per page.
describe("useAfterVote", () => {
  afterEach(() => sinon.restore());

  it("shows the part when its code arrives between the render that needs it and that render's effects", async () => {
    type AfterVote = Awaited<ReturnType<typeof afterVoteChunk.load>>;
    let arrive = (_module: AfterVote) => {};
    // A stand-in for the chunk, which arrives when the test says so (only whether it is in matters here).
    const module = { Feedback: () => null, Social: () => null } as unknown as AfterVote;
    sinon.stub(afterVoteChunk, "load").returns(new Promise((resolve) => (arrive = resolve)));
    preloadAfterVote(); // a hover started the fetch

    function Harness() {
      const part = useAfterVote(true);
      // Rendered without the code; it arrives right after this commit, before the effects run (a task later).
      useLayoutEffect(() => arrive(module), []);
      return <span>{part ? "shown" : "waiting"}</span>;
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    try {
      root.render(<Harness />);
      await waitUntil(() => container.textContent === "shown", "the part never showed", { timeout: 2000 });
      expect(container.textContent).to.equal("shown");
    } finally {
      root.unmount();
      container.remove();
    }
  });
});

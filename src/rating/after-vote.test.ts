import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import "../../elements/x-rating";
import { captureConsole, captureUncaught } from "../testing/console";
import { stubFetch } from "../testing/fetch";
import { part } from "../testing/parts";
import { reply, stars } from "./test-helpers";
import { afterVoteChunk } from "./use-after-vote";

/*
 * The feedback form and share links load on demand. This file runs in a page of its own, and its tests run in
 * order: the after-vote part stays unloaded until the last test, which is the one that loads it.
 */
type XRating = HTMLElementTagNameMap["x-rating"];

const OK_1 = { voteCount: 2, avgRating: 3, errorMsg: [], token: "e62a80a17ff7053e30b87500d7f38e82", id: 2 };

async function rating(template: ReturnType<typeof html>) {
  const el = await fixture<XRating>(template);
  await el.updateComplete;
  return el;
}

const message = (el: Element) => part(el, "message")!.textContent;
/** The rating's source modules fetched so far (the test server serves each source file on its own). */
const ratingRequests = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith("/src/rating/"));
/** Those only the after-vote part uses. */
const afterVoteRequests = () =>
  ratingRequests().filter((path) => /\/(after-vote|after-vote-styles|Feedback|Social|share|process-feedback)\.tsx?$/.test(path));
const hover = (star: Element) => star.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));

describe("x-rating after-vote part (feedback form, share links)", () => {
  let fetch: ReturnType<typeof stubFetch>;
  before(() => performance.setResourceTimingBufferSize(10_000));
  beforeEach(() => {
    fetch = stubFetch();
  });
  afterEach(() => sinon.restore()); // the fetch stub too

  it("when it fails to load: logs once, throws nothing, and the stars and the vote result work", async () => {
    const load = sinon.stub(afterVoteChunk, "load").rejects(new TypeError("Failed to fetch dynamically imported module"));
    const log = captureConsole();
    const uncaught = captureUncaught();
    try {
      const el = await rating(html`<x-rating post-id="6" avg-rating="4" vote-count="1" feedback remember-votes="false"></x-rating>`);
      stars(el)[0]!.focus();
      await waitUntil(() => load.called, "keyboard focus starts the load");
      const events: CustomEvent[] = [];
      el.addEventListener("x-rate", (event) => events.push(event as CustomEvent));
      fetch.answer(() => reply(OK_1));
      stars(el)[0]!.click();
      await waitUntil(() => log.errors.length > 0);
      const logged = "[x-rating] the vote was stored, but the feedback form or share links could not be loaded";
      expect(log.errors).to.deep.equal([`${logged} TypeError: Failed to fetch dynamically imported module`]);
      expect(message(el)).to.equal("Thank you for rating this post!");
      expect(part(el, "summary")!.textContent).to.equal("Average rating 3 / 5. Vote count: 2");
      expect(stars(el)[0]!.getAttribute("aria-checked")).to.equal("true");
      expect(el.matches(":state(locked):state(rated)")).to.equal(true);
      expect(events.map((event) => event.detail)).to.deep.equal([{ postId: 6, rating: 1, avgRating: 3, voteCount: 2 }]);
      expect(part(el, "feedback")).to.equal(null);
      expect(uncaught.uncaught).to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      log.restore();
      uncaught.restore();
    }
  });

  it("is never requested by a widget without feedback or social", async () => {
    const load = sinon.spy(afterVoteChunk, "load");
    const el = await rating(html`<x-rating post-id="7" remember-votes="false"></x-rating>`);
    hover(stars(el)[0]!);
    stars(el)[0]!.focus();
    fetch.answer(() => reply(OK_1));
    stars(el)[0]!.click();
    await waitUntil(() => message(el) === "Thank you for rating this post!");
    await el.updateComplete;
    expect(load.called).to.equal(false);
    expect(afterVoteRequests()).to.deep.equal([]);
  });

  it("is not downloaded with the stars; hovering a star fetches it, and it shows after the vote", async function () {
    // The part's modules come from the test server, compiled on their first request; with the other test files
    // running alongside, that can take seconds.
    this.timeout(20_000);
    const load = sinon.spy(afterVoteChunk, "load");
    const el = await rating(html`<x-rating post-id="8" feedback social remember-votes="false"></x-rating>`);
    // The widget's own modules are on record (so the record is complete), the after-vote part's are not.
    expect(ratingRequests()).to.include.members(["/src/rating/Rating.tsx", "/src/rating/use-after-vote.ts"]);
    expect(afterVoteRequests()).to.deep.equal([]);
    expect(load.called).to.equal(false);
    hover(stars(el)[1]!);
    await waitUntil(() => afterVoteRequests().length > 0, "hovering a star fetches the after-vote part");
    expect(load.callCount).to.equal(1);
    expect(part(el, "feedback")).to.equal(null);
    await load.firstCall.returnValue; // the part is in
    fetch.answer(() => reply(OK_1));
    stars(el)[1]!.click();
    await waitUntil(() => part(el, "feedback") !== null, "the feedback form shows");
    expect(load.callCount).to.equal(1);
    // Its styles come with it.
    expect(getComputedStyle(part(el, "feedback")!.querySelector("form")!).display).to.equal("grid");
    const positive = await rating(html`<x-rating post-id="9" social remember-votes="false"></x-rating>`);
    fetch.answer(() => reply({ ...OK_1, avgRating: 4 }));
    stars(positive)[4]!.click();
    await waitUntil(() => part(positive, "social") !== null, "the share links show", { timeout: 4000 });
    expect(getComputedStyle(part(positive, "social")!.querySelector("ul")!).display).to.equal("flex");
    expect(positive.shadowRoot!.adoptedStyleSheets).to.have.length(2);
  });
});

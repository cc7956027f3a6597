import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { stubFetch } from "../testing/fetch";
import "../../elements/x-rating-results";
import { captureConsole } from "../testing/console";
import { part } from "../testing/parts";
import { fills, reply, stars } from "./test-helpers";

type XRatingResults = HTMLElementTagNameMap["x-rating-results"];

async function results(template: ReturnType<typeof html>) {
  const el = await fixture<XRatingResults>(template);
  await el.updateComplete;
  return el;
}

const summary = (el: Element) => part(el, "summary")!.textContent;

describe("x-rating-results", () => {
  let fetch: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetch = stubFetch();
  });
  afterEach(() => fetch.restore());

  it("shows the stars by the display rule and '{avg} ({count} votes)'", async () => {
    const el = await results(html`<x-rating-results post-id="6" avg-rating="4.25" vote-count="8">4.25 / 5</x-rating-results>`);
    expect(stars(el)).to.have.length(5);
    expect(fills(el)).to.equal("full full full full half");
    expect(summary(el)).to.equal("4.25 (8 votes)");
    expect(part(el, "average")!.textContent).to.equal("4.25");
    expect(part(el, "count")!.textContent).to.equal("8");
  });

  it("shows the no-votes text without votes", async () => {
    const el = await results(html`<x-rating-results post-id="6"></x-rating-results>`);
    expect(fills(el)).to.equal("empty empty empty empty empty");
    expect(summary(el)).to.equal("No votes so far! Be the first to rate this post.");
  });

  it("updates live on x-rate for its post only, and when the attributes change", async () => {
    const el = await results(html`<x-rating-results post-id="6" avg-rating="2" vote-count="1"></x-rating-results>`);
    document.dispatchEvent(new CustomEvent("x-rate", { detail: { postId: 7, rating: 5, avgRating: 5, voteCount: 9 } }));
    document.dispatchEvent(new CustomEvent("x-rate", { detail: { postId: 6, rating: 5, avgRating: 3.5, voteCount: 2 } }));
    await waitUntil(() => summary(el) === "3.5 (2 votes)");
    expect(fills(el)).to.equal("full full full half empty");
    el.setAttribute("avg-rating", "4.8");
    el.setAttribute("vote-count", "10");
    await waitUntil(() => summary(el) === "4.8 (10 votes)");
    expect(fills(el)).to.equal("full full full full full");
  });

  it("shows another post's own results when post-id changes, not the last post's votes", async () => {
    const el = await results(html`<x-rating-results post-id="6" avg-rating="2" vote-count="1"></x-rating-results>`);
    document.dispatchEvent(new CustomEvent("x-rate", { detail: { postId: 6, rating: 5, avgRating: 3.5, voteCount: 2 } }));
    await waitUntil(() => summary(el) === "3.5 (2 votes)");
    el.setAttribute("post-id", "7");
    await waitUntil(() => summary(el) === "2 (1 vote)");
  });

  it("loads fresh results once for two widgets of the same post", async () => {
    fetch.answer(() => reply({ voteCount: 4, avgRating: 3.5, errorMsg: "" }));
    const page = await fixture(
      html`<div>
        <x-rating-results post-id="6" load-results ajax-url="/ajax"></x-rating-results>
        <x-rating-results post-id="6" load-results ajax-url="/ajax"></x-rating-results>
      </div>`,
    );
    const [a, b] = [...page.children];
    await waitUntil(() => summary(a!) === "3.5 (4 votes)" && summary(b!) === "3.5 (4 votes)");
    expect(fetch.calls).to.have.length(1);
    expect(fetch.calls[0]!.url).to.equal("/ajax");
    expect(Object.fromEntries(fetch.calls[0]!.body)).to.deep.equal({ action: "load_results", postID: "6", nonce: "" });
  });

  it("keeps the server-rendered values and warns when load_results fails", async () => {
    const log = captureConsole();
    try {
      fetch.answer(
        () => reply({ voteCount: false, avgRating: false, errorMsg: "You cannot rate a web page without an id!" }),
        () => {
          throw new TypeError("Failed to fetch");
        },
      );
      const el = await results(html`<x-rating-results post-id="6" avg-rating="2" vote-count="1" load-results></x-rating-results>`);
      const other = await results(html`<x-rating-results post-id="8" avg-rating="1" vote-count="1" load-results></x-rating-results>`);
      await waitUntil(() => log.warnings.length === 2);
      expect([...log.warnings].sort()).to.deep.equal([
        "[x-rating-results] load_results for post 6 failed: You cannot rate a web page without an id!",
        "[x-rating-results] load_results for post 8 failed: You are probably offline.",
      ]);
      expect(summary(el)).to.equal("2 (1 vote)");
      expect(summary(other)).to.equal("1 (1 vote)");
    } finally {
      log.restore();
    }
  });

  it("warns about a bad post-id and keeps the fallback", async () => {
    const log = captureConsole();
    try {
      const el = await results(html`<x-rating-results post-id="six">4 / 5</x-rating-results>`);
      expect(log.warnings).to.deep.equal(['[x-rating-results] attribute "post-id": "six" is not a positive integer']);
      expect(el.shadowRoot!.querySelector("slot")!.assignedNodes()[0]!.textContent).to.equal("4 / 5");
      expect(stars(el)).to.have.length(0);
    } finally {
      log.restore();
    }
  });

  it("takes a translated results text", async () => {
    const messages = JSON.stringify({ results: "{avg} von 5 ({count} Stimmen)" });
    const el = await results(html`<x-rating-results post-id="6" avg-rating="4" vote-count="3" messages=${messages}></x-rating-results>`);
    expect(summary(el)).to.equal("4 von 5 (3 Stimmen)");
  });

  it("says vote for one and votes for more, by the rules of the element's language", async () => {
    const el = await results(html`<x-rating-results post-id="6" avg-rating="4" vote-count="1"></x-rating-results>`);
    expect(summary(el)).to.equal("4 (1 vote)");
    el.setAttribute("vote-count", "2");
    await waitUntil(() => summary(el) === "4 (2 votes)");
    // Polish has a form for 2 to 4 and one for 5 and more: the page gives them as results_few and results_many.
    const messages = JSON.stringify({
      results: "{avg} ({count} głosu)",
      results_one: "{avg} ({count} głos)",
      results_few: "{avg} ({count} głosy)",
      results_many: "{avg} ({count} głosów)",
    });
    const counts = [1, 3, 5, 22, 12];
    const polish = await fixture<HTMLDivElement>(
      html`<div lang="pl">
        ${counts.map((count) => html`<x-rating-results post-id="6" avg-rating="4" vote-count=${count} messages=${messages}></x-rating-results>`)}
      </div>`,
    );
    const els = [...polish.querySelectorAll("x-rating-results")];
    await Promise.all(els.map((one) => one.updateComplete));
    expect(els.map(summary)).to.deep.equal(["4 (1 głos)", "4 (3 głosy)", "4 (5 głosów)", "4 (22 głosy)", "4 (12 głosów)"]);
  });

  it("keeps a page's own results text for every count when it gives no plural forms", async () => {
    const messages = JSON.stringify({ results: "{avg} von 5 ({count} Stimmen)" });
    const el = await results(html`<x-rating-results lang="de" post-id="6" avg-rating="4" vote-count="1" messages=${messages}></x-rating-results>`);
    expect(summary(el)).to.equal("4 von 5 (1 Stimmen)"); // not the English default's singular
  });

  it("keeps to the one line of its fallback text in a phone's post card (246 px): no shift when it renders", async () => {
    const frame = await fixture<HTMLDivElement>(
      html`<div style="width: 246px; font: 16px/1.5 sans-serif">
        <x-rating-results post-id="6" avg-rating="4.5" vote-count="12">4.5 / 5 (12 votes)</x-rating-results>
      </div>`,
    );
    const host = frame.querySelector("x-rating-results")!;
    await waitUntil(() => part(host, "summary"));
    expect(host.getBoundingClientRect().height).to.equal(32);
  });

  it("is accessible", async () => {
    const el = await results(html`<x-rating-results post-id="6" avg-rating="4.3" vote-count="12"></x-rating-results>`);
    await expect(el).to.be.accessible();
  });
});

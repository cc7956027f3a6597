import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import Cookies from "js-cookie";
import { stubFetch } from "../testing/fetch";
import "../../elements/x-rating";
import "../../elements/x-rating-results";
import { captureConsole } from "../testing/console";
import { COOKIE_NAME } from "./cookie";
import { part } from "../testing/parts";
import { reply, stars } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";

type XRating = HTMLElementTagNameMap["x-rating"];
type XRatingResults = HTMLElementTagNameMap["x-rating-results"];

const VOTED = { voteCount: 13, avgRating: 4.4, errorMsg: [], token: -1, id: 13 };

async function mounted<T extends HTMLElement & { updateComplete: Promise<void> }>(template: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(template);
  await el.updateComplete;
  return el;
}

/** Votes four stars the way a visitor does, and waits for the thanks. */
async function vote(el: XRating): Promise<void> {
  stars(el)[3]!.click();
  await waitUntil(() => part(el, "message")?.textContent === "Thank you for rating this post!", "thanked");
}

/** What a visitor's browser does with an ajax-url on a host the page does not allow, and with one it allows. */
describe("x-rating and x-rating-results and the hosts the page allows", () => {
  let fetch: ReturnType<typeof stubFetch>;
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    Cookies.remove(COOKIE_NAME);
    fetch = stubFetch();
    log = captureConsole();
  });
  afterEach(() => {
    log.restore();
    fetch.restore();
    Cookies.remove(COOKIE_NAME);
  });

  it("x-rating with an ajax-url on another host votes to the site's /wp-admin/admin-ajax.php, with one warning", async () => {
    fetch.answer(() => reply(VOTED));
    const el = await mounted<XRating>(html`<x-rating post-id="31" ajax-url="https://evil.example/wp-admin/admin-ajax.php"></x-rating>`);
    await vote(el);
    expect(fetch.calls.map((call) => call.url)).to.deep.equal(["/wp-admin/admin-ajax.php"]);
    expect(Object.fromEntries(fetch.calls[0]!.body)).to.deep.include({ action: "process_rating", star_rating: "4", postID: "31" });
    expect(log.warnings).to.deep.equal([
      '[x-rating] attribute "ajax-url": "https://evil.example/wp-admin/admin-ajax.php" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("x-rating with an ajax-url on a host of the head's <meta name=x-elements-allowed-hosts> votes there, without a warning", async () => {
    const forget = allowHosts("ajax.example.com");
    try {
      fetch.answer(() => reply(VOTED));
      const el = await mounted<XRating>(html`<x-rating post-id="32" ajax-url="https://ajax.example.com/wp-admin/admin-ajax.php"></x-rating>`);
      await vote(el);
      expect(fetch.calls.map((call) => call.url)).to.deep.equal(["https://ajax.example.com/wp-admin/admin-ajax.php"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });

  it("x-rating-results with an ajax-url on another host loads its results from the site's /wp-admin/admin-ajax.php, with one warning", async () => {
    fetch.answer(() => reply({ voteCount: 4, avgRating: 3.5, errorMsg: "" }));
    const el = await mounted<XRatingResults>(
      html`<x-rating-results post-id="33" load-results ajax-url="https://evil.example/wp-admin/admin-ajax.php"></x-rating-results>`,
    );
    await waitUntil(() => part(el, "summary")!.textContent === "3.5 (4 votes)", "results loaded");
    expect(fetch.calls.map((call) => call.url)).to.deep.equal(["/wp-admin/admin-ajax.php"]);
    expect(Object.fromEntries(fetch.calls[0]!.body)).to.deep.equal({ action: "load_results", postID: "33", nonce: "" });
    expect(log.warnings).to.deep.equal([
      '[x-rating-results] attribute "ajax-url": "https://evil.example/wp-admin/admin-ajax.php" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("x-rating-results with an ajax-url on an origin of that meta loads from there, without a warning", async () => {
    const forget = allowHosts("https://ajax.example.com");
    try {
      fetch.answer(() => reply({ voteCount: 4, avgRating: 3.5, errorMsg: "" }));
      const el = await mounted<XRatingResults>(
        html`<x-rating-results post-id="34" load-results ajax-url="https://ajax.example.com/wp-admin/admin-ajax.php"></x-rating-results>`,
      );
      await waitUntil(() => part(el, "summary")!.textContent === "3.5 (4 votes)", "results loaded");
      expect(fetch.calls.map((call) => call.url)).to.deep.equal(["https://ajax.example.com/wp-admin/admin-ajax.php"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });
});

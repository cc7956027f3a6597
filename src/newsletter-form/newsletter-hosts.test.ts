import { expect } from "@open-wc/testing";
import { captureConsole } from "../testing/console";
import { answerPage, mc4wpMarkup, newsletter, recordEvents, submit, type } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { formOf, until } from "../testing/forms";

const SUBSCRIBED = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";

/** Signs up the way a visitor does, and waits for MC4WP's answer. */
async function signUp(el: HTMLElement): Promise<void> {
  const events = recordEvents(el);
  type(el, "EMAIL", "ada@example.com");
  submit(el);
  await until(() => events.names.includes("subscribed"), "subscribed");
}

/** What a visitor's browser does with an action on a host the page does not allow, and with one it allows. */
describe("x-newsletter-form and the hosts the page allows", () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => {
    api?.restore();
    api = undefined;
    log.restore();
  });

  it("an action on another host: the sign-up posts to the form's own action, never there, with one warning", async () => {
    api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
    const el = await newsletter(`<x-newsletter-form action="https://evil.example/subscribe">${mc4wpMarkup()}</x-newsletter-form>`);
    await signUp(el);
    expect(api.calls.map((call) => call.url)).to.deep.equal([new URL("/newsletter.html", location.href).href]);
    expect(api.calls[0]!.url, "the form's own action").to.equal(formOf(el).action);
    expect(api.calls[0]!.body.get("EMAIL")).to.equal("ada@example.com");
    expect(log.warnings).to.deep.equal([
      '[x-newsletter-form] attribute "action": "https://evil.example/subscribe" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("an action on a host of the head's <meta name=x-elements-allowed-hosts> is where the sign-up posts, without a warning", async () => {
    const forget = allowHosts("news.example.org");
    try {
      api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      const el = await newsletter(`<x-newsletter-form action="https://news.example.org/subscribe">${mc4wpMarkup()}</x-newsletter-form>`);
      await signUp(el);
      expect(api.calls.map((call) => call.url)).to.deep.equal(["https://news.example.org/subscribe"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });
});

import { expect } from "@open-wc/testing";
import sinon from "sinon";
import { captureConsole } from "../testing/console";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { navigation } from "./navigation";
import { answerPage, mc4wpMarkup, newsletter, recordEvents, submit, type } from "./test-helpers";
import { field, formOf, until } from "../testing/forms";

/*
 * The settings an MC4WP owner makes for what happens after a sign-up, each as MC4WP keeps it (the form post's
 * `_mc4wp_settings`, its `text_*` messages) and acts on it: redirect to a URL on success (MC4WP's server answers
 * the post with a redirect), hide the form after success (its answer page leaves the fields out), its messages (in
 * its answer page, and the "General error" one the element shows itself) and its required fields (checked by its
 * server, which answers "Please fill in the required fields.").
 */

/** A Response as the browser hands it over after a redirect: not constructible, so its read-only facts are set. */
function asDelivered(response: Response, facts: { type?: ResponseType; redirected?: boolean; url?: string }): Response {
  for (const [name, value] of Object.entries(facts)) Object.defineProperty(response, name, { value });
  return response;
}

const THANKS = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";

describe("x-newsletter-form with its owner's MC4WP settings", () => {
  let posts: ReturnType<typeof stubFetch> | undefined;
  let go: sinon.SinonStub<[string], void>;
  beforeEach(() => {
    go = sinon.stub(navigation, "go");
  });
  afterEach(() => {
    posts?.restore();
    go.restore();
  });

  describe("redirect to a URL after a successful sign-up (redirect, from _mc4wp_settings)", () => {
    it("lets MC4WP's redirect go unfollowed by the request, and takes the visitor where it leads", async () => {
      posts = stubFetch(() => new Response(null, { status: 302, headers: { Location: "https://lists.example/thanks/" } }));
      const el = await newsletter(`<x-newsletter-form redirect="/thank-you/">${mc4wpMarkup()}</x-newsletter-form>`);
      type(el, "EMAIL", "ada@example.com");
      submit(el);
      await until(() => go.called);
      expect(posts.calls[0]!.init.redirect).to.equal("manual");
      expect(go.args).to.deep.equal([["https://lists.example/thanks/"]]);
    });

    it("goes to the form's redirect when the browser keeps the redirect's address from the page", async () => {
      posts = stubFetch(() => asDelivered(new Response(null), { type: "opaqueredirect" }));
      const el = await newsletter(`<x-newsletter-form redirect="/thank-you/">${mc4wpMarkup()}</x-newsletter-form>`);
      type(el, "EMAIL", "ada@example.com");
      submit(el);
      await until(() => go.called);
      expect(go.args).to.deep.equal([["/thank-you/"]]);
      expect(field(el, "EMAIL").value, "the page is leaving: the form as it was").to.equal("ada@example.com");
    });

    it("stays on an error (MC4WP redirects after a success only): its answer shown, every value kept", async () => {
      posts = stubFetch(() =>
        htmlResponse(answerPage({ success: false, message: "Please provide a valid email address.", errors: ["invalid_email"] })),
      );
      const el = await newsletter(`<x-newsletter-form redirect="/thank-you/">${mc4wpMarkup()}</x-newsletter-form>`);
      type(el, "EMAIL", "ada@example");
      submit(el);
      await until(() => (el.querySelector(".mc4wp-response")!.textContent ?? "").includes("valid email"));
      expect(go.called).to.equal(false);
      expect(field(el, "EMAIL").value).to.equal("ada@example");
    });

    it("goes there after a success the server answered in place, once the answer is shown", async () => {
      posts = stubFetch(() => htmlResponse(answerPage({ success: true, message: THANKS })));
      const el = await newsletter(`<x-newsletter-form redirect="/thank-you/">${mc4wpMarkup()}</x-newsletter-form>`);
      type(el, "EMAIL", "ada@example.com");
      submit(el);
      await until(() => go.called);
      expect(el.querySelector(".mc4wp-response")!.textContent).to.contain(THANKS);
      expect(go.args).to.deep.equal([["/thank-you/"]]);
    });

    it("without the attribute, follows a redirect of the server's on the site and takes the visitor there", async () => {
      const thanks = new URL("/thank-you/", location.href).href;
      posts = stubFetch(() => asDelivered(htmlResponse("<!doctype html><title>Thank you</title><p>Thanks!</p>"), { redirected: true, url: thanks }));
      const el = await newsletter();
      type(el, "EMAIL", "ada@example.com");
      submit(el);
      await until(() => go.called);
      expect(posts.calls[0]!.init.redirect).to.equal("follow");
      expect(go.args).to.deep.equal([[thanks]]);
    });

    it("without the attribute and without a redirect, a success stays on the page", async () => {
      posts = stubFetch(() => htmlResponse(answerPage({ success: true, message: THANKS })));
      const el = await newsletter();
      type(el, "EMAIL", "ada@example.com");
      const log = recordEvents(el);
      submit(el);
      await until(() => log.names.includes("subscribed"));
      expect(go.called).to.equal(false);
    });
  });

  describe("hide the form after a successful sign-up", () => {
    const fieldsShown = (el: Element) => el.querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display !== "none";

    for (const hide of [true, false]) {
      it(`${hide ? "on" : "off"}: the fields ${hide ? "go, as MC4WP's answer leaves them out" : "stay, emptied, as in MC4WP's answer"}, the answer shown`, async () => {
        posts = stubFetch(() => htmlResponse(answerPage({ success: true, message: THANKS, hideFields: hide })));
        const el = await newsletter();
        type(el, "EMAIL", "ada@example.com");
        submit(el);
        await until(() => (el.querySelector(".mc4wp-response")!.textContent ?? "").includes("Thank you"));
        expect(fieldsShown(el)).to.equal(!hide);
        expect(field(el, "EMAIL").value).to.equal("");
      });
    }
  });

  describe("the form's messages", () => {
    it("its General error (error-message) is shown as MC4WP prints its messages: the tags MC4WP allows kept, nothing that runs", async () => {
      posts = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
      const message = `Sorry, <strong>that did not work</strong>. <a href="/contact/">Write to us</a>.<img src="x" onerror="window.__ran = true">`;
      const log = captureConsole();
      try {
        const el = await newsletter(`<x-newsletter-form ajax error-message='${message}'>${mc4wpMarkup()}</x-newsletter-form>`);
        // Offline shows the error contract's own text; a page without the form's answer shows the form's message.
        posts.restore();
        posts = stubFetch(() => htmlResponse("<!doctype html><p>Maintenance</p>"));
        type(el, "EMAIL", "ada@example.com");
        submit(el);
        await until(() => el.querySelector(".mc4wp-alert") !== null);
        const alert = el.querySelector(".mc4wp-alert.mc4wp-error p")!;
        expect(alert.textContent).to.equal("Sorry, that did not work. Write to us.");
        expect(alert.querySelector("strong")!.textContent).to.equal("that did not work");
        expect(alert.querySelector("a")!.getAttribute("href")).to.equal("/contact/");
        expect(alert.querySelector("img")?.hasAttribute("onerror") ?? false).to.equal(false);
        expect((window as Window & { __ran?: boolean }).__ran).to.equal(undefined);
      } finally {
        log.restore();
      }
    });

    it("its other messages and its required fields are its server's answer: shown in place, every value kept", async () => {
      posts = stubFetch(() =>
        htmlResponse(answerPage({ success: false, message: "Fill in every field, please.", errors: ["required_field_missing"] })),
      );
      const el = await newsletter();
      type(el, "EMAIL", "ada@example.com");
      const log = recordEvents(el);
      submit(el);
      await until(() => log.names.includes("error"));
      expect(el.querySelector(".mc4wp-response")!.textContent).to.contain("Fill in every field, please.");
      expect(field(el, "EMAIL").value).to.equal("ada@example.com");
      expect(log.details[log.names.indexOf("error")]!["errors"]).to.deep.equal(["required_field_missing"]);
      expect(formOf(el).querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display).to.equal("");
    });
  });
});

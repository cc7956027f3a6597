import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import { captureConsole } from "../testing/console";
import { enforceTrustedTypes } from "../testing/trusted-types";
import { spamWindowLeft } from "./spam-window";
import { answerPage, mc4wpMarkup, newsletter, recordEvents, submit, type } from "./test-helpers";
import { installFakeTimers } from "../testing/fake-clock";
import { htmlResponse, stubFetch } from "../testing/fetch";
import { field, formOf, until } from "../testing/forms";

type Mc4wpWindow = Window & { mc4wp?: { forms?: { on(event: string, callback: (...args: unknown[]) => void): void; get(id: number): unknown } } };
const mc4wp = () => (window as Mc4wpWindow).mc4wp!.forms!;

const SUBSCRIBED = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";
const ALREADY = "Given email address is already subscribed, thank you!";

describe("x-newsletter-form", () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
    clock?.restore();
    clock = undefined;
  });

  describe("MC4WP's form object on the element", () => {
    it("has MC4WP's id (as formId), name, errors and started, and the form stays in the light DOM, slotted", async () => {
      const el = await newsletter();
      expect([el.formId, el.name, el.errors, el.started]).to.deep.equal([42, "Newsletter", [], false]);
      expect(el.shadowRoot!.querySelector("slot")!.assignedElements()).to.include(formOf(el));
      await expect(el).to.be.accessible();
    });

    it('names a form without data-name "Form #id"; a form without data-id is form 0', async () => {
      const el = await newsletter(`<x-newsletter-form>${mc4wpMarkup({ id: 7, name: null })}</x-newsletter-form>`);
      expect(el.name).to.equal("Form #7");
      const bare = await newsletter(`<x-newsletter-form><form class="mc4wp-form"><input name="EMAIL"></form></x-newsletter-form>`);
      expect([bare.formId, bare.name]).to.deep.equal([0, "Form #0"]);
    });

    it("getData, getSerializedData and setData read and fill the form, empty fields kept", async () => {
      const el = await newsletter();
      el.setData({ EMAIL: "ada@example.com", SOURCE: "friend", AGREE_TO_TERMS: "1" });
      expect(el.getData()).to.deep.equal({
        EMAIL: "ada@example.com",
        FNAME: "",
        SOURCE: "friend",
        SOURCE_OTHER: "",
        AGREE_TO_TERMS: "1",
        _mc4wp_honeypot: "",
        _mc4wp_form_id: "42",
        _mc4wp_form_element_id: "mc4wp-form-1",
      });
      expect(el.getSerializedData()).to.equal(
        "EMAIL=ada%40example.com&FNAME=&SOURCE=friend&SOURCE_OTHER=&AGREE_TO_TERMS=1&_mc4wp_honeypot=&_mc4wp_form_id=42&_mc4wp_form_element_id=mc4wp-form-1",
      );
    });

    it("setResponse writes the response area; reset() empties it, shows the fields and resets the form", async () => {
      const el = await newsletter();
      el.setResponse('<div class="mc4wp-alert">Hi</div>');
      expect(el.querySelector(".mc4wp-response")!.textContent).to.equal("Hi");
      field(el, "FNAME").value = "Ada";
      el.querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display = "none";
      el.reset();
      expect([
        el.querySelector(".mc4wp-response")!.innerHTML,
        el.querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display,
        field(el, "FNAME").value,
      ]).to.deep.equal(["", "", ""]);
    });

    it("leaves the element's own id attribute alone, and serves the form object only while on the page", async () => {
      const el = await newsletter();
      el.id = "signup";
      expect([el.getAttribute("id"), el.id, el.formId]).to.deep.equal(["signup", "signup", 42]);
      el.remove();
      await new Promise((resolve) => setTimeout(resolve));
      // Off the page: the properties' defaults, and a call waits for the element's return.
      expect([el.formId, el.name, el.id]).to.deep.equal([0, "", "signup"]);
      const data = el.getData();
      expect(data).to.be.instanceOf(Promise);
      document.body.append(el);
      expect(await data).to.deep.include({ EMAIL: "" });
      el.remove();
    });
  });

  describe("events", () => {
    it("fires started on the first focus only, change on each change, each 10 ms later, as {id}.name then name", async () => {
      const el = await newsletter();
      const seen: string[] = [];
      for (const name of ["42.started", "started", "42.change", "change"])
        mc4wp().on(name, (form) => seen.push(`${name}:${(form as { id: number }).id}`));
      const events = recordEvents(el);
      clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      type(el, "EMAIL", "ada@example.com");
      field(el, "FNAME").focus();
      expect(events.names, "nothing before 10 ms").to.deep.equal([]);
      clock.tick(10 - 1);
      expect(events.names).to.deep.equal([]);
      clock.tick(1);
      expect(events.names).to.deep.equal(["started", "change"]);
      expect(seen).to.deep.equal(["42.started:42", "started:42", "42.change:42", "change:42"]);
      expect(el.started).to.equal(true);
      expect(events.details[0]).to.deep.equal({ formId: 42, formName: "Newsletter" });
    });

    it("fires submit at once; an mc4wp submit listener that cancels the event keeps the form from being sent", async () => {
      const el = await newsletter();
      api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      const events = recordEvents(el);
      let cancel = true;
      mc4wp().on("42.submit", (_form, event) => {
        if (cancel) (event as Event).preventDefault();
      });
      submit(el);
      expect(events.names).to.deep.equal(["submit"]);
      expect(api.calls).to.have.length(0);
      cancel = false;
      submit(el);
      await until(() => events.names.includes("subscribed"));
      expect(api.calls).to.have.length(1);
    });

    it("fires nothing when attributes change", async () => {
      const el = await newsletter();
      const events = recordEvents(el);
      clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      el.setAttribute("ajax", "false");
      el.setAttribute("action", "/elsewhere");
      await el.updateComplete;
      await clock.tickAsync(10 * 2); // past the events' 10 ms delay
      expect(events.names).to.deep.equal([]);
    });
  });

  describe("conditional fields", () => {
    it("shows a show-if field and makes it required when its condition is met, on change and on mc4wp-refresh", async () => {
      const el = await newsletter();
      const other = el.querySelector<HTMLElement>(".other")!;
      expect([other.style.display, field(el, "SOURCE_OTHER").required]).to.deep.equal(["none", false]);
      const select = field(el, "SOURCE") as unknown as HTMLSelectElement;
      select.value = "other";
      select.dispatchEvent(new Event("change", { bubbles: true }));
      expect([other.style.display, field(el, "SOURCE_OTHER").required]).to.deep.equal(["", true]);
      select.value = "friend";
      document.dispatchEvent(new Event("mc4wp-refresh"));
      expect(other.style.display).to.equal("none");
    });

    it("re-evaluates conditions on keyup: typing into a field shows and hides the fields that depend on it, before any change", async () => {
      const el = await newsletter(`<x-newsletter-form><form class="mc4wp-form" data-id="42">
        <p><label for="name">Name</label><input id="name" name="FNAME"></p>
        <p class="greeting" data-show-if="FNAME"><label for="nick">Nickname</label><input id="nick" name="NICK" required></p>
        <p class="stranger" data-hide-if="FNAME:Ada"><label for="why">Why</label><input id="why" name="WHY"></p>
      </form></x-newsletter-form>`);
      const greeting = el.querySelector<HTMLElement>(".greeting")!;
      const stranger = el.querySelector<HTMLElement>(".stranger")!;
      const changes: Event[] = [];
      formOf(el).addEventListener("change", (event) => changes.push(event));
      expect([greeting.style.display, field(el, "NICK").required, stranger.style.display]).to.deep.equal(["none", false, ""]);
      field(el, "FNAME").focus();
      await sendKeys({ type: "Ad" });
      expect([greeting.style.display, field(el, "NICK").required, stranger.style.display], "a name typed").to.deep.equal(["", true, ""]);
      await sendKeys({ type: "a" });
      expect(stranger.style.display, "hidden for Ada").to.equal("none");
      for (let n = 0; n < 3; n++) await sendKeys({ press: "Backspace" });
      expect([greeting.style.display, field(el, "NICK").required, stranger.style.display], "the name erased").to.deep.equal(["none", false, ""]);
      expect(changes, "no change event while typing").to.deep.equal([]);
      field(el, "FNAME").blur();
    });
  });

  describe("submission with fetch", () => {
    it("posts the form to its action, shows MC4WP's answer in place, hides the fields and fires submitted, success, subscribed", async () => {
      const el = await newsletter();
      api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      const events = recordEvents(el);
      type(el, "EMAIL", "ada@example.com");
      submit(el);
      await until(() => events.names.includes("subscribed"));
      expect(api.calls[0]!.url).to.equal(new URL("/newsletter.html", location.href).href);
      expect(api.calls[0]!.body.get("EMAIL")).to.equal("ada@example.com");
      // Submit is synchronous; focus and change come 10 ms after they happened, so after it here.
      expect(events.names).to.deep.equal(["submit", "started", "change", "submitted", "success", "subscribed"]);
      const response = el.querySelector<HTMLElement>(".mc4wp-response")!;
      expect(response.textContent!.trim()).to.equal(SUBSCRIBED);
      expect(response.getAttribute("aria-live")).to.equal("polite");
      expect(el.querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display).to.equal("none");
      expect(document.activeElement).to.equal(response);
      // Read as an inert document: its scripts and event handlers never run.
      expect([el.querySelector(".mc4wp-response script"), el.querySelector(".mc4wp-response img")!.hasAttribute("onerror")]).to.deep.equal([
        null,
        false,
      ]);
      expect((window as Window & { __injected?: boolean }).__injected).to.equal(undefined);
      await expect(el).to.be.accessible();
    });

    it("reads MC4WP's answer page under enforced Trusted Types, through the x-elements policy: nothing refused", async () => {
      const el = await newsletter();
      api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      const events = recordEvents(el);
      const trustedTypes = enforceTrustedTypes();
      try {
        type(el, "EMAIL", "ada@example.com");
        submit(el);
        await until(() => events.names.includes("success") || events.names.includes("error"));
        expect(trustedTypes.refused).to.deep.equal([]);
        expect(el.querySelector(".mc4wp-response")!.textContent!.trim()).to.equal(SUBSCRIBED);
      } finally {
        trustedTypes.off();
      }
    });

    it("an error answer (already subscribed) is shown, with every typed value kept, and fires error with MC4WP's codes", async () => {
      const el = await newsletter();
      api = stubFetch(() => htmlResponse(answerPage({ success: false, message: ALREADY, errors: ["already_subscribed"], hideFields: false })));
      const events = recordEvents(el);
      type(el, "EMAIL", "ada@example.com");
      type(el, "FNAME", "Ada");
      submit(el);
      await until(() => events.names.includes("error"));
      expect(events.names.filter((name) => name !== "started" && name !== "change")).to.deep.equal(["submit", "submitted", "error"]);
      expect(events.details.at(-1)).to.deep.include({ errors: ["already_subscribed"] });
      expect(el.errors).to.deep.equal(["already_subscribed"]);
      expect(el.querySelector(".mc4wp-response")!.textContent!.trim()).to.equal(ALREADY);
      expect([field(el, "EMAIL").value, field(el, "FNAME").value]).to.deep.equal(["ada@example.com", "Ada"]);
      expect(el.querySelector<HTMLElement>(".mc4wp-form-fields")!.style.display).to.equal("");
    });

    it("offline: says so, keeps the values, and a retry sends", async () => {
      const el = await newsletter();
      const log = captureConsole();
      api = stubFetch(
        () => Promise.reject(new TypeError("Failed to fetch")),
        () => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })),
      );
      const events = recordEvents(el);
      try {
        type(el, "EMAIL", "ada@example.com");
        submit(el);
        await until(() => events.names.includes("error"));
        expect(el.querySelector(".mc4wp-response [role=alert]")!.textContent).to.equal("You are probably offline.");
        expect(field(el, "EMAIL").value).to.equal("ada@example.com");
        submit(el);
        await until(() => events.names.includes("success"));
        expect(api.calls).to.have.length(2);
      } finally {
        log.restore();
      }
    });

    it("a server error status or a page without the form's response shows the error message and keeps the values", async () => {
      const el = await newsletter(`<x-newsletter-form error-message="Sorry, try again.">${mc4wpMarkup()}</x-newsletter-form>`);
      const log = captureConsole();
      api = stubFetch(
        () => htmlResponse("<h1>Bad gateway</h1>", 502),
        () => htmlResponse("<p>A page without the form</p>"),
      );
      const events = recordEvents(el);
      try {
        type(el, "EMAIL", "ada@example.com");
        for (let attempt = 1; attempt <= 2; attempt++) {
          submit(el);
          await until(() => events.names.filter((name) => name === "error").length === attempt);
          expect(el.querySelector(".mc4wp-response")!.textContent).to.equal("Sorry, try again.");
        }
        expect(field(el, "EMAIL").value).to.equal("ada@example.com");
        expect(log.errors.every((message) => message.startsWith("[x-newsletter-form]"))).to.equal(true);
      } finally {
        log.restore();
      }
    });

    it("sends once on a double click", async () => {
      const el = await newsletter();
      let answer: (response: Response) => void = () => {};
      api = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
      const events = recordEvents(el);
      submit(el);
      submit(el);
      expect(formOf(el).getAttribute("aria-busy")).to.equal("true");
      await until(() => api!.calls.length === 1);
      answer(htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      await until(() => events.names.includes("success"));
      expect(api.calls).to.have.length(1);
      expect(formOf(el).hasAttribute("aria-busy")).to.equal(false);
    });

    it("holds a sign-up sent within 2 s of the page's answer until MC4WP no longer takes it for spam, then sends it once", async () => {
      // MC4WP's timestamp, which the other tests' markup leaves out (they send at once, whenever the page loaded).
      const timed = mc4wpMarkup().replace("</form>", '<input type="hidden" name="_mc4wp_timestamp" value="1767225600"></form>');
      const el = await newsletter(`<x-newsletter-form>${timed}</x-newsletter-form>`);
      api = stubFetch(() => htmlResponse(answerPage({ success: true, message: SUBSCRIBED })));
      // The page's first byte arrived just now: MC4WP's timestamp is this second.
      const navigation = sinon.stub(performance, "getEntriesByType").returns([{ responseStart: performance.now() } as unknown as PerformanceEntry]);
      clock = installFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      try {
        submit(el);
        submit(el);
        await clock.tickAsync(1900);
        expect(api.calls).to.have.length(0);
        expect(formOf(el).getAttribute("aria-busy")).to.equal("true");
        await clock.tickAsync(200);
        expect(api.calls).to.have.length(1);
      } finally {
        navigation.restore();
      }
    });

    it("sends at once when the page is older than 2 s, and a form without MC4WP's timestamp is never held", async () => {
      const form = document.createElement("form");
      form.innerHTML = '<input type="hidden" name="_mc4wp_timestamp" value="1767225600">';
      expect(spamWindowLeft(form, 1000, 1500)).to.equal(1500);
      expect(spamWindowLeft(form, 1000, 3000)).to.equal(0);
      expect(spamWindowLeft(form, 1000, 5000)).to.equal(0);
      expect(spamWindowLeft(document.createElement("form"), 1000, 1500)).to.equal(0);
    });

    it('with ajax="false" the browser posts the page itself', async () => {
      const el = await newsletter(`<x-newsletter-form ajax="false">${mc4wpMarkup()}</x-newsletter-form>`);
      api = stubFetch(() => htmlResponse(""));
      let prevented: boolean | undefined;
      // Checked after the element's own listener, then cancelled so that the test page stays.
      document.addEventListener("submit", (event) => ((prevented = event.defaultPrevented), event.preventDefault()), { once: true });
      submit(el);
      expect([prevented, api.calls.length]).to.deep.equal([false, 0]);
    });
  });
});

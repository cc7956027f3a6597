import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { inState } from "./support/states";

/*
 * Network faults, elements × faults: every element that talks to the reference server, and every way its request
 * can fail on a bad network or a broken server. For each: the visitor sees a clear message (or, where the element
 * only reads, its server-rendered content), what they typed is still there, nothing is sent twice (requests are
 * counted), and once the network is back a retry succeeds against the real server.
 *
 * A slow answer (the 10 s case) is held rather than waited for: its loading state is checked, a second submit is
 * tried and must send nothing, then the answer is let through.
 *
 * A fault that means nothing for a request (a script has no JSON) gets no test: the subject names it, with why.
 */

type FaultName = "offline" | "connection reset" | "500" | "404" | "204" | "invalid JSON" | "slow (10 s)" | "wrong-shaped JSON";

interface Fault {
  name: FaultName;
  /** Answers the intercepted request; undefined for the slow case, which is held by the test. */
  answer?: (route: Route) => Promise<void>;
}

const json = (body: unknown) => ({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

const FAULTS: Fault[] = [
  { name: "offline", answer: (route) => route.abort("internetdisconnected") },
  { name: "connection reset", answer: (route) => route.abort("connectionreset") },
  { name: "500", answer: (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }) },
  { name: "404", answer: (route) => route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not Found</h1>" }) },
  { name: "204", answer: (route) => route.fulfill({ status: 204, body: "" }) },
  {
    name: "invalid JSON",
    answer: (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"status": "mail_sent", "message": ' }),
  },
  { name: "wrong-shaped JSON", answer: (route) => route.fulfill(json([{ unexpected: true }, 42, null])) },
  { name: "slow (10 s)" },
];

interface Subject {
  /** The element, for the test titles. */
  tag: string;
  /** The request the element sends: a URL glob and, where one URL serves several actions, which requests. */
  url: string;
  matches?: (request: Request) => boolean;
  /** Faults that mean nothing for this request (a script has no JSON), with the reason. */
  notApplicable?: Partial<Record<FaultName, string>>;
  /** Opens the page ready to send, with what the visitor typed. */
  open(page: Page): Promise<void>;
  /** The visitor sends. */
  send(page: Page): Promise<void>;
  /** The visitor tries to send again while the first request is under way (a double click, Enter again). */
  sendAgain(page: Page): Promise<void>;
  /** The request is under way: the visitor sees it. */
  loading(page: Page): Promise<void>;
  /** The failure is shown to the visitor. */
  failed(page: Page, fault: FaultName): Promise<void>;
  /** What the visitor typed or chose is still there, and they can send again. */
  kept(page: Page): Promise<void>;
  /** The real server's success is shown. */
  succeeded(page: Page): Promise<void>;
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const typed = new WeakMap<Page, string>();

/** The element's message says something other than its success text. */
async function messageOtherThan(message: Locator, success: string): Promise<void> {
  await expect(message).toBeVisible();
  await expect(message).not.toHaveText("");
  await expect(message).not.toHaveText(success);
}

const contactForm: Subject = (() => {
  const THANKS = "Thank you for your message. It has been sent.";
  const contact = (page: Page) => page.locator("#contact");
  return {
    tag: "x-contact-form",
    url: "**/wp-json/contact-form-7/v1/contact-forms/5/feedback",
    async open(page) {
      const schemaLoaded = page.waitForResponse((response) => response.url().includes("/contact-forms/5/feedback/schema"));
      await page.goto("/contact-form.html");
      await schemaLoaded;
      await expect(contact(page).locator("form")).toHaveAttribute("data-status", "init");
      const name = unique("Faulty");
      typed.set(page, name);
      await contact(page).getByLabel("Your name").fill(name);
      await contact(page).getByLabel("Your email").fill("faults@example.com");
      await contact(page).getByLabel("Your message").fill("Sent through a bad network.");
      await contact(page).getByLabel("I agree").check();
    },
    send: (page) => contact(page).getByRole("button", { name: "Send" }).click(),
    sendAgain: (page) =>
      contact(page)
        .locator("form")
        .evaluate((form: HTMLFormElement) => form.requestSubmit()),
    loading: (page) => expect(contact(page).locator("form")).toHaveAttribute("data-status", "submitting"),
    async failed(page) {
      await messageOtherThan(contact(page).locator(".wpcf7-response-output"), THANKS);
      await expect(contact(page).locator("form")).not.toHaveAttribute("data-status", /^(submitting|sent)$/);
    },
    async kept(page) {
      await expect(contact(page).getByLabel("Your name")).toHaveValue(typed.get(page)!);
      await expect(contact(page).getByLabel("Your message")).toHaveValue("Sent through a bad network.");
      await expect(contact(page).getByLabel("I agree")).toBeChecked();
      await expect(contact(page).getByRole("button", { name: "Send" })).toBeEnabled();
    },
    succeeded: (page) => expect(contact(page).locator(".wpcf7-response-output")).toHaveText(THANKS),
  };
})();

const rating: Subject = (() => {
  const THANKS = "Thank you for rating this post!";
  const element = (page: Page) => page.locator("#rating-1");
  return {
    tag: "x-rating",
    url: "**/wp-admin/admin-ajax.php",
    matches: (request) => request.postData()?.includes("process_rating") ?? false,
    async open(page) {
      await page.goto("/rating.html");
      // A post of its own, so that the rating tests' counts are not touched.
      const postId = String(100_000 + Math.floor(Math.random() * 800_000));
      await element(page).evaluate((el, id) => el.setAttribute("post-id", id), postId);
      await expect(element(page).locator('[part="summary"]')).toHaveText("No votes so far! Be the first to rate this post.");
    },
    send: (page) =>
      element(page)
        .getByRole("radio", { name: /^4 \/ 5/ })
        .click(),
    sendAgain: (page) =>
      element(page)
        .getByRole("radio", { name: /^4 \/ 5/ })
        .click({ force: true }),
    loading: (page) => expect(element(page).locator('[aria-busy="true"]')).toHaveCount(1),
    failed: (page) => messageOtherThan(element(page).locator('[part="message"]'), THANKS),
    async kept(page) {
      await expect(element(page).getByRole("radiogroup")).not.toHaveAttribute("aria-disabled", "true");
    },
    async succeeded(page) {
      await expect(element(page).locator('[part="message"]')).toHaveText(THANKS);
      await expect(element(page).locator('[part="summary"]')).toHaveText("Average rating 4 / 5. Vote count: 1");
    },
  };
})();

const newsletter: Subject = (() => {
  const SUBSCRIBED = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";
  return {
    tag: "x-newsletter-form",
    url: "**/newsletter.html",
    matches: (request) => request.method() === "POST",
    async open(page) {
      await page.goto("/newsletter.html");
      const element = page.locator("x-newsletter-form");
      // Enhanced: MC4WP's form id reads 0 until the element serves the form object.
      await expect.poll(() => element.evaluate((el) => (el as unknown as { formId?: number }).formId ?? 0)).toBeGreaterThan(0);
      const email = `${unique("faults")}@example.com`;
      typed.set(page, email);
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel(/I agree to receive the newsletter/).check();
    },
    send: (page) => page.getByRole("button", { name: "Sign up" }).click(),
    sendAgain: (page) => page.locator("x-newsletter-form form").evaluate((form: HTMLFormElement) => form.requestSubmit()),
    loading: (page) => expect(page.locator("x-newsletter-form form")).toHaveAttribute("aria-busy", "true"),
    failed: (page) => messageOtherThan(page.locator(".mc4wp-response"), SUBSCRIBED),
    async kept(page) {
      await expect(page.getByLabel("Email address")).toHaveValue(typed.get(page)!);
      await expect(page.getByLabel("First name")).toHaveValue("Ada");
      await expect(page.getByRole("button", { name: "Sign up" })).toBeEnabled();
    },
    succeeded: (page) => expect(page.locator(".mc4wp-response")).toHaveText(SUBSCRIBED),
  };
})();

const commentReply: Subject = (() => {
  let visitor = 0;
  return {
    tag: "x-comment-reply",
    url: "**/wp-comments-post.php",
    async open(page) {
      // A visitor of its own: WordPress's flood check counts 15 s per IP and per email.
      visitor++;
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${Math.floor(Math.random() * 250)}.1.${visitor}` });
      await page.goto("/comments.html");
      const element = page.locator("x-comment-reply");
      await expect.poll(() => element.evaluate((el) => el.shadowRoot?.querySelector('[role="status"]') != null)).toBe(true);
      const text = unique("A comment through a bad network");
      typed.set(page, text);
      await page.locator("#comment").fill(text);
      await page.locator("#author").fill("Grace");
      await page.locator("#email").fill(`${unique("visitor")}@example.com`);
    },
    send: (page) => page.getByRole("button", { name: "Post Comment" }).click(),
    sendAgain: (page) => page.locator("#commentform").evaluate((form: HTMLFormElement) => form.requestSubmit()),
    loading: (page) => expect(page.locator("#commentform")).toHaveAttribute("aria-busy", "true"),
    async failed(page) {
      const message = page.locator("#commentform .comment-form-error");
      await expect(message).toBeVisible();
      await expect(message).not.toHaveText("");
      await expect(page.locator(".comment-list li", { hasText: typed.get(page)! })).toHaveCount(0);
    },
    async kept(page) {
      await expect(page.locator("#comment")).toHaveValue(typed.get(page)!);
      await expect(page.locator("#author")).toHaveValue("Grace");
    },
    async succeeded(page) {
      await expect(page.locator(".comment-list li", { hasText: typed.get(page)! })).toHaveCount(1);
      await expect(page.locator("#commentform .comment-form-error")).toHaveCount(0);
    },
  };
})();

const aiSearch: Subject = (() => {
  const search = (page: Page) => page.locator("#site-search");
  const input = (page: Page) => search(page).getByRole("searchbox", { name: "Search this site" });
  const script = "a script, not JSON: the browser runs what it gets";
  return {
    tag: "x-ai-search",
    url: "**/search/sge.js",
    notApplicable: { "204": script, "invalid JSON": script, "wrong-shaped JSON": script },
    async open(page) {
      await page.goto("/search.html");
      // Upgraded: before, Enter submits the theme's form and leaves the page (the no-JavaScript search).
      await expect(search(page).locator('[part="clear"]')).toBeAttached();
      await input(page).fill("contact form");
    },
    send: (page) => input(page).press("Enter"),
    sendAgain: (page) => input(page).press("Enter"),
    loading: (page) => expect(inState(search(page), "loading")).toBeAttached(),
    async failed(page) {
      // Logged with the specification's text, the spinner stops, and the panel offers the site's own results.
      await expect(inState(search(page), "idle")).toBeAttached();
      await expect(search(page).locator('[part="clear"]')).not.toHaveAttribute("aria-busy", "true");
      await expect(search(page).getByRole("alert")).toHaveText("The answer could not be loaded. See all results for “contact form”");
    },
    kept: (page) => expect(input(page)).toHaveValue("contact form"),
    succeeded: (page) => expect(search(page).locator(".sge-answer")).toBeVisible(),
  };
})();

const SUBJECTS: Subject[] = [contactForm, rating, newsletter, commentReply, aiSearch];

for (const subject of SUBJECTS) {
  test.describe(`${subject.tag} under network faults`, () => {
    for (const fault of FAULTS.filter(({ name }) => !subject.notApplicable?.[name])) {
      test(fault.name, async ({ page }) => {
        const sent: Request[] = [];
        const isOurs = (request: Request) => subject.matches?.(request) ?? true;
        await subject.open(page);
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === new URL(subject.url.replace("**", "http://x"), "http://x").pathname && isOurs(request))
            sent.push(request);
        });
        const uncaught: string[] = [];
        page.on("pageerror", (error) => uncaught.push(error.message));

        let release: (() => void) | undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(subject.url, async (route) => {
          if (!isOurs(route.request())) return route.fallback();
          if (fault.answer) return fault.answer(route);
          await held; // the slow answer: held until the test has seen the loading state
          return route.fallback();
        });

        await subject.send(page);
        if (!fault.answer) {
          await subject.loading(page);
          await subject.sendAgain(page);
          await subject.loading(page);
          // A sign-up may be held before it is sent (MC4WP's 2 s spam window): wait for the one request.
          await expect.poll(() => sent.length, { message: "requests while the first is under way" }).toBe(1);
          release!();
          await subject.succeeded(page);
          expect(sent, "requests for one send").toHaveLength(1);
        } else {
          await subject.failed(page, fault.name);
          await subject.kept(page);
          expect(sent, "requests for one send").toHaveLength(1);
          // The network is back: a retry reaches the real server and succeeds.
          await page.unroute(subject.url);
          await subject.send(page);
          await subject.succeeded(page);
          expect(sent, "requests for a failed send and its retry").toHaveLength(2);
        }
        expect(uncaught, "uncaught errors on the page").toEqual([]);
      });
    }
  });
}

test.describe("x-rating-results under network faults", () => {
  const results = (page: Page) => page.locator("#results-1");
  for (const fault of FAULTS.filter((f) => f.answer)) {
    test(`${fault.name}: the server-rendered results stay, asked once; a reload shows the server's`, async ({ page }) => {
      const asked: Request[] = [];
      page.on("request", (request) => {
        const body = request.postData() ?? "";
        if (request.url().endsWith("/wp-admin/admin-ajax.php") && body.includes("load_results")) asked.push(request);
      });
      const uncaught: string[] = [];
      page.on("pageerror", (error) => uncaught.push(error.message));
      await page.route("**/wp-admin/admin-ajax.php", (route) =>
        route.request().postData()?.includes("load_results") ? fault.answer!(route) : route.fallback(),
      );
      await page.goto("/rating.html");
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      // Whatever it shows is its own default or the page's text: a summary, not an empty box or a stack trace.
      await expect(results(page).locator('[part="summary"]')).toHaveText(/No votes so far|\(\d+ votes?\)/);
      const once = asked.length;
      await page.unroute("**/wp-admin/admin-ajax.php");
      // Two elements on the page load results for post 1 (the rating and its results): each asks once.
      expect(once, "load_results requests").toBeLessThanOrEqual(2);
      await page.reload();
      await expect(results(page).locator('[part="summary"]')).toHaveText(/No votes so far|\(\d+ votes?\)/);
      expect(uncaught).toEqual([]);
    });
  }
});

/**
 * Elements that only read from a server, with nothing typed to keep: x-map's geocoder (the address of a marker) and
 * x-pdf's document. For each fault the element still shows what it can (the map without the looked-up marker; the
 * download link instead of the pages), says what failed once in the console with its tag, and asks once; with the
 * network back, a reload shows the real thing. The slow case is held: the element shows where it is meanwhile, then
 * the answer, asked once.
 */
interface Reader {
  tag: string;
  /** The element's request, and no other (a page may ask the same URL in other ways: a frame, an image). */
  isOurs(request: Request): boolean;
  /** Opens the page with the element in view, as a visitor scrolls to it. */
  open(page: Page): Promise<void>;
  /** The request is under way (the slow case): what the visitor sees meanwhile. */
  waiting(page: Page): Promise<void>;
  /** The failure: what the visitor sees instead. */
  failed(page: Page, fault: FaultName): Promise<void>;
  /** The message the element logs for a failure, once. */
  logged: RegExp;
  succeeded(page: Page): Promise<void>;
}

const mapGeocoder: Reader = (() => {
  const map = (page: Page) => page.locator("#europe");
  const marker = (page: Page, name: string) => map(page).locator(`[part="marker"][aria-label^="${name}"]`);
  const rest = async (page: Page) => {
    await expect(inState(map(page), "ready")).toBeAttached();
    for (const name of ["London", "Paris", "Lisbon"]) await expect(marker(page, name)).toBeVisible();
  };
  return {
    tag: "x-map's geocoder",
    isOurs: (request) => new URL(request.url()).pathname === "/media/geocode",
    open: (page) => page.goto("/media.html").then(() => undefined),
    async waiting(page) {
      // The map does not wait for the address: it is there with its other markers, and Berlin's is not yet.
      await rest(page);
      await expect(marker(page, "Berlin")).toHaveCount(0);
    },
    async failed(page) {
      await rest(page);
      await expect(marker(page, "Berlin")).toHaveCount(0);
      await expect(map(page).locator('[part="fallback"]')).toBeHidden();
    },
    logged: /^\[x-map\] the geocoder (failed|found no place) for the address "Berlin"/,
    async succeeded(page) {
      await rest(page);
      await expect(marker(page, "Berlin")).toBeVisible();
    },
  };
})();

const pdfDocument: Reader = (() => {
  const pdf = (page: Page) => page.locator("#guide-built-in");
  return {
    tag: "x-pdf's document",
    // The built-in viewer's fetch; the browser viewer's frame asks the same file as a document.
    isOurs: (request) => new URL(request.url()).pathname === "/media/sample.pdf" && request.resourceType() === "fetch",
    async open(page) {
      await page.goto("/media.html");
      await pdf(page).scrollIntoViewIfNeeded();
    },
    async waiting(page) {
      await expect(pdf(page).locator('[part="viewer"]')).toHaveAttribute("data-state", "loading");
      // The page's own link is there all along.
      await expect(pdf(page).getByRole("link", { name: "Download the field guide (PDF, 4 pages)" })).toBeVisible();
    },
    async failed(page) {
      await expect(inState(pdf(page), "failed")).toBeAttached();
      await expect(inState(pdf(page), "ready")).not.toBeAttached();
      const fallback = pdf(page).locator('[part="fallback"]');
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/media/sample.pdf");
    },
    logged: /^\[x-pdf\] the PDF "\/media\/sample\.pdf" could not be shown/,
    async succeeded(page) {
      await expect(inState(pdf(page), "ready")).toBeAttached();
      await expect(pdf(page).locator('[part="status"]').first()).toHaveText("Page 1 of 4");
    },
  };
})();

for (const reader of [mapGeocoder, pdfDocument]) {
  test.describe(`${reader.tag} under network faults`, () => {
    for (const fault of FAULTS) {
      test(fault.name, async ({ page }) => {
        const asked: Request[] = [];
        page.on("request", (request) => {
          if (reader.isOurs(request)) asked.push(request);
        });
        const messages: string[] = [];
        page.on("console", (message) => {
          if (/^\[x-/.test(message.text())) messages.push(message.text());
        });
        const uncaught: string[] = [];
        page.on("pageerror", (error) => uncaught.push(error.message));

        let release: (() => void) | undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        const intercept = async (route: Route) => {
          if (!reader.isOurs(route.request())) return route.fallback();
          if (fault.answer) return fault.answer(route);
          await held; // the slow answer: held until the test has seen the element wait
          return route.fallback();
        };
        await page.route("**/*", intercept);
        await reader.open(page);

        if (!fault.answer) {
          await expect.poll(() => asked.length).toBe(1);
          await reader.waiting(page);
          release!();
          await reader.succeeded(page);
          expect(asked, "requests for one load").toHaveLength(1);
          expect(messages.filter((text) => reader.logged.test(text))).toEqual([]);
        } else {
          await reader.failed(page, fault.name);
          expect(asked, "requests for one load").toHaveLength(1);
          expect(
            messages.filter((text) => reader.logged.test(text)),
            "the failure, logged once",
          ).toHaveLength(1);
          // The network is back: the page loaded again asks again and shows the real thing.
          await page.unroute("**/*", intercept);
          await reader.open(page);
          await reader.succeeded(page);
          expect(asked, "requests for the failed load and the reload").toHaveLength(2);
        }
        expect(uncaught, "uncaught errors on the page").toEqual([]);
      });
    }
  });
}

/*
 * Fail open: the reserved boxes (dist/x-elements.css, the autoloader's copy) hide closed panels and submenus only
 * while the element's code is on its way. Blocked (a CSP, an ad blocker, a 404 after a deploy), the content shows.
 */
test.describe("when an element's code cannot load, what the reserved boxes hid shows", () => {
  const TOGGLE_PANELS = 'x-toggle > :not([slot="trigger"], template)';
  const SUBMENUS = "x-menu li > ul a, x-mega-menu li > ul a";

  /** Every node the selector finds, visible; `within` ms for all of them. */
  async function expectAllVisible(page: Page, selector: string, within: number): Promise<void> {
    const nodes = page.locator(selector);
    expect(await nodes.count()).toBeGreaterThan(3);
    for (const node of await nodes.all()) await expect(node).toBeVisible({ timeout: within });
  }

  /** Aborts the element chunks named, and waits for the autoloader to report each. */
  async function openWithout(page: Page, path: string, tags: string[]): Promise<void> {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    for (const tag of tags) await page.route(new RegExp(`/dist/chunks/${tag}-[\\w-]+\\.js$`), (route) => route.abort("blockedbyclient"));
    await page.goto(path);
    for (const tag of tags) {
      await expect.poll(() => logged.some((text) => text.startsWith(`[${tag}] could not load the element's code`))).toBe(true);
    }
  }

  test("x-toggle's code blocked: every dropdown, modal, off-canvas, layered, tab and collapse panel shows its text", async ({ page }) => {
    await openWithout(page, "/toggles.html", ["x-toggle"]);
    // At once, not after the time limit for a missing autoloader.
    await expectAllVisible(page, TOGGLE_PANELS, 1000);
    expect(await page.locator("x-toggle:defined").count()).toBe(0);
  });

  test("x-menu's and x-mega-menu's code blocked: every submenu link shows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWithout(page, "/navigation.html", ["x-menu", "x-mega-menu"]);
    await expectAllVisible(page, SUBMENUS, 1000);
  });

  test("x-scroll-top's code blocked: its link back to the top shows", async ({ page }) => {
    await openWithout(page, "/navigation.html", ["x-scroll-top"]);
    await expect(page.locator("x-scroll-top a")).toBeVisible({ timeout: 1000 });
  });

  /** The texts of the slides that are hidden, empty, or clipped by their slider's box. */
  const unseenSlides = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("x-slider > :not(script, template)")]
        .filter((slide) => {
          const box = slide.parentElement!.getBoundingClientRect();
          const rect = slide.getBoundingClientRect();
          const outside = rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1;
          return getComputedStyle(slide).visibility !== "visible" || rect.width === 0 || rect.height === 0 || outside;
        })
        .map((slide) => slide.textContent!.trim().slice(0, 40)),
    );

  test("x-slider's code blocked: every slide shows, none clipped or hidden", async ({ page }) => {
    await openWithout(page, "/slider.html", ["x-slider"]);
    expect(await page.locator("x-slider > :not(script, template)").count()).toBeGreaterThan(5);
    await expect.poll(() => unseenSlides(page), { timeout: 1000 }).toEqual([]);
  });

  test("the whole chunks folder failing (the autoloader uploaded without it): every tag is marked failed, and every panel, submenu, slide, popover and card face shows", async ({
    page,
  }) => {
    // The page's tags that <html data-x-failed> does not list (all of them while the autoloader has not run).
    const unmarkedTags = () =>
      page.evaluate(() => {
        const failed = document.documentElement.dataset["xFailed"]?.split(" ") ?? [];
        const tags = new Set([...document.querySelectorAll("*")].map((element) => element.localName).filter((tag) => tag.startsWith("x-")));
        return [...tags].filter((tag) => !failed.includes(tag));
      });
    await page.route(/\/dist\/chunks\//, (route) => route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not Found</h1>" }));
    // No timed hiding ends meanwhile: only the autoloader's mark can show what the reserved boxes hide.
    await page.addInitScript(() => document.documentElement.style.setProperty("--x-elements-cloak-limit", "1000s"));
    await page.goto("/toggles.html");
    await expect.poll(unmarkedTags).toEqual([]);
    await expectAllVisible(page, TOGGLE_PANELS, 5000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/navigation.html");
    await expect.poll(unmarkedTags).toEqual([]);
    await expectAllVisible(page, SUBMENUS, 5000);
    await page.goto("/slider.html");
    await expect.poll(unmarkedTags).toEqual([]);
    await expect.poll(() => unseenSlides(page)).toEqual([]);
    await page.goto("/effects.html");
    await expect.poll(unmarkedTags).toEqual([]);
    await expect(page.locator("#popover-details")).toBeVisible();
    for (const face of await page.locator("x-flip-card > .face").all()) await expect(face).toBeVisible();
  });

  test("a slider inserted offline is a plain list; back online its code loads, and the tag is no longer listed as failed", async ({
    page,
    context,
  }) => {
    await page.goto("/toggles.html");
    await expect(page.locator("x-toggle:defined").first()).toBeAttached();
    await context.setOffline(true);
    await page.evaluate(() => {
      const later = document.createElement("div");
      later.innerHTML = '<x-slider id="later"><p>First slide</p><p>Second slide</p></x-slider>';
      document.body.append(later);
    });
    const lastSlideClipped = () =>
      page.evaluate(() => {
        const slider = document.getElementById("later")!.getBoundingClientRect();
        const last = document.querySelector("#later > p:last-child")!.getBoundingClientRect();
        return last.right > slider.right + 1 || last.left < slider.left - 1;
      });
    await expect.poll(lastSlideClipped, { timeout: 1000 }).toBe(false);
    await context.setOffline(false);
    await expect(inState(page.locator("#later"), "ready")).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.dataset["xFailed"])).toBe("");
  });

  test("the autoloader itself blocked: the panels and submenus show after a few seconds", async ({ page }) => {
    await page.route(/\/dist\/x-elements\.js$/, (route) => route.abort("blockedbyclient"));
    await page.goto("/toggles.html");
    await expectAllVisible(page, TOGGLE_PANELS, 10_000);
    await page.goto("/navigation.html");
    await expectAllVisible(page, SUBMENUS, 10_000);
  });

  test("while an element's code is on its way, its closed panels stay hidden with no time limit (the autoloader's mark)", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/x-toggle-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/toggles.html");
    // No timed hiding runs: the autoloader's mark alone keeps them hidden, however long the code takes.
    await page.waitForFunction(() => document.getAnimations().length === 0 && document.readyState === "complete", null, { timeout: 10_000 });
    await expect(page.locator("#faq-returns .collapse-body")).toBeHidden();
    await expect(page.locator("#products-menu > :not([slot='trigger'])").first()).toBeHidden();
    release();
    await expect(page.locator("x-toggle:defined").first()).toBeAttached();
    await expect(page.locator("#faq-returns .collapse-body")).toBeHidden();
  });
});

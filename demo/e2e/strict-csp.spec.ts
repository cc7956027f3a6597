import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/*
 * Every demo page under a strict Content Security Policy with Trusted Types (STRICT_CSP in demo/server/app.ts),
 * served by a server instance of its own (X_ELEMENTS_STRICT_CSP=1): no violation is reported, no error reaches
 * the console, every x- element on the page is defined and rendered, and the pages with a flow (send a form, rate,
 * ask) complete it.
 *
 * The pages: every demo/*.html, every page an element's declaration names as its demo (the manifest's `demo`),
 * which includes the pages the server renders itself (its `demos`), and the example site's pages. A new element's
 * page is covered by being declared.
 */

const port = Number(process.env["E2E_PORT"] ?? 8181) + 7;
const dist = process.env["X_ELEMENTS_DIST"] ?? "dist";
const origin = `http://127.0.0.1:${port}`;

interface Manifest {
  modules: { declarations?: { tagName?: string; demos?: { url: string }[] }[] }[];
}

/** The example site, rendered by the server from its templates: home, a post, contact, services, search; and the playground. */
const SITE_POST = "/blog/slow-websites-cost-bookings";
const SITE_SEARCH = "/?s=How+long+does+a+website+take";
const SITE_PAGES = ["/", SITE_POST, "/contact", "/services", SITE_SEARCH, "/playground"];

function demoPages(): string[] {
  const files = readdirSync("demo")
    .filter((name) => name.endsWith(".html"))
    // The playground's page is served at /playground (SITE_PAGES).
    .filter((name) => name !== "playground.html")
    .map((name) => `/${name}`);
  const manifest = JSON.parse(readFileSync(join(dist, "custom-elements.json"), "utf8")) as Manifest;
  const declared = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((d) => (d.demos ?? []).map((demo) => demo.url));
  return [...new Set([...files, ...declared, ...SITE_PAGES])].sort();
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, [join(dist, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      X_ELEMENTS_DIST: dist,
      X_ELEMENTS_DB: join(tmpdir(), `x-elements-strict-csp-${port}.db`),
      X_ELEMENTS_FRESH_DB: "1",
      X_ELEMENTS_STRICT_CSP: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/`)).headers.get("content-security-policy");
        } catch {
          return null;
        }
      },
      { timeout: 20_000 },
    )
    .toContain("require-trusted-types-for 'script'");
});

test.afterAll(() => {
  server?.kill();
});

test.use({ baseURL: origin });

/**
 * The Trusted Types policies a page may create: the elements' one (src/shared/trusted-types.ts, documented in the
 * README for sites that list their policies: `trusted-types x-elements`) and the gallery playground's own.
 */
const POLICIES = ["x-elements", "x-elements-demo"];

/** Violations, console errors and Trusted Types policies of other names, from the first script on. */
async function watch(page: Page): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => problems.push(text));
  await page.addInitScript((allowed) => {
    // The page's own frames: the browser's PDF viewer (an extension frame in x-pdf's iframe) has policies of its own.
    if (!location.protocol.startsWith("http")) return;
    const report = (text: string) => (window as unknown as { __reportViolation(text: string): void }).__reportViolation(text);
    const factory = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    if (factory) {
      const createPolicy = factory.createPolicy.bind(factory);
      factory.createPolicy = (name, rules) => {
        if (!allowed.includes(name)) report(`a Trusted Types policy of an undocumented name: ${name}`);
        return createPolicy(name, rules);
      };
    }
    document.addEventListener("securitypolicyviolation", (event) => {
      report(`violation: ${event.violatedDirective} ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  }, POLICIES);
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return { problems };
}

/** Every x- element on the page, in the document and in open shadow roots: defined, and with something rendered. */
async function everyElementWorks(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const found: string[] = [];
          const visit = (root: Document | ShadowRoot) => {
            for (const el of root.querySelectorAll("*")) {
              if (el.localName.startsWith("x-")) {
                if (!customElements.get(el.localName)) found.push(`${el.localName} undefined`);
                else if (!el.shadowRoot?.childElementCount) found.push(`${el.localName} rendered nothing`);
              }
              if (el.shadowRoot) visit(el.shadowRoot);
            }
          };
          visit(document);
          return found;
        }),
      { timeout: 10_000 },
    )
    .toEqual([]);
}

/** The main flow of the pages that have one: what a visitor comes for. */
const FLOWS: Record<string, (page: Page) => Promise<void>> = {
  "/contact-form.html": async (page) => {
    const contact = page.locator("#contact");
    await expect(contact.locator("form")).toHaveAttribute("data-status", "init");
    await contact.getByLabel("Your name").fill("Strict Stella");
    await contact.getByLabel("Your email").fill("strict@example.com");
    await contact.getByLabel("Your message").fill("Sent under a strict policy.");
    await contact.getByLabel("I agree").check();
    await contact.getByRole("button", { name: "Send" }).click();
    await expect(contact.locator(".wpcf7-response-output")).toHaveText("Thank you for your message. It has been sent.");
  },
  "/rating.html": async (page) => {
    const rating = page.locator("#rating-2");
    await rating.getByRole("radio", { name: /^5 \/ 5/ }).click();
    await rating.getByRole("button", { name: "Submit Rating" }).click();
    await expect(rating.locator('[part="message"]')).toHaveText("Thank you for rating this post!");
  },
  "/search.html": async (page) => {
    const search = page.locator("#site-search");
    await search.getByRole("searchbox", { name: "Search this site" }).fill("contact form");
    await search.getByRole("searchbox", { name: "Search this site" }).press("Enter");
    await expect(search.locator(".sge-answer")).toBeVisible();
  },
  "/newsletter.html": async (page) => {
    await page.getByLabel("Email address").fill(`strict-${Date.now()}@example.com`);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel(/I agree to receive the newsletter/).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText(/successful/);
  },
  [SITE_POST]: async (page) => {
    // Reply moves the form under the comment and shows the cancel link (printed with the hidden attribute: a style
    // attribute is refused here); Cancel puts the form back and hides the link; then a comment is posted in place.
    // The brochure renders with pdf.js in its worker (started from a TrustedScriptURL).
    await page.locator("x-pdf").scrollIntoViewIfNeeded();
    await expect(page.locator("x-pdf [part~='page'][data-drawn]").first()).toBeVisible();
    const cancel = page.locator("#cancel-comment-reply-link");
    await expect(cancel).toBeHidden();
    const first = page.locator(".comment-list > li").first();
    const parentId = (await first.getAttribute("id"))!.replace("comment-", "");
    await first.locator("> article .comment-reply-link").click();
    await expect(page.locator(`#div-comment-${parentId} + #respond`)).toHaveCount(1);
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(page.locator("#wp-temp-form-div")).toHaveCount(0);
    await expect(page.locator(".comment-list #respond")).toHaveCount(0);
    await expect(cancel).toBeHidden();
    // A visitor of its own: the comment flood check (one comment per address every 15 s) is not to refuse the next page's.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.28.0.1" });
    const text = `Posted on the site under a strict policy (${Date.now()})`;
    await page.locator("#comment").fill(text);
    await page.locator("#author").fill("Stella");
    await page.locator("#email").fill(`strict-site-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(".comment-list li", { hasText: text })).toHaveCount(1);
  },
  "/media.html": async (page) => {
    // Leaflet's HTML strings go through the elements' own node builder: the maps show their tiles and markers.
    for (const map of await page.locator("x-map").all()) {
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator(".leaflet-container")).toBeVisible();
    }
    await expect(page.locator('x-map [part="marker"]').first()).toBeVisible();
    await page.locator("x-pdf").first().scrollIntoViewIfNeeded();
    await expect(page.locator("x-pdf [part~='page'][data-drawn]").first()).toBeVisible();
  },
  "/services": async (page) => {
    await page.getByRole("tab", { name: "Studio" }).click();
    await expect(page.getByText("€120 a month")).toBeVisible();
    await expect(page.getByText("€45 a month")).toBeHidden();
  },
  "/contact": async (page) => {
    const form = page.locator("x-contact-form");
    await form.getByLabel("Your name").fill("Strict Stella");
    await form.getByLabel("Your email").fill("strict@example.com");
    await form.getByLabel("How can we help?").fill("Sent under a strict policy.");
    await form.getByLabel("I agree that my data is stored").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.locator(".wpcf7-response-output")).toHaveText("Thank you for your message. It has been sent.");
  },
  [SITE_SEARCH]: async (page) => {
    // The server's answer, and the AI search asked again in place.
    await expect(page.locator(".search-results .sge-answer")).toBeVisible();
    const search = page.locator("x-ai-search.page-search");
    await search.getByRole("searchbox", { name: "Your question" }).fill("Do you work with clients outside Portugal?");
    await search.getByRole("searchbox", { name: "Your question" }).press("Enter");
    await expect(search.locator(".sge-answer")).toContainText("About half of our clients are elsewhere in Europe.");
  },
  "/comments.html": async (page) => {
    const text = `Posted under a strict policy (${Date.now()})`;
    await page.locator("#comment").fill(text);
    await page.locator("#author").fill("Stella");
    await page.locator("#email").fill(`strict-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(".comment-list li", { hasText: text })).toHaveCount(1);
  },
};

for (const path of demoPages()) {
  test(`${path} under a strict CSP with Trusted Types: no violation, every element works${FLOWS[path] ? ", its flow completes" : ""}`, async ({
    page,
  }) => {
    const { problems } = await watch(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await everyElementWorks(page);
    await FLOWS[path]?.(page);
    // Whatever the page still does once its elements are in (a lazy chunk, a stylesheet) has been reported by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(problems).toEqual([]);
  });
}

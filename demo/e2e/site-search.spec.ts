import { expect, test } from "@playwright/test";
import { inState } from "./support/states";

/*
 * The example site's answers: the reference answer service reads the site's own pages (never the element pages:
 * /gallery.html, /toggles.html...), passage by passage, and answers with a short extract of the passage that answers
 * the question and its source link.
 */

const SITE_PAGES = ["/", "/blog/slow-websites-cost-bookings", "/contact", "/services"];

/** Ten questions a visitor of the site asks, the words of the passage that answers each, and the page it is on. */
const QUESTIONS = [
  { question: "How much does a website cost", passage: "Most of our sites cost between €4,000 and €12,000", page: "/" },
  { question: "How long does a project take?", passage: "Six to ten weeks from the first workshop to launch", page: "/" },
  { question: "care plan prices", passage: "€45 a month", page: "/services" },
  { question: "Can I edit the site myself?", passage: "an afternoon of training", page: "/" },
  { question: "What does the spring check-up cost?", passage: "€290", page: "/" },
  { question: "Where is the studio?", passage: "Rua das Gaivotas 12", page: "/" },
  { question: "How can I contact you?", passage: "hello@tidewater.example", page: "/contact" },
  { question: "Is there a discount for charities?", passage: "a discount of 20% on every project", page: "/services" },
  { question: "Are you hiring?", passage: "We hire one or two people a year", page: "/services" },
  { question: "What is LCP?", passage: "Largest Contentful Paint", page: "/blog/slow-websites-cost-bookings" },
];

interface Answer {
  answer: string;
  source: { title: string; url: string } | null;
  links: Array<{ title: string; url: string }>;
}

const pathOf = (url: string) => new URL(url, "http://site.test").pathname;

for (const { question, passage, page } of QUESTIONS) {
  test(`“${question}” is answered from the site's own page ${page}, with the passage that answers it`, async ({ request }) => {
    const response = await request.get(`/search/answer?${new URLSearchParams({ q: question, p_id: "tidewater", p_key: "tidewater-site" })}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.answer).toContain(passage);
    expect(answer.answer.length, "a short extract, not a page").toBeLessThanOrEqual(300);
    expect(answer.source, "the answer names where it was read").not.toBeNull();
    expect(pathOf(answer.source!.url)).toBe(page);
    for (const link of [answer.source!, ...answer.links]) expect(SITE_PAGES, `${link.url} is a page of the site`).toContain(pathOf(link.url));
  });
}

test("the search page without JavaScript shows the answer, its source link and nothing from the element pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?s=care+plan+prices");
  const results = page.locator(".search-results");
  await expect(results.locator(".sge-answer")).toContainText("€45 a month");
  await expect(results.locator(".sge-source a")).toHaveAttribute("href", /^\/services#plans/);
  for (const href of await results.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
    expect(SITE_PAGES).toContain(pathOf(href));
  await context.close();
});

test("the widget's answer on the site, at 360 px: the extract and its source, from the site only", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/?s=");
  const search = page.locator("x-ai-search.page-search");
  await expect(inState(search, "idle"), "upgraded").toBeAttached();
  const input = search.getByRole("searchbox");
  await input.fill("care plan prices");
  await input.press("Enter");
  await expect(search.locator(".sge-answer")).toContainText("€45 a month");
  await expect(search.locator(".sge-source a")).toHaveAttribute("href", /^\/services#plans/);
  await expect(search.locator("a", { hasText: "Toggles" })).toHaveCount(0);
});

import { expect, test } from "@playwright/test";

/* What the example site says must be true of what it shows: the comment count, the dates, the video's length, the guide. */

const POST = "/blog/slow-websites-cost-bookings";
const unique = (text: string) => `${text}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const count = (heading: string) => Number(/^(\d+|One|No) comments?/.exec(heading)?.[1]?.replace("One", "1").replace("No", "0"));

test("a comment posted in place counts in the heading at once, as it does after a reload", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.27.${Math.floor(Math.random() * 250)}.1` });
  await page.goto(POST);
  const heading = page.locator(".comments-title");
  const comments = page.locator("x-comment-reply");
  await expect.poll(() => comments.evaluate((el) => el.shadowRoot?.querySelector('[part="announcement"], [role="status"]') != null)).toBe(true);
  const before = count((await heading.textContent())!);
  expect(before).toBe(await page.locator(".comment-list li.comment").count());

  const text = unique("A fourth comment, counted at once");
  await page.locator("#comment").fill(text);
  await page.locator("#author").fill("Ana Lima");
  await page.locator("#email").fill(`${unique("ana")}@example.com`);
  const url = page.url();
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.locator(".comment-list li.comment", { hasText: text })).toHaveCount(1);
  expect(page.url(), "posted in place").toBe(url);
  await expect(heading).toHaveText(new RegExp(`^${before + 1} comments on`));

  await page.reload();
  await expect(heading).toHaveText(new RegExp(`^${before + 1} comments on`));
});

test("the post's comments are dated after the post, within days of it, and none before it", async ({ page }) => {
  await page.goto(POST);
  const published = new Date((await page.locator(".post-header time").getAttribute("datetime"))!);
  const dates = await page.locator(".comment-metadata time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThanOrEqual(3);
  const parsed = dates.map((date) => new Date(date.replace(" ", "T") + (/Z|[+-]\d\d:?\d\d$/.test(date) ? "" : "Z")));
  for (const date of parsed) expect(date.getTime()).toBeGreaterThan(published.getTime());
  // The conversation under a post happens in the days after it is published.
  const first = Math.min(...parsed.map((date) => date.getTime()));
  expect(first - published.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
});

test("the post offers the guide to read in place and as a plain download link, with JavaScript and without", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(POST);
    await expect(page.getByText("Read it here, or download it")).toBeVisible();
    const download = page.locator(".post-body > p > a[download][href$='.pdf']").filter({ visible: true });
    await expect(download, `a visible download link (JavaScript ${javaScriptEnabled ? "on" : "off"})`).toHaveCount(1);
    await expect(download).toHaveText(/Download the speed guide/);
    expect(await download.evaluate((link) => link.closest("x-pdf"))).toBeNull();
    const response = await page.request.get((await download.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    await context.close();
  }
});

test("the home page's video caption gives the clip's real length", async ({ page }) => {
  await page.goto("/");
  const seconds = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const video = document.createElement("video");
        video.preload = "metadata";
        video.onloadedmetadata = () => resolve(video.duration);
        video.onerror = () => reject(new Error("the clip did not load"));
        video.src = "/media/clip.webm";
      }),
  );
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  await expect(page.locator(".visit .caption")).toContainText(`in ${words[Math.round(seconds)] ?? Math.round(seconds)} seconds`);
});

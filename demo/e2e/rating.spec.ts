import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { inState } from "./support/states";

// The rating demo against the reference backend (Rate My Post's admin-ajax contract, SQLite storage).
const THANKS = "Thank you for rating this post!";

test("rate after a failed attempt, see both tags update, reload and find it locked", async ({ page }) => {
  await page.goto("/rating.html");
  const rating = page.locator("#rating-1");
  const results = page.locator("#results-1");
  await expect(rating.locator('[part="summary"]')).toHaveText("No votes so far! Be the first to rate this post.");
  await expect(results.locator('[part="summary"]')).toHaveText("No votes so far! Be the first to rate this post.");

  // The network fails once, for the vote (not a results request still under way): a short message, and the
  // stars can be used again.
  let failedOnce = false;
  await page.route("**/wp-admin/admin-ajax.php", (route) => {
    if (failedOnce || !route.request().postData()?.includes("process_rating")) return route.fallback();
    failedOnce = true;
    return route.abort();
  });
  await rating.getByRole("radio", { name: /^4 \/ 5/ }).click();
  await expect(rating.locator('[part="message"]')).toHaveText("You are probably offline.");
  await expect(rating.getByRole("radiogroup")).not.toHaveAttribute("aria-disabled", "true");

  await rating.getByRole("radio", { name: /^4 \/ 5/ }).click();
  await expect(rating.locator('[part="message"]')).toHaveText(THANKS);
  await expect(rating.locator('[part="summary"]')).toHaveText("Average rating 4 / 5. Vote count: 1");
  await expect(results.locator('[part="summary"]')).toHaveText("4 (1 vote)");
  await expect(results.locator('[part="star"][data-fill="full"]')).toHaveCount(4);
  await expect(rating.locator('[part="social"]').getByRole("link", { name: "Facebook" })).toBeVisible();
  await expect(rating.getByRole("radiogroup")).toHaveAttribute("aria-disabled", "true");

  await page.reload();
  await expect(rating.getByRole("radiogroup")).toHaveAttribute("aria-disabled", "true");
  await expect(rating.locator('[part="message"]')).toHaveText(THANKS);
  await expect(results.locator('[part="summary"]')).toHaveText("4 (1 vote)");
  const report = await (await page.request.get("/rmp/posts/1")).json();
  expect(report).toMatchObject({ voteCount: 1, avgRating: 4, feedback: [] });
});

test("give feedback after a low rating with the submit button, and find it stored", async ({ page }) => {
  await page.goto("/rating.html");
  const rating = page.locator("#rating-2");
  await rating.getByRole("radio", { name: /^1 \/ 5/ }).click();
  await rating.getByRole("button", { name: "Submit Rating" }).click();
  await expect(rating.locator('[part="message"]')).toHaveText(THANKS);

  const box = rating.getByRole("textbox", { name: "Tell us how we can improve this post?" });
  await rating.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(rating.locator('[part="feedback-message"]')).toHaveText("Please insert your feedback in the box above!");
  await box.fill("A worked example would help.");
  await rating.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(rating.locator('[part="feedback-message"]')).toHaveText("Thanks for your feedback!");
  await expect(box).toHaveCount(0);

  const report = await (await page.request.get("/rmp/posts/2")).json();
  expect(report).toEqual({ voteCount: 1, avgRating: 1, feedback: [{ rating: 1, feedback: "A worked example would help." }] });
});

test("the server refuses a second vote from the same visitor with the cookie notice", async ({ page }) => {
  // A vote from this IP (already there if the first test ran), then a browser without the rmp-rate cookie.
  await page.request.post("/wp-admin/admin-ajax.php", { multipart: { action: "process_rating", postID: "1", star_rating: "4" } });
  await page.goto("/rating.html");
  const rating = page.locator("#rating-1");
  await rating.getByRole("radio", { name: /^5 \/ 5/ }).click();
  await expect(rating.locator('[part="message"]')).toHaveText("You already voted! This vote will not be counted!");
  await expect(rating.locator('[part="summary"]')).toHaveText("Average rating 4 / 5. Vote count: 1");
});

test("the server counts one of several votes sent at once from the same visitor", async ({ page, baseURL }) => {
  // Node's fetch, whose requests go out in parallel on connections of their own.
  const vote = () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ action: "process_rating", postID: "42", star_rating: "5" })) body.append(name, value);
    return fetch(`${baseURL}/wp-admin/admin-ajax.php`, { method: "POST", body });
  };
  const replies = await Promise.all(Array.from({ length: 6 }, () => vote().then((reply) => reply.json())));
  expect(replies.filter((reply) => reply.errorMsg.length === 0)).toHaveLength(1);
  expect(replies.filter((reply) => reply.errorMsg[0] === "You already voted! This vote will not be counted!")).toHaveLength(5);
  expect(await (await page.request.get("/rmp/posts/42")).json()).toMatchObject({ voteCount: 1, avgRating: 5 });
});

test("the server answers a post id too long for a number with Rate My Post's no-id error", async ({ page }) => {
  const hugeId = "9".repeat(400);
  const results = await page.request.post("/wp-admin/admin-ajax.php", { multipart: { action: "load_results", postID: hugeId } });
  expect(results.status()).toBe(200);
  expect(await results.json()).toEqual({ voteCount: false, avgRating: false, errorMsg: "You cannot rate a web page without an id!" });
  const rating = await page.request.post("/wp-admin/admin-ajax.php", { multipart: { action: "process_rating", postID: hugeId, star_rating: "4" } });
  expect((await rating.json()).errorMsg).toEqual(["You cannot rate a web page without an id!"]);
});

test("the locked example and the whole page are accessible", async ({ page }) => {
  await page.goto("/rating.html");
  const locked = page.locator("#rating-3");
  await expect(inState(locked, "no-privilege")).toBeAttached();
  await expect(locked.locator('[part="message"]')).toHaveText("Rating is not available for this post.");
  await expect(page.locator("#rating-1 [part='star']")).toHaveCount(5);
  await expectAxeClean(page);
});

test("the page wears the demo pages' own styling, as its siblings do", async ({ page }) => {
  const look = async (path: string) => {
    await page.goto(path);
    return page.evaluate(() => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      font: getComputedStyle(document.body).fontFamily,
      link: getComputedStyle(document.querySelector('nav[aria-label="Demo pages"] a')!).color,
      width: getComputedStyle(document.querySelector("main")!).maxWidth,
    }));
  };
  const gallery = await look("/gallery.html");
  expect(await look("/rating.html")).toEqual(gallery);
});

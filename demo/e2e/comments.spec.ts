import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

const FLOOD = "You are posting comments too quickly. Slow down.";

/**
 * Each test comments from an address of its own: WordPress's flood check counts 15 s per IP, and the reference
 * server reads the visitor's IP from X-Forwarded-For when the request comes from its own machine. The check also
 * counts by email, so each visitor has an address of their own.
 */
let visitor = 1;
let visitorEmail = "";
function asNewVisitor(page: Page) {
  visitor++;
  visitorEmail = `visitor-${visitor}-${Date.now()}@example.com`;
  return page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${Math.floor(Math.random() * 250)}.0.${visitor}` });
}

const unique = (text: string) => `${text} (${Date.now()}-${Math.floor(Math.random() * 1e6)})`;

async function openComments(page: Page) {
  await asNewVisitor(page);
  await page.goto("/comments.html");
  const element = page.locator("x-comment-reply");
  await expect.poll(() => element.evaluate((el) => el.shadowRoot?.querySelector('[role="status"]') != null)).toBe(true);
  return element;
}

async function fill(page: Page, text: string, name = "Grace") {
  await page.locator("#comment").fill(text);
  await page.locator("#author").fill(name);
  await page.locator("#email").fill(visitorEmail);
}

const firstReply = (page: Page) => page.locator("#comment-1 > article .comment-reply-link");

test.describe("x-comment-reply against the reference backend", () => {
  test("reply: the form moves under the comment, the reply is stored under its parent and shown threaded after a reload", async ({ page }) => {
    await openComments(page);
    await expectAxeClean(page);
    await firstReply(page).click();
    await expect(page.locator("#div-comment-1 + #respond")).toHaveCount(1);
    await expect(page.locator("#reply-title")).toContainText("Reply to A WordPress Commenter");
    await expect(page.locator("#comment")).toBeFocused();
    await expect(page.locator("#comment_parent")).toHaveValue("1");
    await expectAxeClean(page);

    const text = unique("A threaded reply");
    await fill(page, text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    const reply = page.locator("#comment-1 > ol.children > li", { hasText: text });
    await expect(reply).toHaveCount(1);
    await expect(reply).toBeFocused();
    await expect(page.locator("#comment_parent")).toHaveValue("0");
    await expect(page.locator("#comment")).toHaveValue("");

    await page.reload();
    await expect(page.locator("#comment-1 > ol.children > li", { hasText: text })).toHaveCount(1);
  });

  test("cancel: the form goes back, comment_parent is 0 again, and focus returns to the reply link", async ({ page }) => {
    await openComments(page);
    await firstReply(page).click();
    await page.getByRole("link", { name: "Cancel reply" }).click();
    await expect(page.locator("#div-comment-1 + #respond")).toHaveCount(0);
    await expect(page.locator("#comment_parent")).toHaveValue("0");
    await expect(page.locator("#reply-title")).toContainText("Leave a Reply");
    await expect(page.getByRole("link", { name: "Cancel reply" })).toBeHidden();
    await expect(firstReply(page)).toBeFocused();
    expect(new URL(page.url()).search).toBe("");
  });

  test("a second comment within 15 s: WordPress's flood error next to the form, the text kept", async ({ page }) => {
    await openComments(page);
    const first = unique("First");
    await fill(page, first);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(".comment-list li", { hasText: first })).toBeVisible();
    const second = unique("Second, too soon");
    await fill(page, second);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("#commentform .comment-form-error")).toHaveText(FLOOD);
    await expect(page.locator("#comment")).toHaveValue(second);
    await expectAxeClean(page);
  });

  test("offline: the visitor is told, keeps the text, and a retry posts", async ({ page }) => {
    await openComments(page);
    const text = unique("Sent after the connection came back");
    await fill(page, text);
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator("#commentform .comment-form-error")).toHaveText("You are probably offline.");
    await expect(page.locator("#comment")).toHaveValue(text);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.locator(".comment-list li", { hasText: text })).toHaveCount(1);
    await expect(page.locator("#commentform .comment-form-error")).toHaveCount(0);
  });

  for (const width of [320, 1280]) {
    test(`fits a ${width} px wide screen and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openComments(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await expectAxeClean(page);
    });
  }
});

test.describe("x-comment-reply without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reply link and the form work as on WordPress: the reply lands under its parent; a refusal is wp_die()'s page", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto("/comments.html");
    await firstReply(page).click();
    await expect(page).toHaveURL(/\?replytocom=1#respond$/);
    await expect(page.locator("#reply-title")).toContainText("Reply to A WordPress Commenter");
    await expect(page.locator("#comment_parent")).toHaveValue("1");
    const text = unique("A reply without JavaScript");
    await fill(page, text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page).toHaveURL(/\/comments\.html#comment-\d+$/);
    await expect(page.locator("#comment-1 > ol.children > li", { hasText: text })).toHaveCount(1);

    await fill(page, unique("Too soon"));
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page).toHaveTitle("Comment Submission Failure");
    await expect(page.locator(".wp-die-message")).toHaveText(FLOOD);
  });
});

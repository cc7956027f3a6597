import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

const SUBSCRIBED = "Thank you, your sign-up request was successful! Please check your email inbox to confirm.";
const ALREADY = "Given email address is already subscribed, thank you!";

/** An address no other test (or earlier run on a kept database) used. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openNewsletter(page: Page) {
  await page.goto("/newsletter.html");
  const element = page.locator("x-newsletter-form");
  // Enhanced: MC4WP's form id reads 0 until the element serves the form object.
  await expect.poll(() => element.evaluate((el) => (el as unknown as { formId?: number }).formId ?? 0)).toBeGreaterThan(0);
  return element;
}

async function fill(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel(/I agree to receive the newsletter/).check();
}

test.describe("x-newsletter-form against the reference backend", () => {
  test("subscribe: the answer shows in place, the fields go, the subscriber is stored", async ({ page }) => {
    await openNewsletter(page);
    await expectAxeClean(page);
    // Nothing reloads the page: a marker set now survives the sign-up.
    await page.evaluate(() => ((window as Window & { marker?: number }).marker = 1));
    const email = uniqueEmail("ada");
    await fill(page, email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText(SUBSCRIBED);
    await expect(page.getByLabel("Email address")).toBeHidden();
    expect(await page.evaluate(() => (window as Window & { marker?: number }).marker)).toBe(1);
    await expect(page.locator("#event-log")).toContainText("x-newsletter-subscribed");
    await expectAxeClean(page);

    await page.goto("/demo/subscribers");
    const row = page.locator("tbody tr", { hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Weekly digest");
    await expectAxeClean(page);
  });

  test("subscribe again: MC4WP's already-subscribed notice, and everything typed stays", async ({ page }) => {
    const email = uniqueEmail("twice");
    await openNewsletter(page);
    await fill(page, email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText(SUBSCRIBED);

    await openNewsletter(page);
    await fill(page, email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText(ALREADY);
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
  });

  test("offline: the visitor is told, keeps what they typed, and a retry subscribes", async ({ page }) => {
    await openNewsletter(page);
    const email = uniqueEmail("offline");
    await fill(page, email);
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText("You are probably offline.");
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".mc4wp-response")).toHaveText(SUBSCRIBED);
  });

  test("a conditional field appears when its condition is met", async ({ page }) => {
    await openNewsletter(page);
    await expect(page.getByLabel("Where?")).toBeHidden();
    await page.getByLabel("How did you hear of us?").selectOption("other");
    await expect(page.getByLabel("Where?")).toBeVisible();
  });

  for (const width of [320, 1280]) {
    test(`fits a ${width} px wide screen and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openNewsletter(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await expectAxeClean(page);
    });
  }
});

test.describe("x-newsletter-form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts the page, which shows MC4WP's answer; a second sign-up is told it is already subscribed", async ({ page }) => {
    const email = uniqueEmail("nojs");
    for (const expected of [SUBSCRIBED, ALREADY]) {
      await page.goto("/newsletter.html");
      await fill(page, email);
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page.locator(".mc4wp-response")).toHaveText(expected);
    }
    // After the refusal the page keeps the address in the form.
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await page.goto("/demo/subscribers");
    await expect(page.locator("tbody tr", { hasText: email })).toHaveCount(1);
  });
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

// The cards page: flip cards, call-to-action cards, tooltips and a popover, used with the keyboard alone.

/** Presses Tab until the locator has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function loaded(page: Page): Promise<void> {
  await page.goto("/cards.html");
  await page.waitForFunction(() => ["x-flip-card", "x-cta", "x-tooltip", "x-popover"].every((tag) => customElements.get(tag)));
  await expect(page.locator("#popover-details")).toHaveAttribute("id", "popover-details");
  await expect(page.locator("#shirt-details")).toHaveAttribute("aria-controls", "popover-details");
}

test("a keyboard walk: flip a card, read a tooltip, open and close the popover", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  await loaded(page);

  // Flip card: Tab reaches its flip button, Enter turns it, and the back's link can then be reached.
  const card = page.locator("#flip-design");
  const flip = card.locator('[part="toggle"]');
  await tabTo(page, flip);
  await expect(flip).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(flip).toHaveAttribute("aria-pressed", "true");
  await expect(card).toHaveAttribute("flipped", "");
  await expect(card.getByRole("link", { name: "Book a call" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link", { name: "Book a call" })).toBeFocused();

  // Tooltip: shown on focus, described, and Escape hides it while focus stays.
  const icon = page.locator("#icon-delivery");
  const tip = page.locator("#tip-delivery");
  await tabTo(page, icon);
  await expect(tip).toHaveAttribute("open", "");
  await expect(tip.locator('[part="panel"]')).toBeVisible();
  await expect(icon).toHaveAccessibleDescription("Free delivery on orders over €50");
  await page.keyboard.press("Escape");
  await expect(tip).not.toHaveAttribute("open");
  await expect(tip.locator('[part="panel"]')).toBeHidden();
  await expect(icon).toBeFocused();

  // Popover: Enter opens it and moves focus in; Escape closes it and gives focus back.
  const details = page.locator("#shirt-details");
  const popover = page.locator("#popover-details");
  await tabTo(page, details);
  await page.keyboard.press("Enter");
  await expect(popover).toHaveAttribute("open", "");
  await expect(details).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("dialog", { name: "Shirt details" })).toBeVisible();
  await expect(popover.getByRole("link", { name: "Ask a question" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).not.toHaveAttribute("open");
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(details).toBeFocused();

  expect(errors).toEqual([]);
});

test("the whole call-to-action card is its link", async ({ page }) => {
  await loaded(page);
  const box = (await page.locator("#cta-newsletter").boundingBox())!;
  await page.mouse.click(box.x + 8, box.y + 8); // a corner, far from the link's text
  await expect(page).toHaveURL(/#contact$/);
});

test("axe finds nothing, at rest and with the popover and a tooltip open", async ({ page }) => {
  await loaded(page);
  await expectAxeClean(page);
  await page.locator("#shirt-details").click();
  await expect(page.locator("#popover-details")).toHaveAttribute("open", "");
  await page.locator("#icon-returns").hover();
  await expect(page.locator("#tip-returns")).toHaveAttribute("open", "");
  // Panels fade in: wait for their final colours before contrast is measured.
  await page.waitForFunction(() =>
    ["#popover-details", "#tip-returns"].every(
      (id) => getComputedStyle(document.querySelector(id)!.shadowRoot!.querySelector('[part="panel"]')!).opacity === "1",
    ),
  );
  await expectAxeClean(page);
});

test("reflows at 320 px: nothing scrolls sideways, the cards stack", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loaded(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const first = (await page.locator("#flip-design").boundingBox())!;
  const second = (await page.locator("#flip-build").boundingBox())!;
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(first.width).toBeLessThanOrEqual(320);
  // The popover fits the narrow screen too (it flips or shifts into view).
  await page.locator("#shirt-details").click();
  const panel = page.locator('#popover-details [part="panel"]');
  await expect(panel).toBeVisible();
  const rect = (await panel.boundingBox())!;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(320);
});

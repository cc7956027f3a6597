import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { pageMeasures, recordPageMeasures } from "./support/page-measures";
import { inState } from "./support/states";

// The effects landing page (Kite & Spoke): scrolled from top to bottom, every element reaches its end state and
// nothing shifts the layout (CLS 0, the longest task reported); its cards, call-to-action cards, tooltips and
// popover used with the keyboard alone; axe at rest and with panels open; readable without JavaScript.

/** Scrolls the page down a screen at a time, a few frames apart, as a visitor's wheel would. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += viewport / 2) {
    await page.mouse.wheel(0, viewport / 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Presses Tab until the locator has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The page, once its cards, tooltips and popover are upgraded and wired to their anchors. */
async function loaded(page: Page): Promise<void> {
  await page.goto("/effects.html");
  await page.waitForFunction(() => ["x-flip-card", "x-cta", "x-tooltip", "x-popover"].every((tag) => customElements.get(tag)));
  await expect(page.locator("#tour-details")).toHaveAttribute("aria-controls", "popover-details");
}

for (const width of [1280, 320]) {
  test(`at ${width} px, scrolling reaches every end state, without layout shift, and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
    await page.setViewportSize({ width, height: 720 });
    await recordPageMeasures(page);
    await page.goto("/effects.html");
    await expect(inState(page.locator("#hero"), "moving")).toBeAttached();
    // Before scrolling: the stats wait below the fold, showing their start.
    await expect(page.locator("#counter-riders [part=number] .value")).toHaveText("1,000");
    await scrollThrough(page);

    await expect(inState(page.locator("#counter-riders"), "complete")).toBeAttached();
    await expect(page.locator("#counter-riders [part=number] .value")).toHaveText("12,500");
    await expect(page.locator("#counter-rating [part=number] .value")).toHaveText("4.75");
    await expect(page.locator("#counter-bags [part=number] .value")).toHaveText("99,9");
    await expect(page.locator("#counter-km [part=number] .value")).toHaveText("1.234.567");
    expect(await page.locator("#counter-riders").evaluate((el) => el.textContent), "the light DOM's final number").toBe("12,500");

    // Flip cards: each shows its front, its back out of reach until turned.
    for (const id of ["flip-coast", "flip-tulips", "flip-quiz"]) {
      await expect(page.locator(`#${id} [part=toggle]`)).toHaveAttribute("aria-pressed", "false");
      await expect(page.locator(`#${id} [part=face][data-face=back]`)).toHaveAttribute("inert", "");
    }
    await expect(page.locator("#flip-coast").getByRole("link", { name: "Book this tour" })).toBeHidden();
    // The popover's and the tooltips' content has left the flow for their panels, shown on demand.
    await expect(page.locator("#popover-details [part=panel]")).toBeHidden();
    for (const name of ["bike", "luggage", "route", "support"]) {
      await expect(page.locator(`#icon-${name}`)).toHaveAttribute("aria-describedby", `tip-${name}`);
      await expect(page.locator(`#tip-${name} [part=panel]`)).toBeHidden();
    }

    await expect(page.locator("#feature-1 [part=connector]")).toHaveCSS("transform", "none");
    for (const id of ["feature-1", "feature-2", "feature-3"])
      await expect(page.locator(`#${id} [part=graphic]`)).toHaveAttribute("data-state", "enter");

    for (const id of ["skill-routes", "skill-guides", "skill-food", "stat-abroad", "stat-returning", "stat-ebikes"])
      await expect(inState(page.locator(`#${id}`), "filled")).toBeAttached();
    await expect(page.locator("#skill-guides [part=meter]")).toHaveAttribute("aria-valuenow", "88");
    await expect(page.locator("#stat-abroad [part=bar]")).toHaveCSS("transform", "matrix(1, 0, 0, 0.64, 0, 0)");
    await expect(page.locator("#skill-routes [part=bar]")).toHaveCSS("transform", "matrix(0.95, 0, 0, 1, 0, 0)");

    for (const id of ["column-1", "column-2", "column-3", "recent-posts"]) await expect(inState(page.locator(`#${id}`), "enter")).toBeAttached();
    for (const link of await page.locator("#recent-posts a").all()) await expect(link).toHaveCSS("opacity", "1");
    // A custom property of the element (not in its style attribute: the page's markup stays as written).
    await expect
      .poll(() => page.locator("#scroll-effect").evaluate((el) => getComputedStyle(el).getPropertyValue("--x-progress")))
      .toMatch(/^(0\.\d+|1)$/);

    // Call-to-action cards: the first leads where its content's link does, the second is a link of its own.
    await expect(page.locator("#cta-newsletter").getByRole("link", { name: "Sign up" })).toHaveAttribute("data-x-cta-link", "");
    await expect(page.locator("#cta-dates [part=card]")).toHaveAttribute("href", "#departures");

    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const { cls, longestTask, shifted } = await pageMeasures(page);
    console.log(`effects.html at ${width} px: CLS ${cls.toFixed(4)}, longest task ${Math.round(longestTask)} ms`);
    expect(cls, shifted.join("\n")).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("a keyboard walk: flip a card, read a tooltip, open and close the popover", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
  await loaded(page);

  // Flip card: Tab reaches its flip button, Enter turns it, and the back's link can then be reached.
  const card = page.locator("#flip-coast");
  const flip = card.locator('[part="toggle"]');
  await tabTo(page, flip);
  await expect(flip).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(flip).toHaveAttribute("aria-pressed", "true");
  await expect(inState(card, "flipped")).toBeAttached();
  await expect(card.getByRole("link", { name: "Book this tour" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link", { name: "Book this tour" })).toBeFocused();

  // The quiz card turns on its button only (hover="false"), top to bottom, with Space as well.
  const quiz = page.locator("#flip-quiz");
  await tabTo(page, quiz.locator('[part="toggle"]'));
  await page.keyboard.press("Space");
  await expect(inState(quiz, "flipped")).toBeAttached();
  await expect(quiz.getByText("About 23 million")).toBeVisible();

  // Popover: Enter opens it and moves focus in; Escape closes it and gives focus back.
  const details = page.locator("#tour-details");
  const popover = page.locator("#popover-details");
  await tabTo(page, details);
  await page.keyboard.press("Enter");
  await expect(inState(popover, "open")).toBeAttached();
  await expect(details).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("dialog", { name: "Tour details" })).toBeVisible();
  await expect(popover.getByRole("link", { name: "Ask a question" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(inState(popover, "open")).not.toBeAttached();
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(details).toBeFocused();

  // Tooltip: shown on focus, described, and Escape hides it while focus stays.
  const icon = page.locator("#icon-bike");
  const tip = page.locator("#tip-bike");
  await tabTo(page, icon);
  await expect(inState(tip, "open")).toBeAttached();
  await expect(tip.locator('[part="panel"]')).toBeVisible();
  await expect(icon).toHaveAccessibleDescription("A touring bike fitted to you, or an e-bike for €60 more");
  await page.keyboard.press("Escape");
  await expect(inState(tip, "open")).not.toBeAttached();
  await expect(tip.locator('[part="panel"]')).toBeHidden();
  await expect(icon).toBeFocused();

  expect(errors).toEqual([]);
});

test("a tooltip is hoverable: the pointer can move from its icon onto its text", async ({ page }) => {
  await loaded(page);
  const tip = page.locator("#tip-luggage");
  await page.locator("#icon-luggage").hover();
  await expect(inState(tip, "open")).toBeAttached();
  const panel = tip.locator('[part="panel"]');
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.waitForTimeout(400); // longer than the tooltip's hide delay
  await expect(inState(tip, "open")).toBeAttached();
  await page.mouse.move(0, 0);
  await expect(inState(tip, "open")).not.toBeAttached();
});

test("the whole call-to-action card is its link", async ({ page }) => {
  await loaded(page);
  await page.locator("#cta-newsletter").scrollIntoViewIfNeeded();
  const box = (await page.locator("#cta-newsletter").boundingBox())!;
  await page.mouse.click(box.x + 8, box.y + 8); // a corner, far from the link's text
  await expect(page).toHaveURL(/#contact$/);
  // The second card, which wraps its content in a link of its own (href), is the next stop of the keyboard.
  await page.locator("#cta-newsletter").getByRole("link", { name: "Sign up" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("#cta-dates [part=card]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#departures$/);
});

test("axe finds nothing with the popover and a tooltip open", async ({ page }) => {
  await loaded(page);
  await page.locator("#tour-details").click();
  await expect(inState(page.locator("#popover-details"), "open")).toBeAttached();
  await page.locator("#icon-luggage").hover();
  await expect(inState(page.locator("#tip-luggage"), "open")).toBeAttached();
  await expectAxeClean(page);
});

test("reflows at 320 px: nothing scrolls sideways, the cards stack, the popover fits", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loaded(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const first = (await page.locator("#flip-coast").boundingBox())!;
  const second = (await page.locator("#flip-tulips").boundingBox())!;
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  expect(first.width).toBeLessThanOrEqual(320);
  // The popover fits the narrow screen too (it flips or shifts into view).
  await page.locator("#tour-details").click();
  const panel = page.locator('#popover-details [part="panel"]');
  await expect(panel).toBeVisible();
  const rect = (await panel.boundingBox())!;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(320);
});

test("with reduced motion, every end state shows at once, without scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/effects.html");
  await expect(page.locator("#counter-riders [part=number] .value")).toHaveText("12,500");
  await expect(inState(page.locator("#stat-ebikes"), "filled")).toBeAttached();
  await expect(inState(page.locator("#recent-posts"), "enter")).toBeAttached();
  await expect(page.locator("#feature-3 [part=graphic]")).toHaveAttribute("data-state", "enter");
  await expect(inState(page.locator("#hero"), "moving")).not.toBeAttached();
});

test("without JavaScript, the content shows: final numbers, both faces of each card, every tooltip and the popover", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/effects.html");
  await expect(page.locator("#counter-riders")).toHaveText("12,500");
  await expect(page.locator("#counter-riders")).toBeVisible();
  await expect(page.getByText("Routes 95%")).toBeVisible();
  await expect(page.getByText("E-bike or not? What our riders chose this year")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ride the coast. We carry the bags." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "A day on this tour" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book this tour" })).toBeVisible();
  await expect(page.getByText("About 23 million")).toBeVisible();
  await expect(page.getByText("Your bags go ahead by van, up to two per rider")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask a question" })).toBeVisible();
  await expect(page.locator("#cta-newsletter").getByRole("link", { name: "Sign up" })).toBeVisible();
  await context.close();
});

test("before and after the upgrade, every block of the page has the same box", async ({ page }) => {
  // With scripts on, the page gives each element's light DOM its upgraded box from the first paint: compared here
  // with the script held back (scripting stays enabled), at two widths. A difference is a shift waiting to happen
  // on some screen, whatever is in view.
  const boxes = () =>
    page.evaluate(() => {
      const found: Record<string, string> = {};
      const blocks = document.querySelectorAll<HTMLElement>("main > *, main section > *, main section > * > *, main li > :not(x-popover), footer");
      blocks.forEach((element, index) => {
        if (element.localName === "x-popover") return; // its content is in the top layer once upgraded, out of the flow before
        let [x, y] = [0, 0];
        for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
          [x, y] = [x + node.offsetLeft, y + node.offsetTop];
        found[`${index} ${element.localName}${element.id ? `#${element.id}` : ""}`] = `${x},${y} ${element.offsetWidth}x${element.offsetHeight}`;
      });
      return found;
    });
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 720 });
    await page.route("**/dist/x-elements.js", (route) => route.abort());
    await page.goto("/effects.html");
    const before = await boxes();
    await page.unroute("**/dist/x-elements.js");
    await loaded(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main *")].every((el) => !el.localName.startsWith("x-") || customElements.get(el.localName)),
    );
    expect(await boxes(), `at ${width} px`).toEqual(before);
  }
});

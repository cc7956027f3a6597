import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { pageMeasures, recordPageMeasures } from "./support/page-measures";
import { inState, toggleAt } from "./support/states";

// The toggles page: a navbar with a dropdown and a hover dropdown, a modal with a form, an off-canvas menu with
// layered sub-menus, tabs bound to hashes, an accordion, nested collapses and a long guide with a scroll-spy menu.
// Walked with the keyboard only, loaded without layout shift, read without JavaScript.

const TOGGLES = [
  "products-menu",
  "resources-menu",
  "book-demo-modal",
  "site-menu-toggle",
  "menu-products",
  "menu-integrations",
  "menu-company",
  "tab-features",
  "tab-pricing",
  "tab-reviews",
  "faq-delivery",
  "faq-returns",
  "faq-payment",
  "faq-support",
  "ship-all",
  "ship-europe",
  "ship-islands",
  "ship-world",
];
const CHAPTERS = ["install", "markup", "kinds", "styling", "events", "access"];
/** The scroll-spy's offset attribute on the page. */
const SPY_OFFSET = 96;

/** Console errors and warnings, and uncaught errors, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
  return errors;
}

/** The page, once every toggle and the scroll-spy run. */
async function open(page: Page, path = "/toggles.html"): Promise<void> {
  await page.goto(path);
  for (const id of TOGGLES) await expect(inState(page.locator(`#${id}`), "open", "closed")).toBeAttached();
  await expect(page.locator("x-accordion:defined, x-scroll-spy:defined")).toHaveCount(2);
  await expect(page.locator('[role="tablist"]')).toHaveAttribute("aria-owns", /.+ .+ .+/);
}

const byId = (page: Page, id: string) => page.locator(`#${id}`);
const trigger = (toggle: Locator) => toggle.locator(':scope > [slot="trigger"]');

/** The focused element, through shadow roots: "#id", "tag.part", or "body". */
const focused = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return "body";
    return element.id ? `#${element.id}` : `${element.localName}${element.getAttribute("part") ? `.${element.getAttribute("part")}` : ""}`;
  });

/** Presses Tab until the locator has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

for (const width of [1280, 320]) {
  test(`at ${width} px: loads without layout shift, fits the width, passes axe with every panel closed, logs no error`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 720 });
    await recordPageMeasures(page);
    await open(page);
    await page.waitForLoadState("networkidle");
    // Nothing but the panels open in the markup shows; the address is the page's, with no hash pushed.
    await expect(page.getByText("Two working days within Europe")).toBeVisible();
    await expect(page.locator("#features h3")).toBeVisible();
    for (const hidden of ["Plans for every team", "Your email", "Page builders", "Within 30 days", "4.90 €"])
      await expect(page.getByText(hidden).first()).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");
    const { cls, shifted, longestTask } = await pageMeasures(page);
    const task = longestTask > 0 ? `${longestTask.toFixed(0)} ms` : "none of 50 ms or more";
    console.log(`toggles.html at ${width} px: CLS ${cls.toFixed(4)} over the load, longest task ${task}`);
    expect(cls, shifted.join("\n")).toBe(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scroll").toBeLessThanOrEqual(width);
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  });
}

test("at 320 px the dialogs, the dropdowns and the open tabs fit the screen", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page);
  const inside = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  };

  await trigger(byId(page, "book-demo-modal")).click();
  await expect(toggleAt(byId(page, "book-demo-modal"), "open")).toBeAttached();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await inside(byId(page, "book-demo-modal").locator("[part=dialog]"));
  await inside(page.getByRole("button", { name: "Send request" }));
  await page.keyboard.press("Escape");

  await trigger(byId(page, "site-menu-toggle")).click();
  await trigger(byId(page, "menu-products")).click();
  await expect(toggleAt(byId(page, "menu-products"), "open")).toBeAttached();
  await inside(page.getByRole("group", { name: "Products" }));
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(toggleAt(byId(page, "site-menu-toggle"), "closed")).toBeAttached();

  await trigger(byId(page, "resources-menu")).click();
  await expect(toggleAt(byId(page, "resources-menu"), "open")).toBeAttached();
  await inside(byId(page, "resources-menu").locator("[part=panel]"));
  await trigger(byId(page, "tab-pricing")).click();
  await inside(byId(page, "tab-pricing").locator("[part=panel]"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(errors).toEqual([]);
});

test("keyboard: a dropdown opens, is walked with Tab, closes on Escape; its Pricing link opens the tab and scrolls to it", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const products = byId(page, "products-menu");
  const button = trigger(products);
  await tabTo(page, button);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(toggleAt(products, "open")).toBeAttached();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const features = products.getByRole("link", { name: /Features/ });
  await expect(features).toBeVisible();
  // The panel sits next to its button: under it, or above it where the screen has no room below.
  const [panelBox, buttonBox] = [(await features.boundingBox())!, (await button.boundingBox())!];
  expect(panelBox.y > buttonBox.y + buttonBox.height / 2 || panelBox.y + panelBox.height <= buttonBox.y + 1).toBe(true);
  await page.keyboard.press("Tab");
  await expect(features).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(inState(products, "open")).not.toBeAttached();
  await expect(features).toBeHidden();
  await expect(button).toBeFocused();

  // Space opens it again; the second link is Pricing.
  await page.keyboard.press("Space");
  await expect(toggleAt(products, "open")).toBeAttached();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(products.getByRole("link", { name: /Pricing/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(inState(products, "open")).not.toBeAttached();
  await expect(page).toHaveURL(/#pricing$/);
  const pricing = byId(page, "tab-pricing");
  await expect(inState(pricing, "open")).toBeAttached();
  await expect(trigger(pricing)).toHaveAttribute("aria-selected", "true");
  await expect(inState(byId(page, "tab-features"), "open")).not.toBeAttached();
  await expect(page.getByText("Plans for every team")).toBeHidden();
  await expect(page.locator("#pricing")).toBeVisible();
  // Scrolled to the tab: its row at the top of the window once the smooth scroll ends.
  await expect.poll(async () => Math.abs((await trigger(pricing).boundingBox())!.y)).toBeLessThan(1);
  await expect(page.locator("#pricing")).toBeInViewport();
  await expect(page.locator("#toggle-log")).toContainText("x-open #tab-pricing (tab, hash)");
  expect(errors).toEqual([]);
});

test("keyboard: the arrow keys, Home and End move along the tabs; each tab's hash goes into the history", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const tabs = ["tab-features", "tab-pricing", "tab-reviews"].map((id) => trigger(byId(page, id)));
  await expect(page.getByRole("tablist")).toBeAttached();
  await expect(page.getByRole("tab")).toHaveCount(3);
  // One tab stop for the row: the selected tab.
  expect(await Promise.all(tabs.map((tab) => tab.getAttribute("tabindex")))).toEqual(["0", "-1", "-1"]);
  await tabTo(page, tabs[0]!);
  await page.keyboard.press("ArrowRight");
  await expect(tabs[1]!).toBeFocused();
  await expect(tabs[1]!).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.getByRole("tabpanel", { name: "Pricing" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs[2]!).toBeFocused();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(page.getByText("we deleted three plugins")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs[0]!, "wraps round").toBeFocused();
  await expect(tabs[0]!).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs[2]!).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabs[0]!).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs[2]!).toBeFocused();
  await expect(page).toHaveURL(/#reviews$/);
  // Tab leaves the row for the open panel.
  await page.keyboard.press("Tab");
  expect(await focused(page)).toBe("div.panel");
  // Back: the tab before comes back from its hash.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/#pricing$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/#reviews$/);
  await page.goBack();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(inState(byId(page, "tab-pricing"), "open")).toBeAttached();
  await expect(inState(byId(page, "tab-reviews"), "open")).not.toBeAttached();
  expect(errors).toEqual([]);
});

test("loading the page at #pricing opens the Pricing tab and shows it", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, "/toggles.html#pricing");
  await expect(inState(byId(page, "tab-pricing"), "open")).toBeAttached();
  await expect(inState(byId(page, "tab-features"), "open")).not.toBeAttached();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
  expect(errors).toEqual([]);
});

test("keyboard: the modal takes the focus, keeps it while open, hands it back; the form answers and comes back fresh", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const modal = byId(page, "book-demo-modal");
  const link = trigger(modal);
  await expect(link).toHaveAttribute("href", "#book-demo");
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(toggleAt(modal, "open")).toBeAttached();
  const dialog = page.getByRole("dialog", { name: "Book a demo" });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel("Your name")).toBeFocused();
  expect(new URL(page.url()).hash, "the link does not navigate").toBe("");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), "the page behind does not scroll").toBe("hidden");
  await expectAxeClean(page);

  // Tab goes round the dialog's fields and its close button, never to the page behind.
  const seen = new Set<string>();
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!element || element === document.body) return "none";
      const host = document.getElementById("book-demo-modal")!;
      return host.contains(element) || host.shadowRoot!.contains(element) ? "inside" : `outside: ${element.outerHTML.slice(0, 80)}`;
    });
    expect(where).not.toMatch(/^outside/);
    seen.add(await focused(page));
  }
  for (const stop of ["#book-name", "#book-email", "#book-team", "#book-notes", "button.close"]) expect([...seen]).toContain(stop);

  // Filled in and sent with the keyboard.
  await tabTo(page, page.getByLabel("Your name"));
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Enter");
  await expect(modal.getByRole("status")).toHaveText("Thank you, Ada. We will write to ada@example.com within a working day.");
  await page.keyboard.press("Escape");
  await expect(toggleAt(modal, "closed")).toBeAttached();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  // The content goes once the dialog has closed (reset-on-close).
  await expect(modal.locator(".booking-sent")).toHaveCount(0);

  // Opened again: a fresh form from the template; the close button also hands the focus back.
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Your name")).toBeFocused();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(modal.getByRole("status")).toHaveCount(0);
  await tabTo(page, modal.getByRole("button", { name: "Close" }));
  await page.keyboard.press("Enter");
  await expect(toggleAt(modal, "closed")).toBeAttached();
  await expect(link).toBeFocused();
  await expect(page.locator("#toggle-log li").last()).toContainText("x-close #book-demo-modal (modal, trigger)");
  expect(errors).toEqual([]);
});

test("the modal keeps unsaved input: the first Escape is refused with a warning, the next one closes and discards it", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const modal = byId(page, "book-demo-modal");
  await trigger(modal).click();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggleAt(modal, "closed"), "nothing typed: Escape closes").toBeAttached();

  await trigger(modal).click();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Escape");
  await expect(modal.getByRole("alert")).toHaveText("Your request is not sent yet. Close again to discard it.");
  await expect(inState(modal, "open")).toBeAttached();
  await expect(page.getByRole("dialog", { name: "Book a demo" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Ada");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(toggleAt(modal, "closed")).toBeAttached();
  // The input goes once the dialog has closed (reset-on-close).
  await expect(modal.locator("form.booking")).toHaveCount(0);
  await trigger(modal).click();
  await expect(page.getByLabel("Your name"), "a fresh form").toHaveValue("");
  await expect(modal.getByRole("alert")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("keyboard: the off-canvas menu's sub-menus slide in, Back and Escape go one level up, a link closes the menu", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const menu = byId(page, "site-menu-toggle");
  await tabTo(page, trigger(menu));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" })).toBeFocused();
  // On the left edge.
  expect(Math.round((await menu.locator("[part=dialog]").boundingBox())!.x)).toBe(0);

  const products = byId(page, "menu-products");
  await page.keyboard.press("Tab");
  await expect(trigger(products)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggleAt(products, "open")).toBeAttached();
  const back = products.getByRole("button", { name: "Main menu" });
  await expect(back).toBeFocused();
  await expect(page.getByRole("group", { name: "Products" })).toBeVisible();
  // The main level under it is out of reach.
  expect(await page.getByRole("link", { name: "Home" }).evaluate((link) => link.closest("[inert]") !== null)).toBe(true);
  await expectAxeClean(page);

  // One level deeper, and Back up again.
  const integrations = byId(page, "menu-integrations");
  await tabTo(page, trigger(integrations));
  await page.keyboard.press("Enter");
  await expect(integrations.getByRole("button", { name: "Products" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Page builders" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(toggleAt(integrations, "closed")).toBeAttached();
  await expect(trigger(integrations)).toBeFocused();
  // Back from the first level: the main menu, focus on the item that opened it.
  await tabTo(page, back);
  await page.keyboard.press("Enter");
  await expect(toggleAt(products, "closed")).toBeAttached();
  await expect(trigger(products)).toBeFocused();
  expect(await page.getByRole("link", { name: "Home" }).evaluate((link) => link.closest("[inert]") === null)).toBe(true);

  // Escape: first the sub-menu, then the menu.
  await page.keyboard.press("Enter");
  await expect(back).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggleAt(products, "closed")).toBeAttached();
  await expect(trigger(products)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggleAt(menu, "closed")).toBeAttached();
  await expect(trigger(menu)).toBeFocused();

  // A link in a sub-menu closes the whole menu and goes to its section.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Home" })).toBeFocused();
  await tabTo(page, trigger(byId(page, "menu-company")));
  await page.keyboard.press("Enter");
  await expect(byId(page, "menu-company").getByRole("button", { name: "Main menu" })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: "Customers" }));
  await page.keyboard.press("Enter");
  await expect(toggleAt(menu, "closed")).toBeAttached();
  await expect(inState(byId(page, "menu-company"), "open")).not.toBeAttached();
  await expect(page).toHaveURL(/#reviews$/);
  await expect(inState(byId(page, "tab-reviews"), "open")).toBeAttached();
  await expect(page.locator("#reviews")).toBeInViewport();
  expect(errors).toEqual([]);
});

test("keyboard: a link followed out of the off-canvas menu leaves focus at its section; the next Tab goes on from there", async ({ page }) => {
  await open(page);
  const menu = byId(page, "site-menu-toggle");
  await tabTo(page, trigger(menu));
  await page.keyboard.press("Enter");
  const questions = menu.getByRole("link", { name: "Questions" });
  await tabTo(page, questions);
  await page.keyboard.press("Enter");
  await expect(toggleAt(menu, "closed")).toBeAttached();
  await expect(page).toHaveURL(/#faq-heading$/);
  await expect(page.locator("#faq-heading")).toBeFocused();
  await expect(page.locator("#faq-heading")).toBeInViewport();
  await page.keyboard.press("Tab");
  const after = await page.evaluate(() => {
    const heading = document.getElementById("faq-heading")!;
    return Boolean(heading.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(after, "focus moved on past the section's heading, not back to the menu's trigger").toBe(true);
  await expect(page.locator("#faq-heading")).toBeInViewport();
});

test("the hover dropdown opens when the mouse rests on it and closes when it leaves; a click outside closes a dropdown", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const resources = byId(page, "resources-menu");
  await trigger(resources).hover();
  await expect(inState(resources, "open")).toBeAttached();
  await expect(resources.getByRole("link", { name: "Guide" })).toBeVisible();
  await resources.getByRole("link", { name: "Questions" }).hover();
  await expect(inState(resources, "open"), "the panel is part of the hovered toggle").toBeAttached();
  await page.mouse.move(5, 5);
  await expect(inState(resources, "open")).not.toBeAttached();

  const products = byId(page, "products-menu");
  await trigger(products).click();
  await expect(inState(products, "open")).toBeAttached();
  await page.getByRole("heading", { name: "A navbar with dropdowns" }).click();
  await expect(inState(products, "open")).not.toBeAttached();
  await expect(page.locator("#toggle-log li").last()).toContainText("x-close #products-menu (dropdown, outside)");
  expect(errors).toEqual([]);
});

test("keyboard: the accordion keeps one answer open; closing an outer collapse closes the ones inside it", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const [delivery, returns] = [byId(page, "faq-delivery"), byId(page, "faq-returns")];
  await tabTo(page, trigger(returns));
  await page.keyboard.press("Enter");
  await expect(inState(returns, "open")).toBeAttached();
  await expect(page.getByRole("region", { name: "Can I return what I bought?" })).toBeVisible();
  await expect(inState(delivery, "open")).not.toBeAttached();
  await expect(trigger(delivery)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Two working days within Europe")).toBeHidden();
  await expect(page.locator("#toggle-log li").last()).toContainText("x-close #faq-delivery (collapse, group)");
  await page.keyboard.press("Space");
  await expect(inState(returns, "open")).not.toBeAttached();

  const [all, europe, islands] = ["ship-all", "ship-europe", "ship-islands"].map((id) => byId(page, id));
  for (const collapse of [all!, europe!, islands!]) {
    await tabTo(page, trigger(collapse));
    await page.keyboard.press("Enter");
    await expect(toggleAt(collapse, "open")).toBeAttached();
  }
  await expect(page.getByText("The Canary Islands")).toBeVisible();
  await expect(inState(byId(page, "faq-delivery"), "open"), "another accordion's rules do not reach it").not.toBeAttached();
  await trigger(all!).focus();
  await page.keyboard.press("Enter");
  await expect(inState(all!, "open")).not.toBeAttached();
  await expect(inState(europe!, "open")).not.toBeAttached();
  await expect(inState(islands!, "open")).not.toBeAttached();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Free from 50 €")).toBeVisible();
  await expect(page.getByText("4.90 € to every country")).toBeHidden();
  await expectAxeClean(page);
  expect(errors).toEqual([]);
});

test("the scroll-spy: a menu link scrolls to its chapter, and scrolling marks the chapter being read", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  const menu = page.getByRole("navigation", { name: "Guide chapters" });
  const current = () => menu.locator("[aria-current]").evaluateAll((links) => links.map((link) => `${link.getAttribute("href")} ${link.className}`));

  await tabTo(page, menu.getByRole("link", { name: "Kinds" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#kinds$/);
  await expect.poll(async () => Math.round((await page.locator("#kinds").boundingBox())!.y)).toBe(SPY_OFFSET);
  await expect.poll(current).toEqual(["#kinds is-current"]);
  await expect(menu.getByRole("link", { name: "Kinds" })).toHaveAttribute("aria-current", "location");
  await expect(page.locator("#kinds"), "focus follows to the chapter").toBeFocused();

  // Scrolled by the wheel, chapter by chapter, down and back up.
  for (const id of [...CHAPTERS.slice(0, -1), ...CHAPTERS.slice(0, -1).reverse()]) {
    const top = await page.locator(`#${id}`).evaluate((chapter) => chapter.getBoundingClientRect().top);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, top - SPY_OFFSET + 10);
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((chapter) => Math.round(chapter.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(SPY_OFFSET);
    await expect.poll(current, id).toEqual([`#${id} is-current`]);
  }
  // At the very end, the last chapter is current even if its top never reaches the line.
  await page.keyboard.press("End");
  await expect.poll(current).toEqual([`#${CHAPTERS.at(-1)} is-current`]);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1280, 320]) {
    test(`at ${width} px every panel's content is on the page, and the triggers link to it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto("/toggles.html");
      // Every toggle's content (all but its trigger and template) is shown.
      const contents = await page.locator('x-toggle > :not([slot="trigger"]):not(template)').all();
      expect(contents.length).toBeGreaterThanOrEqual(TOGGLES.length);
      for (const content of contents) await expect(content).toBeVisible();
      for (const text of [
        "Plans for every team",
        "Questions",
        "Your email",
        "Send request",
        "Page builders",
        "Customers",
        "One site, every element.",
        "we deleted three plugins",
        "Within 30 days",
        "Email support answers on Saturdays",
        "The Canary Islands",
        "with customs paid in advance",
      ])
        await expect(page.getByText(text).first()).toBeVisible();
      // A modal's and the off-canvas menu's links lead to their content; each tab's link to its panel.
      for (const [id, target] of [
        ["book-demo-modal", "book-demo"],
        ["site-menu-toggle", "site-menu"],
        ["tab-pricing", "pricing"],
      ] as const) {
        await expect(trigger(byId(page, id))).toHaveAttribute("href", `#${target}`);
        await expect(page.locator(`#${target}`)).toBeVisible();
      }
      await trigger(byId(page, "book-demo-modal")).click();
      await expect(page).toHaveURL(/#book-demo$/);
      await expect(page.getByLabel("Your name")).toBeInViewport();
      // The guide's menu jumps to its chapters.
      await page.getByRole("link", { name: "Events" }).click();
      await expect(page.locator("#events")).toBeInViewport();
      await expect(page.locator(".toggle-log")).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scroll").toBeLessThanOrEqual(width);
    });
  }
});

/** Serves a throwaway page from the demo server's origin, so the autoloader and its chunks load as on a site. */
async function servePage(page: Page, path: string, head: string, body: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>Plans</title><script type="module" src="/dist/x-elements.js"></script>${head}</head><body>${body}</body></html>`,
    }),
  );
}

/** The declaration's own example of tabs bound to hashes (x-toggle's "Tabs bound to hashes"). */
const HASH_TABS =
  '<div class="tabs"><x-toggle kind="tab" group="plans" hash="monthly" open><a slot="trigger" href="#monthly">Monthly</a><p>9 € a month.</p></x-toggle><x-toggle kind="tab" group="plans" hash="yearly"><a slot="trigger" href="#yearly">Yearly</a><p>90 € a year.</p></x-toggle></div>';

test.describe("a page load never writes the address", () => {
  for (const [address, opened] of [
    ["", "monthly"],
    ["#yearly", "yearly"],
  ] as const) {
    test(`tabs bound to hashes, loaded at "${address}": ${opened} opens, the address and the history stay as loaded`, async ({ page }) => {
      const errors = collectErrors(page);
      await servePage(page, "/plans.html", "", HASH_TABS);
      // The history's length as the page starts, before any element runs.
      await page.addInitScript(() => sessionStorage.setItem("history-at-start", String(history.length)));
      await page.goto(`/plans.html${address}`);
      const tab = (hash: string) => page.locator(`x-toggle[hash="${hash}"]`);
      await expect(inState(tab("monthly"), "open", "closed")).toBeAttached();
      await expect(inState(tab("yearly"), "open", "closed")).toBeAttached();
      await expect(inState(tab(opened), "open")).toBeAttached();
      await expect(inState(tab(opened === "monthly" ? "yearly" : "monthly"), "open")).not.toBeAttached();
      const { hash, length, atStart } = await page.evaluate(() => ({
        hash: location.hash,
        length: history.length,
        atStart: Number(sessionStorage.getItem("history-at-start")),
      }));
      expect(hash).toBe(address);
      expect(length, "no history entry").toBe(atStart);
      // A person's choice does go into the history, and one Back returns to the address as loaded.
      await page.getByRole("tab", { name: opened === "monthly" ? "Yearly" : "Monthly" }).click();
      await expect(page).not.toHaveURL(new RegExp(`/plans\\.html${address}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/plans\\.html${address}$`));
      await expect(inState(tab(opened), "open")).toBeAttached();
      expect(errors).toEqual([]);
    });
  }
});

test("on a block theme's post, without the demo's CSS, tabs look like tabs and stay in the column; the accordion too", async ({ page }) => {
  const errors = collectErrors(page);
  const theme = `<style>
    body { margin: 0; }
    .wp-site-blocks > * { max-width: 645px; margin-inline: auto; }
    .wp-site-blocks > * + * { margin-block-start: 1.2rem; }
    button { padding: 15px 30px; border: 3px solid transparent; border-radius: 0; background: #28303d; color: #d1e4dd; font-size: 1.25rem; }
  </style>`;
  const tab = (id: string, name: string, open = false) =>
    `<x-toggle kind="tab" group="plans" id="${id}"${open ? " open" : ""}><button slot="trigger" type="button">${name}</button><p>${name}: the plan in a sentence.</p></x-toggle>`;
  await servePage(
    page,
    "/post.html",
    theme,
    `<main class="wp-site-blocks"><h1>Plans</h1><p id="intro">Our plans.</p>${tab("monthly", "Monthly", true)}${tab("yearly", "Yearly")}${tab("lifetime", "Lifetime")}` +
      `<x-accordion id="faq"><x-toggle kind="collapse" open><button slot="trigger" type="button">Delivery?</button><p>Two days.</p></x-toggle>` +
      `<x-toggle kind="collapse"><button slot="trigger" type="button">Returns?</button><p>Thirty days.</p></x-toggle></x-accordion><p>The end.</p></main>`,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/post.html");
  await expect(page.locator('[role="tablist"]')).toHaveAttribute("aria-owns", /.+ .+ .+/);
  const column = (await page.locator("#intro").boundingBox())!;
  const inColumn = async (what: string, box: { x: number; width: number } | null) => {
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(column.x - 1);
    expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(column.x + column.width + 1);
  };
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(3);
  const rows = await Promise.all([0, 1, 2].map(async (index) => (await tabs.nth(index).boundingBox())!));
  expect(new Set(rows.map((row) => Math.round(row.y))).size, "the tabs share a row").toBe(1);
  for (const [index, row] of rows.entries()) await inColumn(`tab ${index + 1}`, row);
  const openPanel = page.locator('[role="tabpanel"]:not([hidden])');
  const panel = (await openPanel.boundingBox())!;
  expect(panel.y, "the panel lies below the row").toBeGreaterThanOrEqual(Math.max(...rows.map((row) => row.y + row.height)) - 1);
  await inColumn("the open panel", panel);
  await inColumn("the accordion", await page.locator("#faq").boundingBox());
  await page.getByRole("tab", { name: "Lifetime" }).click();
  await expect(toggleAt(page.locator("#lifetime"), "open")).toBeAttached();
  await expect(toggleAt(page.locator("#monthly"), "closed")).toBeAttached();
  await expect(openPanel).toHaveAccessibleName("Lifetime");
  await inColumn("the panel of another tab", await openPanel.boundingBox());
  await expectAxeClean(page);
  expect(errors).toEqual([]);
});

test("a link to text in a closed tab (a text fragment, as find-in-page) opens that tab", async ({ page }) => {
  const errors = collectErrors(page);
  await open(page);
  // Once the tabs run: the browser reveals a hidden-until-found panel that holds the text, as find-in-page does.
  await page.evaluate(() => Object.assign(window, { before: true }));
  await page.goto("/toggles.html#:~:text=we%20deleted%20three%20plugins");
  expect(await page.evaluate(() => "before" in window), "the same document, not a reload").toBe(true);
  await expect(inState(byId(page, "tab-reviews"), "open")).toBeAttached();
  await expect(inState(byId(page, "tab-features"), "open")).not.toBeAttached();
  await expect(page.getByText("we deleted three plugins")).toBeInViewport();
  expect(errors).toEqual([]);
});

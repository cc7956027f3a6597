import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { pageMeasures, recordPageMeasures } from "./support/page-measures";
import { inState } from "./support/states";

// The navigation page: a sticky header that shrinks, x-menu (dropdowns, mobile collapse), x-mega-menu (panels,
// tabs, a mobile modal), a footer bar shown on scroll up and x-scroll-top. Walked with the keyboard and the mouse,
// at 1280 px, at 375 px with touch, at 320 px, and without JavaScript.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
  return errors;
}

async function open(page: Page): Promise<void> {
  await page.goto("/navigation.html");
  await expect(inState(page.locator("#main-menu"), "desktop", "mobile")).toBeAttached();
  await expect(inState(page.locator("#catalogue"), "desktop", "mobile")).toBeAttached();
  await page.waitForFunction(() => customElements.get("x-sticky") && customElements.get("x-scroll-top"));
}

const menu = (page: Page) => page.locator("#main-menu");
const button = (scope: Locator, name: string) => scope.getByRole("button", { name: `${name} submenu`, exact: true });
/** The same button on a page in Arabic, whose words the menus then speak. */
const arabicButton = (scope: Locator, name: string) => scope.getByRole("button", { name: `القائمة الفرعية: ${name}`, exact: true });
const link = (scope: Locator, name: string) => scope.getByRole("link", { name, exact: true });
const focused = (locator: Locator) => locator.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement);

test.describe("navigation at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("loads without errors or layout shift; axe clean; the current page is marked", async ({ page }) => {
    const errors = collectErrors(page);
    await recordPageMeasures(page);
    await open(page);
    await expect(inState(menu(page), "desktop")).toBeAttached();
    await expect(inState(page.locator("#catalogue"), "desktop")).toBeAttached();
    await expect(link(menu(page), "Home")).toHaveAttribute("aria-current", "page");
    await expectAxeClean(page);
    await page.waitForTimeout(1200); // the sticky bars' second measurement (1 s after start) is part of the load
    const { cls, shifted } = await pageMeasures(page);
    expect(cls, shifted.join("\n")).toBe(0);
    expect(errors).toEqual([]);
  });

  test("keyboard only: Tab through links and buttons, Enter opens, arrows move, Escape closes and returns focus", async ({ page }) => {
    await open(page);
    const main = menu(page);
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab"); // the logo
    await page.keyboard.press("Tab");
    expect(await focused(link(main, "Home"))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused(link(main, "Services"))).toBe(true);
    await page.keyboard.press("Tab");
    const services = button(main, "Services");
    expect(await focused(services)).toBe(true);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    expect(await focused(link(main, "Design"))).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await focused(link(main, "Development"))).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(button(main, "Development")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    expect(await focused(link(main, "Web apps"))).toBe(true);
    await expect(link(main, "Web apps")).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(button(main, "Development")).toHaveAttribute("aria-expanded", "false");
    expect(await focused(button(main, "Development"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    expect(await focused(services)).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await focused(link(main, "Company"))).toBe(true);
    // On through the mega-menu: its panel button, then a tab.
    const catalogue = page.locator("#catalogue");
    for (let press = 0; press < 12 && !(await focused(button(catalogue, "Products"))); press++) await page.keyboard.press("Tab");
    expect(await focused(button(catalogue, "Products"))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(link(catalogue, "CRM")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(link(catalogue, "CRM")).toBeHidden();
  });

  test("hover intent with the mouse: a resting pointer opens, leaving the menu closes after the delay", async ({ page }) => {
    await open(page);
    const main = menu(page);
    const box = (await link(main, "Services").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await expect(button(main, "Services")).toHaveAttribute("aria-expanded", "true");
    await expect(link(main, "Design")).toBeVisible();
    // Down into the submenu and onto the nested item: still open, and the nested one opens too.
    const development = (await link(main, "Development").boundingBox())!;
    await page.mouse.move(box.x + 10, development.y + development.height / 2, { steps: 6 });
    await page.mouse.move(development.x + development.width / 2, development.y + development.height / 2, { steps: 4 });
    await expect(button(main, "Development")).toHaveAttribute("aria-expanded", "true");
    await expect(link(main, "Web apps")).toBeVisible();
    // Away from the menu: closed after 750 ms, not at once.
    await page.mouse.move(640, 700, { steps: 3 });
    await expect(button(main, "Services")).toHaveAttribute("aria-expanded", "true");
    await expect(button(main, "Services")).toHaveAttribute("aria-expanded", "false", { timeout: 2000 });
    // The mega-menu: a panel, and tabs that follow the mouse.
    const catalogue = page.locator("#catalogue");
    const solutions = (await link(catalogue, "Solutions").boundingBox())!;
    await page.mouse.move(solutions.x + 10, solutions.y + solutions.height / 2, { steps: 4 });
    await expect(button(catalogue, "Solutions")).toHaveAttribute("aria-expanded", "true");
    await expect(link(catalogue, "Shops")).toBeVisible();
    const health = (await link(catalogue, "Health").boundingBox())!;
    await page.mouse.move(health.x + 10, health.y + health.height / 2, { steps: 4 });
    await expect(link(catalogue, "Clinics")).toBeVisible();
    await expect(link(catalogue, "Shops")).toBeHidden();
  });

  test("once the header is fixed and shrunk, a dropdown opens above the catalogue bar: a click on Design lands on Design", async ({ page }) => {
    await open(page);
    for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 150);
    await expect(inState(page.locator("#site-header"), "shrunk")).toBeAttached();
    const main = menu(page);
    const services = (await link(main, "Services").boundingBox())!;
    await page.mouse.move(services.x + services.width / 2, services.y + services.height / 2, { steps: 4 });
    await expect(link(main, "Design")).toBeVisible();
    const design = (await link(main, "Design").boundingBox())!;
    const bar = (await page.locator(".catalogue-bar").boundingBox())!;
    expect(design.y + design.height > bar.y && design.y < bar.y + bar.height, "the dropdown reaches over the catalogue bar").toBe(true);
    await page.mouse.move(services.x + 10, design.y + design.height / 2, { steps: 4 });
    await page.mouse.click(services.x + 10, design.y + design.height / 2);
    await expect(page).toHaveURL(/#design$/);
  });

  test("sticky header: fixed and shrunk on scroll with no layout shift; the footer bar shows on scroll up; scroll-top brings focus to the heading", async ({
    page,
  }) => {
    await recordPageMeasures(page);
    await open(page);
    await page.waitForTimeout(1200);
    const header = page.locator("#site-header");
    const headerHeight = (await header.boundingBox())!.height;
    for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 150);
    await expect(inState(header, "fixed")).toBeAttached();
    await expect(inState(header, "shrunk")).toBeAttached();
    expect((await header.boundingBox())!.height, "the placeholder keeps the height").toBe(headerHeight);
    const bar = header.locator('[part="bar"]');
    // Shrunk with transforms: the bar moves up by a fifth of its 80 px top row, the logo scales to 80 %.
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(-16);
    await expect.poll(async () => Math.round((await page.locator(".logo svg").boundingBox())!.height)).toBe(32);
    await expect(page.getByRole("link", { name: "Services", exact: true }).first()).toBeInViewport();

    const footer = page.locator("#footer-bar");
    await expect(inState(footer, "exit", "exiting")).toBeAttached();
    await page.mouse.wheel(0, -200);
    await expect(inState(footer, "enter")).toBeAttached();
    const footerBar = footer.locator('[part="bar"]');
    await expect.poll(async () => Math.round((await footerBar.boundingBox())!.y + (await footerBar.boundingBox())!.height)).toBe(800);
    await page.mouse.wheel(0, 300);
    await expect(inState(footer, "exit")).toBeAttached();

    const { cls, shifted } = await pageMeasures(page);
    expect(cls, shifted.join("\n")).toBe(0);

    // Scroll-top: shown past 75 %, takes the page back up and focus to the page's heading.
    const top = page.locator("x-scroll-top");
    await expect(inState(top, "shown")).not.toBeAttached();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(inState(top, "shown")).toBeAttached();
    await top.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect(page.locator("h1")).toBeFocused();
  });
});

test.describe("navigation on a right-to-left page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("submenus and the mega menu's tab panels open to the left; Left and Right arrows are mirrored", async ({ page }) => {
    const errors = collectErrors(page);
    await open(page);
    await page.evaluate(() => {
      document.body.dir = "rtl";
      document.body.lang = "ar";
    });
    const main = menu(page);
    const box = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const itemOf = (name: string) => link(main, name).locator("xpath=..");
    await arabicButton(main, "Services").click();
    await arabicButton(main, "Development").click();
    await expect(link(main, "Web apps")).toBeVisible();
    const services = await box(itemOf("Services"));
    const first = await box(itemOf("Services").locator(":scope > ul"));
    expect(Math.round(first.right), "the submenu hangs from its item's right edge").toBe(Math.round(services.right));
    const development = await box(itemOf("Development"));
    const second = await box(itemOf("Development").locator(":scope > ul"));
    expect(second.right, "the second level opens on the left of its item").toBeLessThanOrEqual(development.left + 1);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await link(main, "Home").focus();
    await page.keyboard.press("ArrowLeft");
    expect(await focused(link(main, "Services")), "ArrowLeft: the next item").toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await focused(link(main, "Home")), "ArrowRight: the previous item").toBe(true);

    const catalogue = page.locator("#catalogue");
    await arabicButton(catalogue, "Solutions").click();
    await expect(link(catalogue, "Shops")).toBeVisible();
    const tab = await box(link(catalogue, "Retail"));
    const panel = await box(link(catalogue, "Retail").locator("xpath=../ul"));
    expect(panel.right, "the tab's panel lies left of the tabs").toBeLessThanOrEqual(tab.left);
    expect(errors).toEqual([]);
  });
});

test.describe("anchors on the navigation page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const headerBottom = (page: Page) =>
    page.locator("#site-header").evaluate((sticky) => sticky.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect().bottom);
  const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

  test("a shared address with a hash: the section lands below the sticky header, also after the second jump 300 ms later; its menu item is current", async ({
    page,
  }) => {
    await page.goto("/navigation.html#careers");
    await page.waitForFunction(() => customElements.get("x-sticky") && customElements.get("x-menu"));
    await expect(inState(page.locator("#site-header"), "fixed")).toBeAttached();
    await page.waitForTimeout(300 + 200); // past the second jump
    const bottom = await headerBottom(page);
    expect(bottom).toBeGreaterThan(0);
    expect(await topOf(page, "#careers")).toBeGreaterThanOrEqual(bottom);
    // The element keeps the header's full height clear; this header draws itself a little shorter once shrunk.
    expect(await topOf(page, "#careers")).toBeLessThan(bottom + 40);
    await expect(menu(page).locator('a[href="#careers"]'), "in a closed submenu, marked all the same").toHaveAttribute("aria-current", "page");
  });

  test("a link in the content scrolls smoothly to below the header and moves focus there; instant under reduced motion", async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await page.mouse.wheel(0, -100); // the footer bar shows on scroll up
    await expect(inState(page.locator("#footer-bar"), "enter")).toBeAttached();
    const { from, atOnce, soon } = await page.evaluate(async () => {
      const from = window.scrollY;
      document.querySelector<HTMLAnchorElement>(".footer-bar a")!.click();
      const atOnce = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { from, atOnce, soon: window.scrollY };
    });
    expect(atOnce, "not there at once").toBe(from);
    expect(soon, "on its way").toBeGreaterThan(from);
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact-heading")).toBeInViewport();
    await expect(page.locator("#contact")).toBeFocused();
    await expect(link(menu(page), "Contact")).toHaveAttribute("aria-current", "page");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.locator(".skip-link").focus();
    await page.keyboard.press("Enter");
    expect(await topOf(page, "#content")).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});

test.describe("navigation at 375 px with touch", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the menu collapses behind a toggle; sub-toggles expand in place; the mega-menu opens as a modal", async ({ page }) => {
    const errors = collectErrors(page);
    await open(page);
    const main = menu(page);
    await expect(inState(main, "mobile")).toBeAttached();
    const toggle = main.getByRole("button", { name: "Menu", exact: true });
    await expect(link(main, "Home")).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(link(main, "Home")).toBeVisible();
    await button(main, "Services").tap();
    await expect(link(main, "Design")).toBeVisible();
    await button(main, "Company").tap();
    await expect(link(main, "Team")).toBeVisible();
    await expect(link(main, "Design"), "one open per level").toBeHidden();
    await expectAxeClean(page);
    await toggle.tap();
    await expect(link(main, "Home")).toBeHidden();

    const catalogue = page.locator("#catalogue");
    await expect(inState(catalogue, "mobile")).toBeAttached();
    await catalogue.getByRole("button", { name: "Catalogue", exact: true }).tap();
    const modal = catalogue.locator('[part="modal"]');
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await button(catalogue, "Solutions").tap();
    await expect(link(catalogue, "Shops")).toBeVisible();
    await expectAxeClean(page);
    await catalogue.getByRole("button", { name: "Close", exact: true }).tap();
    await expect(modal).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe("navigation at 360 px with touch", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a tap on an in-page link closes the mobile menu (and the mega-menu's modal): the section it jumps to is in view, below the header", async ({
    page,
  }) => {
    await open(page);
    const main = menu(page);
    await main.getByRole("button", { name: "Menu", exact: true }).tap();
    await button(main, "Services").tap();
    await link(main, "Design").tap();
    await expect(main.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
    await expect(link(main, "Home")).toBeHidden();
    const heading = page.locator("#design-heading");
    await expect(heading).toBeInViewport();
    const headerBottom = () =>
      page.locator("#site-header").evaluate((sticky) => sticky.shadowRoot!.querySelector('[part="bar"]')!.getBoundingClientRect().bottom);
    await expect.poll(async () => (await heading.boundingBox())!.y - (await headerBottom())).toBeGreaterThanOrEqual(0);

    const catalogue = page.locator("#catalogue");
    await catalogue.getByRole("button", { name: "Catalogue", exact: true }).tap();
    const modal = catalogue.locator('[part="modal"]');
    await expect(modal).toBeVisible();
    await link(catalogue, "Support").tap();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact-heading")).toBeInViewport();
  });

  test("at the page's end the scroll-to-top button overlaps no link", async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const top = page.locator("x-scroll-top");
    await expect(inState(top, "shown")).toBeAttached();
    const button = (await top.getByRole("button", { name: "Back to top" }).boundingBox())!;
    const overlapping = await page.evaluate(
      ({ x, y, width, height }) =>
        [...document.querySelectorAll("a[href]")]
          .filter((a) => !a.closest("x-scroll-top") && a.checkVisibility())
          .filter((a) => {
            const rect = a.getBoundingClientRect();
            return rect.left < x + width && rect.right > x && rect.top < y + height && rect.bottom > y;
          })
          .map((a) => a.textContent?.trim()),
      button,
    );
    expect(overlapping).toEqual([]);
  });
});

test.describe("navigation at 700 px with a mouse", () => {
  test.use({ viewport: { width: 700, height: 800 } });

  test("the menu's items do not fit on one row: it is the mobile menu, the header as tall as on a touch screen", async ({ page, browser }) => {
    await open(page);
    await expect(inState(menu(page), "mobile")).toBeAttached();
    const height = (await page.locator("#site-header").boundingBox())!.height;
    const touch = await browser.newPage({ viewport: { width: 700, height: 800 }, hasTouch: true });
    try {
      await open(touch);
      await expect(inState(menu(touch), "mobile")).toBeAttached();
      expect(height, "no stack of menu items").toBe((await touch.locator("#site-header").boundingBox())!.height);
    } finally {
      await touch.close();
    }
    await menu(page).getByRole("button", { name: "Menu", exact: true }).click();
    await expect(link(menu(page), "Contact")).toBeVisible();
  });
});

test.describe("navigation at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("reflows without horizontal scrolling; axe clean", async ({ page }) => {
    await open(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAxeClean(page);
    const main = menu(page);
    if (await main.evaluate((el) => el.matches(":state(desktop)"))) {
      await button(main, "Company").click();
      const sub = (await link(main, "Team").boundingBox())!;
      expect(sub.x).toBeGreaterThanOrEqual(0);
      expect(sub.x + sub.width).toBeLessThanOrEqual(320);
    }
  });
});

test.describe("navigation without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("every link of both menus is shown, as nested lists", async ({ page }) => {
    await page.goto("/navigation.html");
    const links = page.locator("x-menu a, x-mega-menu a");
    expect(await links.count()).toBeGreaterThan(20);
    const hidden = await links.evaluateAll((all) => all.filter((a) => !a.checkVisibility()).map((a) => a.textContent?.trim()));
    expect(hidden).toEqual([]);
    await expect(page.locator("x-scroll-top a")).toBeVisible();
  });
});

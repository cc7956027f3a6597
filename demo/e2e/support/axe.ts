import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for the animations and transitions running now that end (a submenu fading in, a panel sliding open) to
 * finish. Axe judges the page at rest: text half-way through a fade fails color-contrast, one run in two.
 * Endless ones (a marquee, a spinner) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)), // a cancelled animation rejects: it is over too
    ),
  );
}

/** Axe's violations on the page at rest, as "rule: selectors" lines, so that a failure says what and where. */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The page at rest has no axe violation. */
export async function expectAxeClean(page: Page, options?: { exclude?: string[] }): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}

// Tabs written straight in a post's content, as shortcodes among paragraphs (no wrapper of the author's): the plugin
// gives the group a box of its own, so the tabs are laid out as a row from the first paint and nothing moves when
// their script runs.
import { keepLocal } from "./stand-ins.mjs";

const TABS = [
  "<p>Our plans:</p>",
  '[x-toggle kind="tab" group="plans" open]<a slot="trigger" href="#monthly">Monthly</a><p>9 € a month.</p>[/x-toggle]',
  '[x-toggle kind="tab" group="plans"]<a slot="trigger" href="#yearly">Yearly</a><p>90 € a year.</p>[/x-toggle]',
  '[x-toggle kind="tab" group="plans"]<a slot="trigger" href="#lifetime">Lifetime</a><p>300 € once.</p>[/x-toggle]',
  "<p>After the plans.</p>",
].join("\n\n");

export async function groupChecks({ browser, record, tweak }) {
  const post = JSON.parse(tweak("post", JSON.stringify({ title: "Plans written straight", content: TABS })));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await keepLocal(context);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => entry.value))).observe({
        type: "layout-shift",
        buffered: true,
      });
    });
    await page.goto(post.link, { waitUntil: "load" });
    const tabs = page.locator('x-toggle[kind="tab"]');
    await page.waitForFunction(() => [...document.querySelectorAll('x-toggle[kind="tab"]')].every((tab) => tab.matches(":state(rendered)")));
    // Two frames after the last render: a shift is reported with the frame that makes it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { shifts, tops, boxed } = await page.evaluate(() => ({
      shifts: window.shifts,
      tops: [...document.querySelectorAll('x-toggle[kind="tab"] [slot="trigger"]')].map((trigger) => Math.round(trigger.getBoundingClientRect().top)),
      boxed: document.querySelectorAll(".x-elements-group > x-toggle").length,
    }));
    record("tabs written straight in a post: the plugin gives their group one box", boxed === 3 && (await tabs.count()) === 3, `${boxed} in a box`);
    record("tabs written straight in a post: their triggers are one row", new Set(tops).size === 1, tops);
    record(
      "tabs written straight in a post: nothing moves when their script runs (layout shift 0)",
      shifts.reduce((sum, value) => sum + value, 0) === 0,
      shifts,
    );
  } finally {
    await context.close();
  }
}

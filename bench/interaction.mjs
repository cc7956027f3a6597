// The first interaction with an element: from a click or key press to the next paint (the Event Timing API's
// duration, as INP counts it), on a fresh page each time, once the element shows its content. The first use is
// when React starts listening in an element's shadow root (src/define/first-use.ts), so it is measured apart from
// later uses. Against the same interaction on the Lit peer, where one exists.

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** What the Event Timing API reports at the least: a shorter interaction counts as this. */
export const THRESHOLD_MS = 16;
/** A first interaction shows its answer within a frame's worth of work more than Lit's, and no long task. */
export const INTERACTION_BUDGET_MS = 50;

const RATING = {
  x: `<x-rating post-id="7" avg-rating="4.3" vote-count="12" remember-votes="false">4.3 / 5 (12 votes)</x-rating>`,
  lit: `<lit-rating avg-rating="4.3" vote-count="12"></lit-rating>`,
};

/**
 * Each interaction: the markup, what shows it is ready (a selector in its shadow root, or in its light DOM: the
 * contact form's fields), and the visitor's action (Playwright, on the page).
 */
export const INTERACTIONS = [
  {
    name: "opening a toggle (click)",
    x: `<x-toggle kind="dropdown"><button slot="trigger" type="button">Products</button><ul><li><a href="#a">Analytics</a></li></ul></x-toggle>`,
    ready: "slot[name=trigger]:not([data-x-fallback])",
    act: (page) => page.locator("x-toggle > button").click(),
  },
  {
    name: "moving a slider (click on next)",
    x: `<x-slider labels='{"carousel":"Highlights"}'><p>First slide</p><p>Second slide</p><p>Third slide</p></x-slider>`,
    ready: "[part=next]",
    act: (page) => page.locator("x-slider [part=next]").click(),
  },
  {
    name: "starting a rating (click on a star)",
    ...RATING,
    ready: "[part=star]",
    act: (page, kind) => page.locator(`${kind}-rating [part=star]`).nth(3).click(),
  },
  {
    name: "validating a contact-form field (click in, type, Tab)",
    x: `<x-contact-form form-id="5" fields='[{"name":"your-email","type":"email","label":"Your email","required":true},{"name":"submit","type":"submit","label":"Send"}]'>Contact form</x-contact-form>`,
    ready: "input[type=email]",
    act: async (page) => {
      const field = page.locator("x-contact-form input[type=email]");
      await field.click();
      await field.pressSequentially("x");
      await page.keyboard.press("Tab");
    },
  },
];

/** The longest interaction (ms from input to the next paint) of one visitor's first use of the element. */
async function firstInteraction(browser, origin, markup, interaction, kind) {
  const page = await browser.newPage();
  await page.goto(`${origin}/dist/bench/index.html`);
  await page.evaluate((threshold) => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
    }).observe({ type: "event", durationThreshold: threshold, buffered: true });
  }, THRESHOLD_MS);
  await page.evaluate((markup) => (document.getElementById("stage").innerHTML = markup), markup);
  await page
    .waitForFunction(
      (selector) =>
        [...document.getElementById("stage").children].every((el) => el.shadowRoot?.querySelector(selector) ?? el.querySelector(selector)),
      interaction.ready,
    )
    .catch((cause) => {
      throw new Error(`${interaction.name}, ${kind}: not ready (${interaction.ready})`, { cause });
    });
  // Past the upgrade: its renders and the libraries it loads (Swiper) are done, as when a visitor comes to act.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
  await interaction.act(page, kind);
  // The next paint, and the observer's report of it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const durations = await page.evaluate(() => window.__interactions);
  await page.close();
  return Math.max(THRESHOLD_MS, ...durations);
}

/** Each interaction's first use, RUNS times for each kind in turns (x, Lit, x, ...): { name: { x: [ms], lit: [ms] } }. */
export async function firstInteractions(browser, origin) {
  const results = {};
  for (const interaction of INTERACTIONS) {
    const kinds = ["x", "lit"].filter((kind) => interaction[kind]);
    results[interaction.name] = Object.fromEntries(kinds.map((kind) => [kind, []]));
    for (let run = 0; run < RUNS; run++)
      for (const kind of kinds) results[interaction.name][kind].push(await firstInteraction(browser, origin, interaction[kind], interaction, kind));
  }
  return results;
}

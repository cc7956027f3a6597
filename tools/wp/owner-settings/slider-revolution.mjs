// Slider Revolution's scripts where x-slider wraps its module (its stand-in, tools/wp/php/mu-revslider.php, loads them on
// every page as the plugin's default "include libraries globally" does): with wrapping off its module page has all of
// them and its inline scripts; with wrapping on, the module's page (its shortcode, or its block, which saves the shortcode)
// has none of them nor any console error, the module's markup in an x-slider showing it from its route, and a page
// without a module keeps them.
import { keepLocal } from "../stand-ins.mjs";

/** What of Slider Revolution a page has: its script handles, its header script, the module and its slider. */
async function visit(browser, url) {
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const notes = [];
  page.on("console", (message) => (message.type() === "error" ? errors : notes).push(message.text()));
  await page.goto(url, { waitUntil: "load" });
  // A wrapped module is shown once its slider has read it (from the route); a page without one has nothing to wait for.
  // (If it never is, what the page has is recorded.)
  await page
    .waitForFunction(() =>
      [...document.querySelectorAll("x-slider")].every((slider) => slider.matches(":state(ready)") && slider.querySelector("[data-x-module-slide]")),
    )
    .catch(() => undefined);
  const seen = await page.evaluate(() => ({
    scripts: ["tp-tools", "sr7", "sr7migration"].filter((handle) => document.querySelector(`script#${handle}-js`)),
    header: !!document.querySelector("script#x-stand-in-sr7-head"),
    // Its inline scripts, printed (their text) and run (each names itself in standInScripts once through).
    inline: ["SR7.PMH", "SR7.JSON", "_tpt.R.fonts.domFonts"].filter((mark) => [...document.scripts].some((script) => script.text.includes(mark))),
    ran: (window.standInScripts ?? []).filter((name) => name.startsWith("sr7-")).sort(),
    modules: document.querySelectorAll("sr7-module").length,
    wrapped: document.querySelectorAll("x-slider > sr7-module, x-slider > * > sr7-module").length,
    shown: [...document.querySelectorAll("x-slider")].map(
      (slider) => slider.querySelector("[data-x-module-slide]")?.textContent?.trim() === "Stand-in module",
    ),
  }));
  await context.close();
  return { ...seen, errors, notes };
}

export async function checks({ browser, record, tweak }) {
  const before = tweak("get-option", "x_elements_autowrap");
  const page = (title, content) => JSON.parse(tweak("post", JSON.stringify({ title, content, type: "page" }))).link;
  const shortcode = page("Slider Revolution module", '[rev_slider alias="realwp-hero"]');
  const block = page(
    "Slider Revolution block",
    '<!-- wp:themepunch/revslider {"checked":true} -->\n<div class="wp-block-themepunch-revslider revslider" data-modal="false">[rev_slider alias="realwp-hero"][/rev_slider]</div>\n<!-- /wp:themepunch/revslider -->',
  );
  const plain = page("No module here", "<p>A page without a slider.</p>");
  try {
    tweak("wrap", "[]");
    const own = await visit(browser, shortcode);
    record(
      "Slider Revolution unwrapped: its module page has tp-tools, sr7, its header script and its inline scripts (run), and no x-slider",
      own.scripts.join() === "tp-tools,sr7" &&
        own.header &&
        own.inline.join() === "SR7.PMH,SR7.JSON,_tpt.R.fonts.domFonts" &&
        own.ran.join() === "sr7-fonts,sr7-footer,sr7-head,sr7-pmh" &&
        own.modules === 1 &&
        own.wrapped === 0 &&
        own.errors.length === 0,
      JSON.stringify(own),
    );
    tweak("wrap", JSON.stringify(["slider-revolution"]));
    for (const [name, url] of [
      ["its shortcode", shortcode],
      ["its block", block],
    ]) {
      const wrapped = await visit(browser, url);
      record(
        `Slider Revolution wrapped, ${name}: the module in one x-slider, shown from its route; none of its scripts, its header script nor its inline scripts (module height, footer data and init, fonts); no console error`,
        wrapped.scripts.length === 0 &&
          !wrapped.header &&
          wrapped.inline.length === 0 &&
          wrapped.modules === 1 &&
          wrapped.wrapped === 1 &&
          wrapped.shown.join() === "true" &&
          wrapped.errors.length === 0,
        JSON.stringify(wrapped),
      );
    }
    const elsewhere = await visit(browser, plain);
    record(
      "Slider Revolution wrapped: a page without a module keeps its scripts (its global include) and its fonts' script",
      elsewhere.scripts.join() === "tp-tools,sr7" &&
        elsewhere.header &&
        elsewhere.inline.join() === "_tpt.R.fonts.domFonts" &&
        elsewhere.modules === 0 &&
        elsewhere.errors.length === 0,
      JSON.stringify(elsewhere),
    );
  } finally {
    tweak("wrap", before && before !== "false" ? before : "[]");
  }
}

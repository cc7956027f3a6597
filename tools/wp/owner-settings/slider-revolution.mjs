// Slider Revolution's scripts where x-slider wraps its module (its stand-in, tools/wp/php/mu-revslider.php, loads them on
// every page as the plugin's default "include libraries globally" does): with wrapping off its module page has all of
// them; with wrapping on, the module's page (its shortcode, or its block, which saves the shortcode) has none of them,
// the module's markup in an x-slider, and a page without a module keeps them.
import { keepLocal } from "../stand-ins.mjs";

/** What of Slider Revolution a page has: its script handles, its header script, the module and its slider. */
async function visit(browser, url) {
  const context = await browser.newContext();
  await keepLocal(context);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: "load" });
  const seen = await page.evaluate(() => ({
    scripts: ["tp-tools", "sr7", "sr7migration"].filter((handle) => document.querySelector(`script#${handle}-js`)),
    header: !!document.querySelector("script#x-stand-in-sr7-head"),
    modules: document.querySelectorAll("sr7-module").length,
    wrapped: document.querySelectorAll("x-slider > sr7-module, x-slider > * > sr7-module").length,
  }));
  await context.close();
  return { ...seen, errors };
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
      "Slider Revolution unwrapped: its module page has tp-tools, sr7 and its header script, and no x-slider",
      own.scripts.join() === "tp-tools,sr7" && own.header && own.modules === 1 && own.wrapped === 0,
      JSON.stringify(own),
    );
    tweak("wrap", JSON.stringify(["slider-revolution"]));
    for (const [name, url] of [
      ["its shortcode", shortcode],
      ["its block", block],
    ]) {
      const wrapped = await visit(browser, url);
      record(
        `Slider Revolution wrapped, ${name}: the module in one x-slider, none of its scripts nor its header script`,
        wrapped.scripts.length === 0 && !wrapped.header && wrapped.modules === 1 && wrapped.wrapped === 1 && wrapped.errors.length === 0,
        JSON.stringify(wrapped),
      );
    }
    const elsewhere = await visit(browser, plain);
    record(
      "Slider Revolution wrapped: a page without a module keeps its scripts (its global include)",
      elsewhere.scripts.join() === "tp-tools,sr7" && elsewhere.header && elsewhere.modules === 0,
      JSON.stringify(elsewhere),
    );
  } finally {
    tweak("wrap", before && before !== "false" ? before : "[]");
  }
}

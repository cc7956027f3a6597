import { expect, test } from "@playwright/test";

// Every demo page, static or rendered by a route, is served with the one navigation of the demo pages
// (demo/server/demo-nav.ts), itself marked as the current page; no marker is left behind.

const PAGES = [
  "/gallery.html",
  "/playground",
  "/contact-form.html",
  "/rating.html",
  "/comments.html",
  "/newsletter.html",
  "/search.html",
  "/slider.html",
  "/toggles.html",
  "/navigation.html",
  "/effects.html",
  "/media.html",
  "/languages.html",
];

for (const path of PAGES) {
  test(`${path} is served with the demo pages' navigation, itself marked current`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).not.toContain("<!--nav-->");
    const nav = /<nav aria-label="Demo pages"><ul>(.*?)<\/ul><\/nav>/s.exec(html)?.[1] ?? "";
    for (const other of ["/", ...PAGES]) expect(nav, other).toContain(`<a href="${other}"`);
    expect(nav).toContain(`<a href="${path}" aria-current="page">`);
    expect(nav.match(/aria-current/g)).toHaveLength(1);
  });
}

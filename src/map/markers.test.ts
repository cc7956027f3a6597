import { expect } from "@open-wc/testing";
import { firstPlace, geocoderUrl } from "./geocoder";
import { infoText, sanitizeInfo } from "./info";
import { markerSchema } from "./markers";
import { tileUrl } from "./tiles";
import { hueOf, tintFilter } from "./tint";

const html = (fragment: DocumentFragment) => {
  const box = document.createElement("div");
  box.append(fragment);
  return box.innerHTML;
};

describe("x-map logic", () => {
  it("keeps simple markup and safe links, drops scripts, handlers and other elements' tags", () => {
    expect(html(sanitizeInfo('<strong onclick="x()">Tower</strong><br><a href="https://example.com" style="color:red">site</a>'))).to.equal(
      '<strong>Tower</strong><br><a href="https://example.com" rel="noopener">site</a>',
    );
    expect(html(sanitizeInfo('<img src=x onerror="alert(1)"><script>alert(2)</script><div>Open <em>daily</em></div>'))).to.equal(
      "Open <em>daily</em>",
    );
    expect(html(sanitizeInfo('<a href="javascript:alert(1)">bad</a>'))).to.equal("<a>bad</a>");
    expect(html(sanitizeInfo("5 < 6 & fine"))).to.equal("5 &lt; 6 &amp; fine");
  });

  it("takes an icon from a web address or a data: image, never from another scheme", () => {
    const accepts = (image: string) => !markerSchema["~standard"].validate({ lat: 0, lng: 0, image }).issues;
    for (const image of ["/icons/pin.png", "pin.svg", "https://example.com/pin.png", "data:image/png;base64,AAAA"]) {
      expect(accepts(image), image).to.equal(true);
    }
    for (const image of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x"]) {
      expect(accepts(image), image).to.equal(false);
    }
  });

  it("names a marker by its info's text", () => {
    expect(infoText("<strong>Tower of London</strong><br>\n Open   daily")).to.equal("Tower of London Open daily");
  });

  it("builds geocoder and tile URLs from their templates", () => {
    expect(geocoderUrl("/geo?q={query}&format=json", " 10 Downing St, London ")).to.equal("/geo?q=10%20Downing%20St%2C%20London&format=json");
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}{r}.png", 3, 4, 5)).to.equal("https://b.tile.example/5/3/4.png");
    expect(tileUrl("/tms/{z}/{x}/{-y}.png", 0, 0, 1)).to.equal("/tms/1/0/1.png");
  });

  it("reads the first usable place of a Nominatim answer", () => {
    expect(firstPlace([{ lat: "48.85", lon: "2.35", display_name: "Paris" }])).to.deep.equal({ lat: 48.85, lng: 2.35, name: "Paris" });
    expect(
      firstPlace([
        { lat: "999", lon: "0" },
        { lat: 1, lon: 2 },
      ]),
    ).to.deep.equal({ lat: 1, lng: 2, name: "" });
    expect(firstPlace([])).to.equal(null);
    expect(firstPlace({ error: "nope" })).to.equal(null);
  });

  it("tints by a colour's hue, and not for greys or nothing", () => {
    expect(hueOf("#00aa77")).to.equal(162);
    expect(hueOf("#f00")).to.equal(0);
    expect(tintFilter("#0a7")).to.equal("grayscale(1) sepia(1) hue-rotate(124deg) saturate(1.6)");
    expect(tintFilter("#777")).to.equal("");
    expect(tintFilter("")).to.equal("");
  });
});

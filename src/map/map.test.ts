import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-map";
import { captureConsole } from "../testing/console";
import { scrollTopTo } from "../testing/scroll";
import { fakeNetwork, markerIcons } from "./test-helpers";
import { part } from "../testing/parts";

type XMap = HTMLElementTagNameMap["x-map"];

const MARKERS = JSON.stringify([
  { lat: 51.5081, lng: -0.0759, "marker-info": "<strong>Tower of London</strong><br>Open daily", "start-open": true },
  { lat: 51.5007, lng: -0.1246, "marker-info": "Westminster<script>alert(1)</script>" },
]);

async function mapReady(el: XMap): Promise<XMap> {
  await el.updateComplete;
  await waitUntil(() => el.matches(":state(ready)"), "the map is ready", { timeout: 4000 });
  return el;
}

const leafletRequested = () => performance.getEntriesByType("resource").some((entry) => /leaflet/.test(entry.name));

describe("x-map", () => {
  afterEach(() => sinon.restore());

  it("loads Leaflet only once it comes into view; until then the fallback shows", async () => {
    const network = fakeNetwork();
    const el = await fixture<XMap>(
      html`<x-map style="margin-top: 300vh" tiles="/t/{z}/{x}/{y}.png"><a href="https://www.openstreetmap.org/">Map of New York</a></x-map>`,
    );
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(leafletRequested(), "leaflet requested before the map is in view").to.equal(false);
    expect(el.matches(":state(ready)")).to.equal(false);
    expect(part(el, "fallback")!.hidden).to.equal(false);
    expect(network.urls()).to.deep.equal([]);
    el.scrollIntoView();
    await mapReady(el);
    expect(leafletRequested()).to.equal(true);
    expect(part(el, "fallback")!.hidden).to.equal(true);
    expect(el.shadowRoot!.querySelector(".leaflet-container")).to.not.equal(null);
    await waitUntil(() => network.urls().some((url) => url.startsWith("/t/8/")), "tiles requested at zoom 8");
  });

  it("centres on lat and lng at the zoom, with markers named by their info and one open info window of at most 200px", async () => {
    fakeNetwork();
    const el = await mapReady(
      await fixture<XMap>(html`<x-map lat="51.5072" lng="-0.1276" zoom="11" tiles="/t/{z}/{x}/{y}.png" markers=${MARKERS}>London</x-map>`),
    );
    const icons = markerIcons(el);
    expect(icons.map((icon) => icon.getAttribute("aria-label"))).to.deep.equal(["Tower of London Open daily", "Westminster"]);
    expect(icons.every((icon) => icon.tabIndex === 0 && icon.getAttribute("role") === "button")).to.equal(true);
    const popup = el.shadowRoot!.querySelector<HTMLElement>(".leaflet-popup-content")!;
    expect(popup.innerHTML).to.equal("<div><strong>Tower of London</strong><br>Open daily</div>");
    expect(popup.getBoundingClientRect().width).to.be.at.most(200);
    // The info window fades in: its text's contrast is read once it is fully shown.
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished));
    await expect(el).to.be.accessible();
  });

  it("shows a marker's image as its icon, and the pin for a marker without one", async () => {
    fakeNetwork();
    const markers = JSON.stringify([
      { lat: 51.5081, lng: -0.0759, image: "/media/icons/tower.png", "marker-info": "Tower" },
      { lat: 51.5007, lng: -0.1246, "marker-info": "Westminster" },
    ]);
    const el = await mapReady(
      await fixture<XMap>(html`<x-map lat="51.5072" lng="-0.1276" zoom="11" tiles="/t/{z}/{x}/{y}.png" markers=${markers}>London</x-map>`),
    );
    const [tower, westminster] = markerIcons(el);
    expect(tower!.localName).to.equal("img");
    expect(tower!.getAttribute("src")).to.equal("/media/icons/tower.png");
    expect(tower!.getAttribute("aria-label")).to.equal("Tower");
    expect(westminster!.localName, "the element's own pin").to.equal("div");
    expect(westminster!.getAttribute("src")).to.equal(null);
    expect(westminster!.querySelector("svg")).to.not.equal(null);
  });

  it("refuses a marker image that is not a web address (javascript:), with one warning", async () => {
    fakeNetwork();
    const log = captureConsole();
    try {
      const markers = JSON.stringify([{ lat: 51.5081, lng: -0.0759, image: "javascript:alert(1)", "marker-info": "Tower" }]);
      const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" markers=${markers}>London</x-map>`));
      expect(log.warnings).to.have.length(1);
      expect(log.warnings[0]).to.match(/^\[x-map\] attribute "markers": .*image/);
      expect(el.markers).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('img[src^="javascript:"]')).to.equal(null);
      expect(markerIcons(el)).to.have.length(0);
    } finally {
      log.restore();
    }
  });

  describe("loads within a screen of the viewport (root margin 100%)", () => {
    afterEach(() => scrollTo(0, 0));

    it("loads a map less than a screen below the fold, and one further only once scrolled near", async () => {
      fakeNetwork();
      const page = await fixture<HTMLElement>(
        html`<div style="position: relative; height: 600vh">
          <x-map class="near" style="position: absolute; top: 180vh; left: 0; width: 30%" tiles="/t/{z}/{x}/{y}.png">Near</x-map>
          <x-map class="beyond" style="position: absolute; top: 220vh; left: 35%; width: 30%" tiles="/t/{z}/{x}/{y}.png">Beyond</x-map>
          <x-map class="far" style="position: absolute; top: 400vh; left: 70%; width: 30%" tiles="/t/{z}/{x}/{y}.png">Far</x-map>
        </div>`,
      );
      scrollTo(0, 0);
      const [near, beyond, far] = ["near", "beyond", "far"].map((name) => page.querySelector<XMap>(`.${name}`)!);
      // 0.8 screen below the fold: loads. By the time it has (Leaflet's chunk imported), the observer that all three
      // subscribed to together has answered for the other two as well.
      await mapReady(near!);
      expect(beyond!.matches(":state(ready)"), "1.2 screens below the fold: not yet").to.equal(false);
      expect(far!.matches(":state(ready)"), "3 screens below the fold: not yet").to.equal(false);
      await scrollTopTo(beyond!, 180);
      await mapReady(beyond!);
      expect(far!.matches(":state(ready)"), "still 2.6 screens below the fold").to.equal(false);
      await scrollTopTo(far!, 190);
      await mapReady(far!);
    });
  });

  it("opens a marker's info window from the keyboard, sanitised", async () => {
    fakeNetwork();
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" markers=${MARKERS}>London</x-map>`));
    markerIcons(el)[1]!.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.shadowRoot!.querySelector(".leaflet-popup-content")?.textContent === "Westminster");
    expect(el.shadowRoot!.querySelector(".leaflet-popup-content script")).to.equal(null);
  });

  it("zooms with the wheel only after focus or a click, and pans and zooms from the keyboard", async () => {
    fakeNetwork();
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png">NY</x-map>`));
    const map = part(el, "map")!;
    const zoomText = () => el.shadowRoot!.querySelector(".leaflet-map-pane")!.getAttribute("style");
    const wheel = () => map.dispatchEvent(new WheelEvent("wheel", { deltaY: -300, bubbles: true, cancelable: true, clientX: 10, clientY: 10 }));
    const before = zoomText();
    expect(wheel(), "the page scrolls: the wheel event is not taken").to.equal(true);
    expect(zoomText()).to.equal(before);
    map.focus();
    expect(wheel(), "focused, the map takes the wheel").to.equal(false);
    const pane = () => el.shadowRoot!.querySelector<HTMLElement>(".leaflet-map-pane")!.style.transform;
    const panned = pane();
    await sendKeys({ press: "ArrowRight" });
    await waitUntil(() => pane() !== panned, "arrow keys pan");
    const zoomIn = el.shadowRoot!.querySelector<HTMLElement>(".leaflet-control-zoom-in")!;
    expect(zoomIn.getAttribute("aria-label")).to.equal("Zoom in");
  });

  it("shows no zoom buttons with zoom-control=false, and cannot be dragged with drag=false", async () => {
    fakeNetwork();
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" zoom-control="false" drag="false">NY</x-map>`));
    expect(el.shadowRoot!.querySelector(".leaflet-control-zoom")).to.equal(null);
    expect(part(el, "map")!.classList.contains("leaflet-grab")).to.equal(false);
    el.setAttribute("zoom-control", "");
    await waitUntil(() => el.shadowRoot!.querySelector(".leaflet-control-zoom") !== null);
  });

  it("tints the tiles with hue, and credits them with the attribution as text", async () => {
    fakeNetwork();
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" hue="#0a7" attribution="<b>Tiles</b> & co">NY</x-map>`));
    const tiles = el.shadowRoot!.querySelector(".x-map-tiles")!;
    expect(getComputedStyle(tiles).filter).to.contain("hue-rotate(124deg)");
    expect(el.shadowRoot!.querySelector(".leaflet-control-attribution")!.textContent).to.contain("<b>Tiles</b> & co");
  });

  it("says so in a notice when the tile server fails, and stays usable", async () => {
    fakeNetwork({ failTiles: true });
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" markers=${MARKERS}>NY</x-map>`));
    await waitUntil(() => part(el, "notice")!.textContent === "Map tiles could not be loaded.", "notice shown");
    expect(markerIcons(el)).to.have.length(2);
  });

  it("centres on a geocoded address with a marker named after it", async () => {
    const network = fakeNetwork({ places: [{ lat: "48.8566", lon: "2.3522", display_name: "Paris, France" }] });
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" address="Paris" geocoder="/geo?q={query}">Paris</x-map>`));
    await waitUntil(() => markerIcons(el).length === 1, "address marker");
    expect(network.urls()).to.include("/geo?q=Paris");
    expect(markerIcons(el)[0]!.getAttribute("aria-label")).to.equal("Paris");
  });

  for (const [title, options] of [
    ["fails", { geocoderStatus: 500 }],
    ["finds nothing", { places: [] }],
  ] as const) {
    it(`warns once and keeps its centre when the geocoder ${title}`, async () => {
      fakeNetwork(options);
      const log = captureConsole();
      try {
        const el = await mapReady(
          await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" address="Atlantis" geocoder="/geo?q={query}">A</x-map>`),
        );
        await waitUntil(() => log.warnings.length > 0, "warned");
        expect(log.warnings).to.have.length(1);
        expect(log.warnings[0]).to.match(/^\[x-map\] the geocoder (failed|found no place) for the address "Atlantis"/);
        expect(markerIcons(el)).to.have.length(0);
      } finally {
        log.restore();
      }
    });
  }

  it("warns once for bad lat, lng and markers, and shows the default centre", async () => {
    fakeNetwork();
    const log = captureConsole();
    try {
      const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" lat="91" lng="east" markers='[{"lat":1}]'>NY</x-map>`));
      expect([el.lat, el.lng, el.markers]).to.deep.equal([40.7128, -74.006, []]);
      expect(log.warnings.map((w) => w.slice(0, 24))).to.deep.equal([
        '[x-map] attribute "lat":',
        '[x-map] attribute "lng":',
        '[x-map] attribute "marke',
      ]);
    } finally {
      log.restore();
    }
  });

  it("reads markers from a child JSON script, and draws the world base layer without any tile request", async () => {
    const network = fakeNetwork();
    const el = await mapReady(
      await fixture<XMap>(
        html`<x-map base-layer="world" zoom="2"
          ><script type="application/json">
            [{ "lat": 0, "lng": 0, "marker-info": "Null Island" }]
          </script>
          World</x-map
        >`,
      ),
    );
    await waitUntil(() => el.shadowRoot!.querySelector("path.x-map-land") !== null, "countries drawn");
    expect(markerIcons(el).map((icon) => icon.getAttribute("aria-label"))).to.deep.equal(["Null Island"]);
    expect(network.urls()).to.deep.equal([]);
  });

  it("removes the map when the element is removed", async () => {
    fakeNetwork();
    const el = await mapReady(await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png">NY</x-map>`));
    const map = part(el, "map")!;
    el.remove();
    await waitUntil(() => !map.isConnected || map.childElementCount === 0, "map removed");
  });
});

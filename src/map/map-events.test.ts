import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import { resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import sinon from "sinon";
import "../../elements/x-map";
import { captureConsole } from "../testing/console";
import { fakeNetwork, markerIcons } from "./test-helpers";

type XMap = HTMLElementTagNameMap["x-map"];

const CITIES = JSON.stringify([
  { lat: 48.8566, lng: 2.3522, "marker-info": "Paris" },
  { lat: 52.52, lng: 13.405, "marker-info": "Berlin" },
  { lat: 41.9028, lng: 12.4964, "marker-info": "Rome" },
]);

/** A map in view, and the x-map-ready it fires. */
async function readyMap(template: ReturnType<typeof html>) {
  // Listened to on the document from the start: the event bubbles and is composed.
  const ready = oneEvent(document, "x-map-ready");
  const el = await fixture<XMap>(template);
  const { detail, target } = await ready;
  expect(target).to.equal(el);
  return { el, detail: detail as { lat: number; lng: number; zoom: number } };
}

const zoomButton = (el: XMap, which: "in" | "out") => el.shadowRoot!.querySelector<HTMLElement>(`.leaflet-control-zoom-${which}`)!;

describe("x-map: events, fitting the markers, the zoom range", function () {
  // The first map of the run waits for Leaflet's chunk to be compiled.
  this.timeout(10000);
  afterEach(async () => {
    sinon.restore();
    await resetMouse();
  });

  it("fires x-map-ready once shown, with its centre and zoom", async () => {
    fakeNetwork();
    const { el, detail } = await readyMap(html`<x-map lat="51.5" lng="-0.12" zoom="11" tiles="/t/{z}/{x}/{y}.png">London</x-map>`);
    expect(el.matches(":state(ready)")).to.equal(true);
    expect(detail.zoom).to.equal(11);
    expect(detail.lat).to.be.closeTo(51.5, 0.001);
    expect(detail.lng).to.be.closeTo(-0.12, 0.001);
  });

  it("fires x-marker-click with the marker's index, lat and lng, on a click and on Enter", async () => {
    fakeNetwork();
    const { el } = await readyMap(html`<x-map base-layer="world" zoom="4" lat="48" lng="8" markers=${CITIES}>Cities</x-map>`);
    const [, berlin, rome] = markerIcons(el);
    const clicked = oneEvent(el, "x-marker-click");
    const rect = berlin!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 3)] });
    const { detail } = await clicked;
    expect(detail).to.deep.equal({ index: 1, lat: 52.52, lng: 13.405 });
    const pressed = oneEvent(el, "x-marker-click");
    rome!.focus();
    await sendKeys({ press: "Enter" });
    expect((await pressed).detail).to.deep.equal({ index: 2, lat: 41.9028, lng: 12.4964 });
  });

  it("fit-markers: every marker is in view, instead of lat, lng and zoom", async () => {
    fakeNetwork();
    const { el, detail } = await readyMap(
      html`<x-map fit-markers base-layer="world" lat="0" lng="0" zoom="12" style="height: 400px; width: 600px" markers=${CITIES}>Cities</x-map>`,
    );
    expect(detail.zoom, "zoomed out to fit").to.be.below(12);
    const box = el.getBoundingClientRect();
    for (const icon of markerIcons(el)) {
      const rect = icon.getBoundingClientRect();
      expect(rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom, icon.title).to.equal(true);
    }
  });

  it("fit-markers refits when the markers change, and centres a single marker at the zoom", async () => {
    fakeNetwork();
    const { el } = await readyMap(html`<x-map fit-markers base-layer="world" zoom="6" markers=${CITIES}>Cities</x-map>`);
    el.setAttribute("markers", JSON.stringify([{ lat: 38.7223, lng: -9.1393, "marker-info": "Lisbon" }]));
    // The pin's tip (the middle of its bottom edge) at the middle of the map.
    const centred = () => {
      const [icon] = markerIcons(el);
      const box = el.getBoundingClientRect();
      const rect = icon?.getBoundingClientRect();
      return (
        !!rect && Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2)) < 2 && Math.abs(rect.bottom - (box.top + box.height / 2)) < 2
      );
    };
    await waitUntil(centred, "the one marker centred");
    expect(markerIcons(el)).to.have.length(1);
  });

  it("min-zoom and max-zoom bound the zoom buttons", async () => {
    fakeNetwork();
    const { el } = await readyMap(html`<x-map base-layer="world" zoom="5" min-zoom="5" max-zoom="6">Europe</x-map>`);
    expect(zoomButton(el, "out").classList.contains("leaflet-disabled"), "at the minimum").to.equal(true);
    expect(zoomButton(el, "in").classList.contains("leaflet-disabled")).to.equal(false);
    el.setAttribute("zoom", "6");
    await waitUntil(() => zoomButton(el, "in").classList.contains("leaflet-disabled"), "at the maximum");
  });

  it("warns once for a bad min-zoom or max-zoom, or a minimum above the maximum, and keeps Leaflet's range", async () => {
    fakeNetwork();
    const log = captureConsole();
    try {
      const { el } = await readyMap(html`<x-map base-layer="world" zoom="5" min-zoom="near" max-zoom="25">Europe</x-map>`);
      expect(el.minZoom).to.equal(null);
      expect(el.maxZoom).to.equal(null);
      expect(log.warnings.filter((line) => line.startsWith("[x-map]") && line.includes("min-zoom"))).to.have.length(1);
      expect(log.warnings.filter((line) => line.startsWith("[x-map]") && line.includes("max-zoom"))).to.have.length(1);
      expect(zoomButton(el, "out").classList.contains("leaflet-disabled")).to.equal(false);
      log.warnings.length = 0;
      el.setAttribute("min-zoom", "9");
      el.setAttribute("max-zoom", "4");
      await waitUntil(() => log.warnings.length > 0, "a warning");
      expect(log.warnings).to.deep.equal(["[x-map] min-zoom 9 is above max-zoom 4: both are ignored"]);
      expect(zoomButton(el, "out").classList.contains("leaflet-disabled")).to.equal(false);
    } finally {
      log.restore();
    }
  });
});

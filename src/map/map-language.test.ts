import { expect, fixture, waitUntil } from "@open-wc/testing";
import "../../elements/x-map";
import { describeLanguages } from "../testing/languages";

/** The map's name, then Leaflet's zoom buttons' (once the map has loaded). */
const shown = (el: HTMLElement) => [
  el.shadowRoot!.querySelector('[part="map"]')?.getAttribute("aria-label"),
  el.shadowRoot!.querySelector(".leaflet-control-zoom-in")?.getAttribute("aria-label") ?? null,
  el.shadowRoot!.querySelector(".leaflet-control-zoom-out")?.getAttribute("aria-label") ?? null,
];

describeLanguages("x-map", {
  markup: (attributes) => `<x-map base-layer="world" zoom="3" lat="48" lng="10" ${attributes}><a href="#map">Map</a></x-map>`,
  texts: shown,
  en: ["Map", "Zoom in", "Zoom out"],
  pl: ["Mapa", "Powiększ", "Pomniejsz"],
  ar: ["خريطة", "تكبير", "تصغير"],
  override: { attributes: 'label="Nasze biura"', texts: ["Nasze biura", "Powiększ", "Pomniejsz"] },
});

describe("x-map's Leaflet controls in the language of its text", () => {
  it("names the zoom buttons, an info window's close button and a marker without info in German", async () => {
    const markers = JSON.stringify([
      { lat: 52.52, lng: 13.405, "marker-info": "Berlin", "start-open": true },
      { lat: 48.137, lng: 11.575 },
    ]);
    const wrapper = await fixture<HTMLElement>(
      `<div lang="de"><x-map base-layer="world" zoom="5" lat="50" lng="12" markers='${markers}'><a href="#map">Karte</a></x-map></div>`,
    );
    const el = wrapper.firstElementChild as HTMLElement;
    const close = () => el.shadowRoot!.querySelector(".leaflet-popup-close-button")?.getAttribute("aria-label");
    await waitUntil(() => close() === "Infofenster schließen", `close button: ${close()}`, { timeout: 8000 });
    expect(shown(el)).to.deep.equal(["Karte", "Vergrößern", "Verkleinern"]);
    const titles = [...el.shadowRoot!.querySelectorAll('[part="marker"]')].map((marker) => marker.getAttribute("aria-label"));
    expect(titles).to.deep.equal(["Berlin", "Markierung 2"]);
    expect(el.shadowRoot!.querySelector(".leaflet-control-zoom-in")!.getAttribute("title")).to.equal("Vergrößern");
  });
});

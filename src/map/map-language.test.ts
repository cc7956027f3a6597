import "../../elements/x-map";
import { describeLanguages } from "../testing/languages";

describeLanguages("x-map", {
  markup: (attributes) => `<x-map base-layer="world" zoom="3" lat="48" lng="10" ${attributes}><a href="#map">Map</a></x-map>`,
  texts: (el) => [el.shadowRoot!.querySelector('[part="map"]')?.getAttribute("aria-label")],
  en: ["Map"],
  pl: ["Mapa"],
  ar: ["خريطة"],
  override: { attributes: 'label="Nasze biura"', texts: ["Nasze biura"] },
});

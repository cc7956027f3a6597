import { expect } from "@open-wc/testing";
import countriesData from "world-atlas/countries-110m.json";
import { drawCountries, worldLayer } from "./world-layer";

const COUNTRIES = countriesData.objects.countries.geometries.length;

describe("the world base layer", () => {
  it("draws every country of world-atlas, a slice at a time, none in the task that asked", async () => {
    const layer = worldLayer();
    const drawn = drawCountries(layer, () => true);
    await Promise.resolve();
    expect(layer.getLayers().length, "countries drawn at once").to.equal(0);
    await drawn;
    expect(layer.getLayers().length).to.equal(COUNTRIES);
  });

  it("stops drawing once the layer is no longer wanted (the map removed, or its base layer changed)", async () => {
    const layer = worldLayer();
    // No longer wanted once ten countries are drawn, in the middle of a slice.
    await drawCountries(layer, () => layer.getLayers().length < 10);
    expect(layer.getLayers().length).to.equal(10);
  });
});

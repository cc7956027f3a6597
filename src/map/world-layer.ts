import { geoJSON, type GeoJSON } from "leaflet";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { nextTask } from "../shared/next-task";

/**
 * The "world" base layer: country outlines from world-atlas (Natural Earth, 1:110m), drawn as vectors by Leaflet.
 * It needs no tile server: the data comes in a chunk of its own, on first use.
 */
export function worldLayer(): GeoJSON {
  return geoJSON(undefined, { interactive: false, style: { className: "x-map-land", weight: 0.6 } });
}

/** A slice of the countries is drawn in at most about this long (it ends with the country that passes it). */
const SLICE_MS = 8;

/**
 * Fills the layer with the countries a slice at a time, each slice in a task of its own: the ~180 countries at
 * once (each built, projected and clipped by Leaflet) were a task of 100 ms and more on a busy machine. Stops when
 * the layer is no longer `wanted` (the map was removed, or its base layer changed).
 */
export async function drawCountries(layer: GeoJSON, wanted: () => boolean): Promise<void> {
  // Cast: the JSON's inferred type (where the compiler reads JSON modules) is wider than TopoJSON's.
  const topology = (await import("world-atlas/countries-110m.json")).default as unknown as Topology<{ countries: GeometryCollection }>;
  if (!wanted()) return;
  await nextTask();
  const countries = feature(topology, topology.objects.countries).features;
  for (let next = 0; next < countries.length && wanted();) {
    await nextTask();
    const started = performance.now();
    while (next < countries.length && wanted() && performance.now() - started < SLICE_MS) layer.addData(countries[next++]!);
  }
}

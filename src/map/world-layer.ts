import { geoJSON, type GeoJSON } from "leaflet";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The "world" base layer: country outlines from world-atlas (Natural Earth, 1:110m), drawn as vectors by Leaflet.
 * It needs no tile server: the data comes in a chunk of its own, on first use.
 */
export async function worldLayer(): Promise<GeoJSON> {
  // Cast: the JSON's inferred type (where the compiler reads JSON modules) is wider than TopoJSON's.
  const topology = (await import("world-atlas/countries-110m.json")).default as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  return geoJSON(countries, {
    interactive: false,
    style: { className: "x-map-land", weight: 0.6 },
  });
}

/** world-atlas ships TopoJSON files; the map imports the 1:110m countries as a module of its own. */
declare module "world-atlas/countries-110m.json" {
  import type { GeometryCollection, Topology } from "topojson-specification";
  const topology: Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  export default topology;
}

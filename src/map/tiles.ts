/** OpenStreetMap's standard tiles, the default base layer (https://operations.osmfoundation.org/policies/tiles/). */
export const DEFAULT_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_ATTRIBUTION = "© OpenStreetMap contributors";
/** A tile URL template names the zoom and both tile coordinates. */
export const TILES_PATTERN = /^(?=.*\{z\})(?=.*\{x\})(?=.*\{-?y\}).+$/;

const SUBDOMAINS = "abc";

/** A tile's URL from the template: {z} {x} {y}, {-y} (TMS rows, counted from the south), {s} (a, b or c), {r} (""). */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    "-y": String(2 ** z - 1 - y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!,
    r: "",
  };
  return template.replace(/\{(-?[a-z])\}/g, (whole, key: string) => values[key] ?? whole);
}

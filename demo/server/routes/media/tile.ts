/**
 * A map tile of the demo's tile route: an SVG of 256×256 with a light grid and the tile's z/x/y, so that a page
 * shows the tile server at work without any map data or network. Tiles outside the zoom's range are null (404).
 */
export function tileSvg(z: number, x: number, y: number): string | null {
  const size = 2 ** z;
  if (!Number.isInteger(z) || z < 0 || z > 19 || x < 0 || y < 0 || x >= size || y >= size) return null;
  const hue = (x * 47 + y * 83 + z * 29) % 360;
  const lines = [64, 128, 192].map((at) => `<path d="M${at} 0V256M0 ${at}H256" stroke="#c9d3dc" stroke-width="1"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="hsl(${hue} 35% 92%)"/>${lines}<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#8aa0b3"/><text x="128" y="134" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#51606e">${z}/${x}/${y}</text></svg>`;
}
